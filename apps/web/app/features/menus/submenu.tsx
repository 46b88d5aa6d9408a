import type { SubmenuItem } from '@casino/core/schemas';
import { useRef } from 'react';
import { trackNavigation } from '~/features/analytics/track';
import { useT } from '~/features/i18n/i18n';
import { openNamedModal } from '~/features/modals/modal-store';
import { Popover } from '~/features/nav/popover';
import { useOverflowCount } from '~/features/nav/use-overflow';
import { SessionTimer } from '~/features/regulatory/session-timer';
import { PortalNavLink } from '~/features/shell/portal-link';
import { usePortalHref, usePublicConfig, useShell } from '~/features/shell/use-shell';
import { ThemeSwitch } from '~/features/theme/theme-switch';
import { submenuItemPath } from './menu-links';

function ServerLink({
  item,
  className,
  onNavigate,
}: {
  item: SubmenuItem;
  className?: string;
  onNavigate?: () => void;
}) {
  const href = usePortalHref();
  const path = submenuItemPath(item);
  if (!path) return null;
  return path.startsWith('/') ? (
    <PortalNavLink
      to={path}
      className={className}
      onClick={() => {
        trackNavigation('submenu', path);
        onNavigate?.();
      }}
    >
      {item.title}
    </PortalNavLink>
  ) : (
    <a className={className} href={href(path)} rel="noopener" onClick={onNavigate}>
      {item.title}
    </a>
  );
}

/** The server's submenu links; those that do not fit go into a "more" popover. */
function ServerLinks({ items }: { items: SubmenuItem[] }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLUListElement>(null);
  const links = items.filter((item) => submenuItemPath(item) !== null);
  const visible = useOverflowCount(container, ruler, links.length, 96);
  const hidden = links.slice(visible);
  return (
    <div className="submenu__server">
      <div ref={container} className="overflow-row">
        <ul ref={ruler} className="overflow-row__ruler" aria-hidden="true">
          {links.map((item) => (
            <li key={item.id}>
              <span className="submenu__item">{item.title}</span>
            </li>
          ))}
        </ul>
        <ul className="overflow-row__items">
          {links.slice(0, visible).map((item) => (
            <li key={item.id}>
              <ServerLink item={item} className="submenu__item" />
            </li>
          ))}
        </ul>
      </div>
      {hidden.length > 0 && (
        <Popover
          label={t('submenu.more')}
          buttonContent={<span className="submenu__item">{t('submenu.more')} ▾</span>}
          className="submenu-more"
        >
          {(close) => (
            <ul className="popover__list">
              {hidden.map((item) => (
                <li key={item.id}>
                  <ServerLink item={item} onNavigate={close} />
                </li>
              ))}
            </ul>
          )}
        </Popover>
      )}
    </div>
  );
}

/** The submenu (shell.md section 2): static sections, then the server's links; desktop tools at the end. */
export function Submenu({ promotionsBadge = 0 }: { promotionsBadge?: number }) {
  const t = useT();
  const shell = useShell();
  const config = usePublicConfig();
  if (!shell) return null;
  return (
    <nav className="submenu" aria-label={t('submenu.label')}>
      <div className="submenu__inner">
        <ul className="submenu__list">
          <li>
            <PortalNavLink
              to="/"
              end
              className="submenu__item"
              onClick={() => trackNavigation('submenu', '/')}
            >
              {t('submenu.home')}
            </PortalNavLink>
          </li>
          <li>
            <PortalNavLink
              to="/invingatori"
              className="submenu__item"
              onClick={() => trackNavigation('submenu', '/invingatori')}
            >
              {t('submenu.winners')}
            </PortalNavLink>
          </li>
          {shell.hasLiveLayout && (
            <li>
              <PortalNavLink
                to="/cazinou-live"
                className="submenu__item"
                onClick={() => trackNavigation('submenu', '/cazinou-live')}
              >
                {t('submenu.liveCasino')}
              </PortalNavLink>
            </li>
          )}
          <li>
            <PortalNavLink
              to="/promotii"
              className="submenu__item"
              onClick={() => trackNavigation('submenu', '/promotii')}
            >
              {t('submenu.promotions')}
              {promotionsBadge > 0 && (
                <span className="badge">
                  <span aria-hidden="true">{promotionsBadge}</span>
                  <span className="visually-hidden">
                    {t('submenu.promotionsBadge', { count: promotionsBadge })}
                  </span>
                </span>
              )}
            </PortalNavLink>
          </li>
          <li>
            <a className="submenu__item" href={config.sportSiteUrl}>
              {t('submenu.sport')}
            </a>
          </li>
          <li className="only-mobile">
            <a className="submenu__item" href={`${config.sportSiteUrl}/loto`}>
              {t('submenu.lotto')}
            </a>
          </li>
          <li className="only-desktop">
            <PortalNavLink
              to="/turnee"
              className="submenu__item"
              onClick={() => trackNavigation('submenu', '/turnee')}
            >
              {t('submenu.tournaments')}
            </PortalNavLink>
          </li>
          <li className="only-mobile">
            <button
              type="button"
              className="submenu__item"
              aria-haspopup="dialog"
              onClick={() => openNamedModal('menu')}
            >
              {t('submenu.menu')}
            </button>
          </li>
        </ul>
        <ServerLinks items={shell.submenu} />
        <div className="submenu__tools only-desktop">
          <ThemeSwitch />
          <div id="chat-button-slot" className="chat-slot" />
          <SessionTimer />
        </div>
      </div>
    </nav>
  );
}
