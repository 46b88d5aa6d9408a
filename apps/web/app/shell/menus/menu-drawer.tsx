import type { MenuItem } from '@casino/core/schemas';
import { ChatButton } from '~/features/support-chat';
import { useShell } from '~/shared/context/shell-data';
import { useT } from '~/shared/i18n/i18n';
import { PortalLink } from '~/shared/links/portal-link';
import { Modal } from '~/shared/modals/modal';
import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { ThemeSwitch } from '~/shared/theme/theme-switch';
import { SessionTimer } from '~/shell/session-timer';
import { menuItemPath } from './menu-links';
import { useVisitorMenu } from './use-visitor-menu';

const NO_ITEMS: MenuItem[] = [];

/**
 * The phone's menu drawer: the support chat first (the phone's way to it, ADR 0014), both lobbies'
 * menus, the tournaments page and the theme switch.
 */
export function MenuDrawer() {
  const t = useT();
  const shell = useShell();
  const casinoMenu = useVisitorMenu(shell?.casinoMenu ?? NO_ITEMS);
  const liveMenu = useVisitorMenu(shell?.liveMenu ?? NO_ITEMS);
  if (!shell) return null;
  const close = () => hideModal(MODALS.menu.id);
  const groups = [
    { title: t('menu.casino'), items: casinoMenu },
    { title: t('menu.live'), items: liveMenu },
  ];
  return (
    <Modal
      id={MODALS.menu.id}
      priority={MODALS.menu.priority}
      title={t('submenu.menu')}
      variant="drawer"
      maxWidth={480}
    >
      <div className="menu-drawer">
        <ChatButton variant="drawer" onOpen={close} />
        {groups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h3 className="search-heading">{group.title}</h3>
            <ul className="search-links">
              {group.items.map((item) => {
                const path = menuItemPath(item);
                return path ? (
                  <li key={item.id}>
                    <PortalLink to={path} onClick={close}>
                      {item.title}
                    </PortalLink>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        ))}
        <PortalLink to={portalPath('/turnee')} className="button button--ghost" onClick={close}>
          {t('submenu.tournaments')}
        </PortalLink>
        <div className="menu-drawer__tools">
          <ThemeSwitch withLabel />
          <SessionTimer />
        </div>
      </div>
    </Modal>
  );
}
