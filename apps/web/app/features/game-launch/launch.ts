import { activeFilterCount } from '@casino/core/filters';
import {
  buildLaunchUrl,
  LAUNCH_ERRORS,
  launchGate,
  launchNavigation,
  type PlayMode,
  playRouteName,
} from '@casino/core/game-launch';
import { analyticsRouteName, previewLink, routePath } from '@casino/core/routes';
import { filtersStore } from '~/features/filters/filters-store';
import type { GameDetailsView } from '~/features/game-details/game-details.server';
import { track } from '~/shared/analytics/track';
import { browserDevice } from '~/shared/hooks/device';
import { safeHref } from '~/shared/links/safe-href';
import { closeAllModals, openNamedModal } from '~/shared/modals/modal-store';
import { notify } from '~/shared/snackbars/snackbar-store';

export interface LaunchContext {
  mode: PlayMode;
  /** The route the player launches from (route name) and the element (tile, details, search, api). */
  fromRoute: string;
  origin: string;
  preview: boolean;
  locale: string;
  navigate: (path: string) => void;
  device?: { touch: boolean; mobile: boolean };
}

/**
 * Launches a game (catalogue.md sections 4 and 5): real play for a guest opens the login entry point;
 * password-protected games go to their play route, which asks for the password; a missing launch URL is the spec's error; touch
 * devices open the launch URL, others go to the play route; casino_game_launch is tracked.
 */
export async function launchGame(
  game: GameDetailsView & { dealer?: string | null },
  ctx: LaunchContext,
): Promise<void> {
  if (launchGate(ctx.mode, false) === 'login-first') {
    openNamedModal('login');
    return;
  }
  // A protected game's launch URLs never reach the browser before its password: its play route asks.
  if (game.requirePassword || !game.launchUrls) {
    // The details dialog closes first, or the page behind it stays inert and cannot take focus.
    closeAllModals();
    ctx.navigate(previewLink(routePath(playRouteName(ctx.mode), { game: game.gameCode }), ctx.preview));
    return;
  }
  const device = ctx.device ?? browserDevice();
  const built = buildLaunchUrl({
    game: { ...game, launchUrls: game.launchUrls },
    mode: ctx.mode,
    device,
    languageCode: ctx.locale,
  });
  // Launch templates come from the CMS: a URL that is not http(s) counts as missing.
  if (!built.ok || !safeHref(built.url)) {
    const error = built.ok
      ? ctx.mode === 'real'
        ? LAUNCH_ERRORS.realUrlMissing
        : LAUNCH_ERRORS.demoUrlMissing
      : built.error;
    notify({ type: 'alert', title: error, limit: 1 });
    return;
  }
  const navigation = launchNavigation(ctx.mode, game.gameCode, built.url, device.touch);
  const { model } = filtersStore.get();
  track('casino_game_launch', {
    from_route: analyticsRouteName(ctx.fromRoute),
    from_origin: ctx.origin,
    on_route: navigation.type === 'navigate' ? analyticsRouteName(navigation.routeName) : 'external',
    on_origin: device.touch ? 'mobile' : 'desktop',
    on_origin_name: game.provider.name,
    demo: ctx.mode === 'demo',
    filter_used: activeFilterCount(model.applied, model.overrides) > 0,
    game_name: game.name,
    provider: game.provider.name,
    jackpot: game.jackpot,
    dealer_name: game.dealer ?? '',
    minimum_bet: game.minBet,
  });
  if (navigation.type === 'open-external') window.open(navigation.url, '_blank', 'noopener');
  else ctx.navigate(previewLink(routePath(navigation.routeName, navigation.params), ctx.preview));
}
