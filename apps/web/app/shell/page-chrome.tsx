import { type Platform, platformFor } from '@casino/core/device';
import type { Lobby } from '@casino/core/filters';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { GameDetailsModal } from '~/domains/catalogue/game-details';
import { NotificationServices } from '~/domains/player/notifications';
import { LoginDialog, SessionServices } from '~/domains/player/session';
import { AppVersionWatcher } from '~/features/app-version';
import { CookieConsentServices, EarlyConsentBanner } from '~/features/cookie-consent';
import { FilterPanel, filtersInUse, useFiltersRouteWatcher } from '~/features/filters';
import { NativeBannerSlot } from '~/features/native-banner';
import { PlayerMessages } from '~/features/player-messages';
import { SearchPanel } from '~/features/search';
import { ChatButton, SupportChatServices } from '~/features/support-chat';
import { WebMessages } from '~/features/web-messages';
import { startErrorReporting } from '~/shared/analytics/error-reporting';
import { usePageViews } from '~/shared/analytics/page-views';
import { useContentContext } from '~/shared/context/content-context';
import { usePublicConfig } from '~/shared/context/public-config';
import { useShell } from '~/shared/context/shell-data';
import { browserDevice } from '~/shared/hooks/device';
import { useNativeView } from '~/shared/hooks/native-view';
import { useHydrated } from '~/shared/hooks/use-hydrated';
import { useT } from '~/shared/i18n/i18n';
import { LazyModal, lazyOnInteraction, useWarmLazyModals } from '~/shared/modals/lazy-modal';
import { closePreviousPageModals } from '~/shared/modals/modal-store';
import { notify } from '~/shared/snackbars/snackbar-store';
import { Snackbars } from '~/shared/snackbars/snackbars';
import { useApplyColourMode } from '~/shared/theme/theme-switch';
import { NavigationProgress } from '~/shared/ui/navigation-progress';
import { Header } from './header';
import { MainMenu } from './menus/main-menu';
import { Submenu } from './menus/submenu';
import { usePromotionsBadge } from './menus/use-promotions-badge';
import { usePortalApi } from './portal-api/use-portal-api';
import { SiteFooter } from './site-footer';

const MenuDrawer = lazyOnInteraction(() => import('./menus/menu-drawer').then((m) => m.MenuDrawer));

function useErrorReporting(): void {
  const root = useRouteLoaderData('root') as { buildId?: string } | undefined;
  const { sentryDsn } = usePublicConfig();
  useEffect(() => {
    void startErrorReporting(sentryDsn, root?.buildId ?? 'unknown');
  }, [sentryDsn, root?.buildId]);
}

function useCloseModalsOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => closePreviousPageModals(pathname), [pathname]);
}

/** The platform web messages target; known only in the browser (it depends on the device). */
function usePlatform(lobby: Lobby): Platform | null {
  const [platform, setPlatform] = useState<Platform | null>(null);
  const nativeView = useNativeView();
  useEffect(() => {
    setPlatform(platformFor({ nativeView, mobile: browserDevice().mobile, lobby }));
  }, [lobby, nativeView]);
  return platform;
}

/** What every layout mounts once: colour mode, the filters' route rule, dialogs and snackbars. */
export function PageServices() {
  const { lobby } = useContentContext();
  useApplyColourMode();
  useFiltersRouteWatcher();
  usePortalApi();
  useWarmLazyModals();
  usePageViews();
  useCloseModalsOnNavigation();
  useErrorReporting();
  const routeName = useMatches().at(-1)?.id ?? 'preview';
  const platform = usePlatform(lobby);
  const hydrated = useHydrated();
  return (
    <>
      {platform && (
        <Suspense fallback={null}>
          <WebMessages
            platform={platform}
            onFailure={(retry) =>
              notify({
                type: 'alert',
                title: 'errors.failed-to-fetch-web-messages',
                actionText: 'errors.tryAgain',
                limit: 1,
                onAction: retry,
              })
            }
          />
        </Suspense>
      )}
      <LazyModal name="search">
        <SearchPanel lobby={lobby} />
      </LazyModal>
      <LazyModal name="filters">
        <FilterPanel routeName={routeName} />
      </LazyModal>
      <LazyModal name="gameDetails">
        <GameDetailsModal isFilterUsed={filtersInUse} />
      </LazyModal>
      <LazyModal name="login">
        <LoginDialog />
      </LazyModal>
      <LazyModal name="menu">
        <MenuDrawer />
      </LazyModal>
      <Snackbars />
      <NavigationProgress />
      {hydrated && (
        // Each shows in a task of its own once its code is there (`lazyOneTaskEach`, ADR 0045). None
        // suspends today (the player messages and notifications hold their own boundaries); this one
        // keeps whatever a service may come to suspend on (a later dictionary) from blanking the page.
        <Suspense fallback={null}>
          <SessionServices />
          <PlayerMessages />
          <NotificationServices />
          <AppVersionWatcher />
          <CookieConsentServices />
          <SupportChatServices />
        </Suspense>
      )}
    </>
  );
}

/** Header, submenu, the lobby's main menu (when the layout has one), the page and the footer. */
export function PageChrome({ lobby, children }: { lobby: 'casino' | 'live' | null; children: ReactNode }) {
  const shell = useShell();
  const t = useT();
  const promotionsBadge = usePromotionsBadge();
  return (
    <>
      {/* A first visit's consent banner starts while the page parses, not after hydration (ADR 0026). */}
      <EarlyConsentBanner />
      <a className="skip-link" href="#continut">
        {t('site.skip')}
      </a>
      <NativeBannerSlot />
      <Header />
      <Submenu promotionsBadge={promotionsBadge} />
      {/* A phone's chat is one tap away on every page of the chrome (never over a game's frame). */}
      <ChatButton variant="floating" />
      {shell && lobby && (
        <MainMenu items={lobby === 'live' ? shell.liveMenu : shell.casinoMenu} lobby={lobby} />
      )}
      <main id="continut" className="page">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
