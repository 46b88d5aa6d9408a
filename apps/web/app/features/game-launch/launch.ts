import {
  buildLaunchUrl,
  LAUNCH_ERRORS,
  launchGate,
  launchNavigation,
  type PlayMode,
  playRouteName,
} from '@casino/core/game-launch';
import { analyticsRouteName, previewLink, routePath } from '@casino/core/routes';
import type { GameType, LaunchUrls } from '@casino/core/schemas';

import { track } from '~/shared/analytics/track';
import { browserDevice } from '~/shared/hooks/device';
import { safeHref } from '~/shared/links/safe-href';
import { closeAllModals, openNamedModal } from '~/shared/modals/modal-store';
import { notify } from '~/shared/snackbars/snackbar-store';

/** What a launch needs to know of a game (the details view has it all). */
export interface GameToLaunch {
  gameCode: string;
  name: string;
  type: GameType;
  provider: { name: string };
  jackpot: boolean;
  minBet: number;
  requirePassword: boolean;
  /** Null for a password-protected game: its play route asks for the password first. */
  launchUrls: LaunchUrls | null;
  /** A live game's dealer, from its table (casino_game_launch.dealer_name). */
  dealer?: string | null;
}

export interface LaunchContext {
  mode: PlayMode;
  /** The route the player launches from (route name) and the element (tile, details, search, api). */
  fromRoute: string;
  origin: string;
  preview: boolean;
  locale: string;
  navigate: (path: string) => void;
  /** Whether filters were in use where the game was launched from (casino_game_launch.filter_used). */
  filterUsed?: boolean;
  device?: { touch: boolean; mobile: boolean };
}

/**
 * Launches a game (catalogue.md sections 4 and 5): real play for a guest opens the login entry point;
 * password-protected games go to their play route, which asks for the password; a missing launch URL is the spec's error; touch
 * devices open the launch URL, others go to the play route; casino_game_launch is tracked.
 */
export async function launchGame(game: GameToLaunch, ctx: LaunchContext): Promise<void> {
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
  track('casino_game_launch', {
    from_route: analyticsRouteName(ctx.fromRoute),
    from_origin: ctx.origin,
    on_route: navigation.type === 'navigate' ? analyticsRouteName(navigation.routeName) : 'external',
    on_origin: device.touch ? 'mobile' : 'desktop',
    on_origin_name: game.provider.name,
    demo: ctx.mode === 'demo',
    filter_used: ctx.filterUsed ?? false,
    game_name: game.name,
    provider: game.provider.name,
    jackpot: game.jackpot,
    dealer_name: game.dealer ?? '',
    minimum_bet: game.minBet,
  });
  if (navigation.type === 'open-external') window.open(navigation.url, '_blank', 'noopener');
  else ctx.navigate(previewLink(routePath(navigation.routeName, navigation.params), ctx.preview));
}
