import { useT } from '~/features/i18n/i18n';
import { PortalLink } from '~/features/shell/portal-link';
import { usePortalHref, usePublicConfig } from '~/features/shell/use-shell';

export function Header() {
  const t = useT();
  const config = usePublicConfig();
  const href = usePortalHref();
  return (
    <header className="site-header">
      <a className="site-header__logo" href={href('/')} aria-label={t('header.home')}>
        <span aria-hidden="true" className="logo-mark">
          ♛
        </span>
        <span className="logo-text">{t('site.name')}</span>
      </a>
      <nav className="site-header__nav" aria-label={t('header.mainNavigation')}>
        <PortalLink to="/">{t('submenu.home')}</PortalLink>
        <PortalLink to="/cazinou-live">{t('submenu.liveCasino')}</PortalLink>
        <PortalLink to="/promotii">{t('submenu.promotions')}</PortalLink>
      </nav>
      <div className="site-header__actions">
        <a className="button button--ghost" href={config.registerUrl} rel="noopener">
          {t('header.register')}
        </a>
        <button type="button" className="button button--primary">
          <span className="only-desktop">{t('header.login')}</span>
          <span className="only-mobile">{t('header.signIn')}</span>
        </button>
      </div>
    </header>
  );
}
