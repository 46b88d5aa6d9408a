import type { SubmenuItem } from '@casino/core/schemas';
import type { ReactNode } from 'react';
import { ChatButton, ChatUnreadBadge, useChatUnread } from '~/features/support-chat';
import { trackNavigation } from '~/shared/analytics/track';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { PortalNavLink } from '~/shared/links/portal-link';
import { openNamedModal } from '~/shared/modals/modal-store';
import { OverflowRow } from '~/shared/nav/overflow-row';
import { portalPath } from '~/shared/routing/portal-path';
import { ThemeSwitch } from '~/shared/theme/theme-switch';
import { SessionTimer } from '~/shell/session-timer';
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

/** One entry of the submenu row; `render` draws it in the row or in the "more" popover. */
interface SubmenuEntry {
  key: string;
  /** Shown only on phones (below 1024 px) or only on desktops. */
  only?: 'mobile' | 'desktop';
  label: ReactNode;
  render: (className: string | undefined, onNavigate: (() => void) | undefined) => ReactNode;
}

function InternalEntry({
  to,
  end,
  className,
  onNavigate,
  children,
}: {
  to: string;
  end?: boolean;
  className: string | undefined;
  onNavigate: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <PortalNavLink
      to={to}
      end={end}
      className={className}
      onClick={() => {
        trackNavigation('submenu', to);
        onNavigate?.();
      }}
    >
      {children}
    </PortalNavLink>
  );
}

const onlyClass = (entry: SubmenuEntry) => (entry.only ? `only-${entry.only}` : undefined);

/**
 * The submenu (shell.md section 2): static sections, then the server's links, in one row; whatever
 * does not fit the width moves whole into the "more" popover (never cut mid-word). Desktop tools at
 * the end.
 */
export function Submenu({ promotionsBadge = 0 }: { promotionsBadge?: number }) {
  const t = useT();
  const shell = useShell();
  const config = usePublicConfig();
  const chatUnread = useChatUnread();
  const internal = (
    key: string,
    to: string,
    label: ReactNode,
    options: { only?: 'desktop'; end?: boolean } = {},
  ): SubmenuEntry => ({
    key,
    label,
    only: options.only,
    render: (className, onNavigate) => (
      <InternalEntry to={to} end={options.end} className={className} onNavigate={onNavigate}>
        {label}
      </InternalEntry>
    ),
  });
  const external = (key: string, href: string, label: string, only?: 'mobile'): SubmenuEntry => ({
    key,
    label,
    only,
    render: (className, onNavigate) => (
      <a className={className} href={href} onClick={onNavigate}>
        {label}
      </a>
    ),
  });
  const entries: SubmenuEntry[] = shell
    ? [
        internal('home', '/', t('submenu.home'), { end: true }),
        internal('winners', portalPath('/invingatori'), t('submenu.winners')),
        ...(shell.hasLiveLayout
          ? [internal('live', portalPath('/cazinou-live'), t('submenu.liveCasino'))]
          : []),
        internal(
          'promotions',
          portalPath('/promotii'),
          <>
            {t('submenu.promotions')}
            {promotionsBadge > 0 && (
              <span className="badge">
                <span aria-hidden="true">{promotionsBadge}</span>
                <span className="visually-hidden">
                  {t('submenu.promotionsBadge', { count: promotionsBadge })}
                </span>
              </span>
            )}
          </>,
        ),
        external('sport', config.sportSiteUrl, t('submenu.sport')),
        external('lotto', `${config.sportSiteUrl}/loto`, t('submenu.lotto'), 'mobile'),
        internal('tournaments', portalPath('/turnee'), t('submenu.tournaments'), {
          only: 'desktop',
        }),
        {
          key: 'menu',
          only: 'mobile',
          // The phone reaches the chat through the drawer: its unread count shows here too.
          label: (
            <>
              {t('submenu.menu')}
              <ChatUnreadBadge count={chatUnread} />
            </>
          ),
          render: (className, onNavigate) => (
            <button
              type="button"
              className={className ?? 'popover__action'}
              aria-haspopup="dialog"
              onClick={() => {
                onNavigate?.();
                openNamedModal('menu');
              }}
            >
              {t('submenu.menu')}
              <ChatUnreadBadge count={chatUnread} />
            </button>
          ),
        },
        ...shell.submenu
          .filter((item) => submenuItemPath(item) !== null)
          .map(
            (item): SubmenuEntry => ({
              key: `server-${item.id}`,
              label: item.title,
              render: (className, onNavigate) => (
                <ServerLink item={item} className={className} onNavigate={onNavigate} />
              ),
            }),
          ),
      ]
    : [];
  if (!shell) return null;
  return (
    <nav className="submenu" aria-label={t('submenu.label')}>
      <div className="submenu__inner">
        <OverflowRow
          container={{ as: 'div', className: 'submenu__nav' }}
          listClassName="submenu__list"
          entries={entries.map((entry) => ({
            key: entry.key,
            className: onlyClass(entry),
            measure: <span className="submenu__item">{entry.label}</span>,
            render: (close) =>
              close ? entry.render(undefined, close) : entry.render('submenu__item', undefined),
          }))}
          moreMeasure={
            <span className="popover__button submenu__item">
              {t('submenu.more')} ▾<ChatUnreadBadge count={chatUnread} />
            </span>
          }
          more={(hidden) => {
            const menuHidden = hidden.some((entry) => entry.key === 'menu');
            return {
              label:
                menuHidden && chatUnread > 0
                  ? `${t('submenu.more')}, ${t('chat.unread', { count: chatUnread })}`
                  : t('submenu.more'),
              buttonContent: (
                <span className="submenu__item">
                  {t('submenu.more')} ▾
                  {/* The phone's Menu entry (the way to the chat) is in here: its unread count shows outside. */}
                  {menuHidden && <ChatUnreadBadge count={chatUnread} />}
                </span>
              ),
              className: 'submenu-more',
            };
          }}
        />
        <div className="submenu__tools only-desktop">
          <ThemeSwitch />
          <ChatButton variant="tool" />
          <SessionTimer />
        </div>
      </div>
    </nav>
  );
}
