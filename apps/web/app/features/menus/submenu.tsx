import { useT } from '~/features/i18n/i18n';
import { PortalNavLink } from '~/features/shell/portal-link';
import { usePortalHref, usePublicConfig, useShell } from '~/features/shell/use-shell';
import { submenuItemPath } from './menu-links';

/** The submenu: static sections, then the server's links (shell.md section 2, Submenu). */
export function Submenu() {
  const t = useT();
  const shell = useShell();
  const config = usePublicConfig();
  const href = usePortalHref();
  if (!shell) return null;
  return (
    <nav className="submenu" aria-label={t('submenu.label')}>
      <ul className="submenu__list">
        <li>
          <PortalNavLink to="/" end className="submenu__item">
            {t('submenu.home')}
          </PortalNavLink>
        </li>
        <li>
          <PortalNavLink to="/invingatori" className="submenu__item">
            {t('submenu.winners')}
          </PortalNavLink>
        </li>
        {shell.hasLiveLayout && (
          <li>
            <PortalNavLink to="/cazinou-live" className="submenu__item">
              {t('submenu.liveCasino')}
            </PortalNavLink>
          </li>
        )}
        <li>
          <PortalNavLink to="/promotii" className="submenu__item">
            {t('submenu.promotions')}
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
          <PortalNavLink to="/turnee" className="submenu__item">
            {t('submenu.tournaments')}
          </PortalNavLink>
        </li>
        {shell.submenu.map((item) => {
          const path = submenuItemPath(item);
          if (!path) return null;
          const internal = path.startsWith('/');
          return (
            <li key={item.id}>
              {internal ? (
                <PortalNavLink to={path} className="submenu__item">
                  {item.title}
                </PortalNavLink>
              ) : (
                <a className="submenu__item" href={href(path)} rel="noopener">
                  {item.title}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
