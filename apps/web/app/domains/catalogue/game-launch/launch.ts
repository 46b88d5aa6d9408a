import {
  buildLaunchUrl,
  type LaunchUrlResult,
  launchNavigation,
  type PlayMode,
} from '@casino/core/game-launch';
import { analyticsRouteName, previewLink } from '@casino/core/routes';
import type { GameType, LaunchUrls } from '@casino/core/schemas';
import { openGameInHost } from '~/domains/player/session';
import { track } from '~/shared/analytics/track';
import { browserDevice } from '~/shared/hooks/device';
import { closeAllModals } from '~/shared/modals/modal-store';
import { portalPath } from '~/shared/routing/portal-path';
import { notify } from '~/shared/snackbars/snackbar-store';
import { handOverLaunch } from './launch-handover';
import type { ProviderTokenSource } from './real-launch';

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
  /** Real mode: where the game provider token comes from (the page's gateway by default). */
  token?: ProviderTokenSource;
}

/** The play route of a mode (core's `playRouteName` names the same route for analytics). */
function playPath(mode: PlayMode, game: string): string {
  return mode === 'real'
    ? portalPath('/play/:game/real', { game })
    : portalPath('/play/:game/demo', { game });
}

/**
 * Launches a game (catalogue.md sections 4 and 5). Password-protected games go to their play route,
 * which asks for the password before anything else (ADR 0007). Real play waits for a player: a guest
 * gets the login dialog and the launch goes on after the login, or quietly not at all (login-wait.ts);
 * then the game provider token fills the real template. A missing launch URL or an invalid game session
 * is a snackbar; casino_game_launch is tracked; touch devices open the launch URL, others go to the
 * play route for the mode (real: with the URL handed over, so the page asks for no second token).
 */
export async function launchGame(game: GameToLaunch, ctx: LaunchContext): Promise<void> {
  // A protected game's launch URLs never reach the browser before its password: its play route asks.
  if (game.requirePassword || !game.launchUrls) {
    // The details dialog closes first, or the page behind it stays inert and cannot take focus.
    closeAllModals();
    ctx.navigate(previewLink(playPath(ctx.mode, game.gameCode), ctx.preview));
    return;
  }
  let player: string | null = null;
  // Real play's code (the login wait, the gateway's token) loads with the first real launch.
  const real =
    ctx.mode === 'real' ? await Promise.all([import('./login-wait'), import('./real-launch')]) : null;
  if (real) {
    const [{ pageSession, waitForPlayer }] = real;
    const session = await pageSession();
    if (!session) console.error('[game-launch] real play without a session: the session never started');
    player = session ? await waitForPlayer(session) : null;
    if (!player) return;
  }
  const device = ctx.device ?? browserDevice();
  const launchable = { ...game, launchUrls: game.launchUrls };
  const built: LaunchUrlResult = real
    ? await real[1].realLaunchUrl({
        game: launchable,
        device,
        languageCode: ctx.locale,
        ...(ctx.token ? { token: ctx.token } : {}),
      })
    : buildLaunchUrl({ game: launchable, mode: ctx.mode, device, languageCode: ctx.locale });
  if (!built.ok) {
    notify({ type: 'alert', title: built.error, limit: 1 });
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
  // Embedded in a host (a partner page, the native app): the host opens the game in its own view.
  if (openGameInHost(game.gameCode, ctx.mode, built.url)) return;
  const playRoute = () => ctx.navigate(previewLink(playPath(ctx.mode, game.gameCode), ctx.preview));
  if (navigation.type === 'open-external') {
    if (ctx.mode === 'demo') {
      window.open(navigation.url, '_blank', 'noopener');
      return;
    }
    // A real launch opens after the login and the token: long after the tap, a browser may block the
    // window. Blocked, the game plays in the portal's play route instead.
    const opened = window.open('about:blank', '_blank');
    if (opened) {
      opened.opener = null;
      opened.location.href = navigation.url;
      return;
    }
  }
  if (player) handOverLaunch(game.gameCode, player, built.url);
  playRoute();
}
