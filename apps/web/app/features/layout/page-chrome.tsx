import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { LoginDialog } from '~/features/auth/login-dialog';
import { FilterPanel } from '~/features/filters/filter-panel';
import { useFiltersRouteWatcher } from '~/features/filters/use-filter-page';
import { GameDetailsModal } from '~/features/game-details/game-details-modal';
import { Header } from '~/features/header/header';
import { useT } from '~/features/i18n/i18n';
import { MainMenu } from '~/features/menus/main-menu';
import { MenuDrawer } from '~/features/menus/menu-drawer';
import { Submenu } from '~/features/menus/submenu';
import { usePortalApi } from '~/features/portal-api/use-portal-api';
import { SearchPanel } from '~/features/search/search-panel';
import { PortalLink } from '~/features/shell/portal-link';
import { useShell } from '~/features/shell/use-shell';
import { Snackbars } from '~/features/snackbars/snackbars';
import { useApplyColourMode } from '~/features/theme/theme-switch';

/** What every layout mounts once: colour mode, the filters' route rule, dialogs and snackbars. */
export function PageServices({ lobby }: { lobby: 'casino' | 'live' }) {
  useApplyColourMode();
  useFiltersRouteWatcher();
  usePortalApi(lobby);
  const routeName = useMatches().at(-1)?.id ?? 'preview';
  return (
    <>
      <SearchPanel lobby={lobby} />
      <FilterPanel routeName={routeName} />
      <GameDetailsModal />
      <LoginDialog />
      <MenuDrawer />
      <Snackbars />
    </>
  );
}

/** Header, submenu, the lobby's main menu (when the layout has one), the page and the footer. */
export function PageChrome({ lobby, children }: { lobby: 'casino' | 'live' | null; children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#continut">
        {t('site.skip')}
      </a>
      <Header />
      <Submenu />
      {shell && lobby && (
        <MainMenu items={lobby === 'live' ? shell.liveMenu : shell.casinoMenu} lobby={lobby} />
      )}
      <main id="continut" className="page">
        {children}
      </main>
      <footer className="site-footer">
        <nav aria-label={t('footer.legal')}>
          <PortalLink to="/pagina/termeni-si-conditii">{t('footer.terms')}</PortalLink>
          <PortalLink to="/pagina/joc-responsabil">{t('footer.responsible')}</PortalLink>
        </nav>
        <p>{t('footer.warning')}</p>
      </footer>
      <PageServices lobby={lobby ?? 'casino'} />
    </>
  );
}
