import { activeFilterCount } from '@casino/core/filters';
import {
  buildLaunchUrl,
  GAME_PASSWORD_ERROR,
  GAME_PASSWORD_PROMPT,
  LAUNCH_ERRORS,
  launchGate,
  launchNavigation,
  type PlayMode,
} from '@casino/core/game-launch';
import { analyticsRouteName, previewLink, routePath } from '@casino/core/routes';
import { track } from '~/features/analytics/track';
import { filtersStore } from '~/features/filters/filters-store';
import type { GameDetailsView } from '~/features/game-details/game-details.server';
import { safeHref } from '~/features/links/safe-href';
import { openNamedModal } from '~/features/modals/modal-store';
import { notify } from '~/features/snackbars/snackbar-store';

export interface LaunchContext {
  mode: PlayMode;
  /** The route the player launches from (route name) and the element (tile, details, search, api). */
  fromRoute: string;
  origin: string;
  preview: boolean;
  locale: string;
  contentApiUrl: string;
  navigate: (path: string) => void;
  device?: { touch: boolean; mobile: boolean };
  /** Asks for the game password; injectable for tests. */
  prompt?: (message: string) => string | null;
}

function currentDevice(): { touch: boolean; mobile: boolean } {
  const touch = typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;
  const mobile = typeof window !== 'undefined' && window.matchMedia('(max-width: 1023px)').matches;
  return { touch, mobile };
}

/** Password-protected games are verified through the preview auth call before they launch. */
async function passwordAccepted(ctx: LaunchContext): Promise<boolean> {
  const secret = (ctx.prompt ?? ((message) => window.prompt(message)))(GAME_PASSWORD_PROMPT);
  if (secret === null) return false;
  try {
    const response = await fetch(
      `${ctx.contentApiUrl}/api/preview/auth?secret=${encodeURIComponent(secret)}`,
    );
    if (response.ok) return true;
  } catch {
    // Reported below like a refused password.
  }
  notify({ type: 'alert', title: GAME_PASSWORD_ERROR.title, text: GAME_PASSWORD_ERROR.text });
  return false;
}

/**
 * Launches a game (catalogue.md sections 4 and 5): real play for a guest opens the login entry point;
 * password-protected games ask for the password; a missing launch URL is the spec's error; touch
 * devices open the launch URL, others go to the play route; casino_game_launch is tracked.
 */
export async function launchGame(game: GameDetailsView, ctx: LaunchContext): Promise<void> {
  if (launchGate(ctx.mode, false) === 'login-first') {
    openNamedModal('login');
    return;
  }
  if (game.requirePassword && !(await passwordAccepted(ctx))) return;
  const device = ctx.device ?? currentDevice();
  const built = buildLaunchUrl({ game, mode: ctx.mode, device, languageCode: ctx.locale });
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
