import { HeaderAccount } from '~/domains/player/account';
import { NotificationBell } from '~/domains/player/notifications';
import type { HeaderLink } from '~/platform/server/config.server';
import { trackNavigation } from '~/shared/analytics/track';
import { usePublicConfig } from '~/shared/context/public-config';
import { useLocale, useT } from '~/shared/i18n/i18n';
import { usePortalHref } from '~/shared/links/portal-href';
import { PortalLink } from '~/shared/links/portal-link';
import { openNamedModal } from '~/shared/modals/modal-store';
import { OverflowRow } from '~/shared/nav/overflow-row';
import { portalPath } from '~/shared/routing/portal-path';
import { CrownMark, Wordmark } from '~/shared/ui/brand';

function HeaderLinkItem({
  link,
  label,
  onNavigate,
}: {
  link: HeaderLink;
  label: string;
  onNavigate?: () => void;
}) {
  const t = useT();
  const content = (
    <>
      {label}
      {link.newFlag && <span className="new-flag">{t('header.new')}</span>}
    </>
  );
  return link.internal ? (
    <PortalLink
      to={link.url}
      onClick={() => {
        trackNavigation('header', link.url);
        onNavigate?.();
      }}
    >
      {content}
    </PortalLink>
  ) : (
    <a href={link.url} rel="noopener" onClick={onNavigate}>
      {content}
    </a>
  );
}

/** The main navigation from the portal's configuration; links that do not fit go behind a hamburger. */
function HeaderNavigation() {
  const t = useT();
  const locale = useLocale();
  const { headerLinks } = usePublicConfig();
  const label = (link: HeaderLink) =>
    link.label[locale] ?? link.label.ro ?? Object.values(link.label)[0] ?? link.url;
  return (
    <OverflowRow
      container={{ as: 'nav', className: 'site-header__nav', 'aria-label': t('header.mainNavigation') }}
      entries={headerLinks.map((link) => ({
        key: link.url,
        measure: (
          <span className="overflow-row__measure">
            {label(link)}
            {link.newFlag && <span className="new-flag">{t('header.new')}</span>}
          </span>
        ),
        render: (close) => <HeaderLinkItem link={link} label={label(link)} onNavigate={close} />,
      }))}
      moreMeasure={<span className="popover__button">☰</span>}
      more={() => ({
        label: t('header.moreLinks'),
        buttonContent: <span aria-hidden="true">☰</span>,
        className: 'header-more',
      })}
    />
  );
}

export function Header() {
  const t = useT();
  const href = usePortalHref();
  return (
    <header className="site-header">
      {/* The name begins with the words it shows (WCAG 2.5.3, label in name), then says where it goes. */}
      <a
        className="site-header__logo"
        href={href(portalPath('/'))}
        aria-label={`${t('site.name')} – ${t('header.home')}`}
      >
        <CrownMark className="logo-mark" />
        <Wordmark className="logo-text" />
      </a>
      <HeaderNavigation />
      <div className="site-header__actions">
        <button
          type="button"
          className="icon-button icon-button--bordered"
          aria-haspopup="dialog"
          aria-label={t('search.open')}
          onClick={() => openNamedModal('search')}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <NotificationBell />
        <HeaderAccount />
      </div>
    </header>
  );
}
