/**
 * Game launch (catalogue.md sections 4-5): the launch URL by mode, channel and touch, its placeholders,
 * the missing-URL and invalid-session errors, the play buttons and the native deep link. A launch URL is
 * only ever an http(s) page for the frame (ADR 0065); the other choices the spec leaves open: ADR 0071.
 */
import { isLiveCasinoGame } from './catalogue.ts';
import { safeHref } from './redirect-targets.ts';
import type { Game } from './schemas.ts';

export type PlayMode = 'real' | 'demo';
export type LaunchableGame = Pick<Game, 'gameCode' | 'type' | 'launchUrls'>;

export const LAUNCH_ERRORS = {
  realUrlMissing: 'errors.real-url-is-missing',
  demoUrlMissing: 'errors.demo-url-is-missing',
  invalidSession: 'errors.invalid-game-session',
} as const;
export type LaunchError = (typeof LAUNCH_ERRORS)[keyof typeof LAUNCH_ERRORS];

export const GAME_PASSWORD_ERROR = {
  title: 'errors.unauthorized-access',
  text: 'errors.check-cms-password-code',
} as const;

export interface LaunchDevice {
  touch: boolean;
  /** The mobile channel (mobile layout). */
  mobile: boolean;
}

/** The launch URL template for the mode, or null when the game has none or it is not http(s). */
export function selectLaunchTemplate(
  game: LaunchableGame,
  mode: PlayMode,
  device: LaunchDevice,
): string | null {
  const urls = game.launchUrls;
  const desktop = mode === 'real' ? urls.real : urls.demo;
  const mobile = mode === 'real' ? urls.realMobile : urls.demoMobile;
  const preferMobile = isLiveCasinoGame(game) ? device.mobile : device.touch;
  const template = preferMobile ? (mobile ?? desktop) : desktop;
  return template && safeHref(template) ? template : null;
}

export interface LaunchValues {
  gameCode: string;
  clientPlatform: 'mobile' | 'web';
  languageCode: string;
  playerId?: string;
  tempToken?: string;
}

/** Fills `{gameCode}`, `{clientPlatform}`, `{languageCode}`, and `{playerId}`, `{tempToken}` in real mode. */
export function fillLaunchTemplate(template: string, values: LaunchValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => {
    const value = (values as unknown as Record<string, string | undefined>)[key];
    return value === undefined ? placeholder : encodeURIComponent(value);
  });
}

export interface GameProviderToken {
  username?: string | null;
  sessionToken?: { sessionToken?: string | null } | null;
  errorCode?: unknown;
}

declare const launchUrlBrand: unique symbol;
/** A filled launch template that is http(s) (or a path of the portal): only buildLaunchUrl makes one. */
export type LaunchUrl = string & { readonly [launchUrlBrand]: true };

export type LaunchUrlResult = { ok: true; url: LaunchUrl } | { ok: false; error: LaunchError };

export function buildLaunchUrl(input: {
  game: LaunchableGame;
  mode: PlayMode;
  device: LaunchDevice;
  languageCode: string;
  /** Required in real mode. */
  token?: GameProviderToken | null;
}): LaunchUrlResult {
  const { game, mode, device } = input;
  const template = selectLaunchTemplate(game, mode, device);
  const missing = mode === 'real' ? LAUNCH_ERRORS.realUrlMissing : LAUNCH_ERRORS.demoUrlMissing;
  if (!template) return { ok: false, error: missing };
  const values: LaunchValues = {
    gameCode: game.gameCode,
    clientPlatform: device.mobile || device.touch ? 'mobile' : 'web',
    languageCode: input.languageCode,
  };
  if (mode === 'real') {
    const token = input.token;
    const tempToken = token?.sessionToken?.sessionToken;
    if (!token || token.errorCode || !tempToken || !token.username)
      return { ok: false, error: LAUNCH_ERRORS.invalidSession };
    values.playerId = token.username;
    values.tempToken = tempToken;
  }
  // A placeholder may complete a scheme (`{gameCode}:x` with the code `javascript`): the filled URL is
  // checked again.
  const url = fillLaunchTemplate(template, values);
  return safeHref(url) ? { ok: true, url: url as LaunchUrl } : { ok: false, error: missing };
}

export type LaunchNavigation =
  | { type: 'open-external'; url: string }
  | {
      type: 'navigate';
      routeName: 'preview-play-game-real' | 'preview-play-game-demo';
      params: { game: string };
    };

/** The play route of a mode. */
export function playRouteName(mode: PlayMode): 'preview-play-game-real' | 'preview-play-game-demo' {
  return mode === 'real' ? 'preview-play-game-real' : 'preview-play-game-demo';
}

/** Touch devices open the launch URL; desktop navigates to the play route for the mode. */
export function launchNavigation(
  mode: PlayMode,
  gameCode: string,
  url: string,
  touch: boolean,
): LaunchNavigation {
  if (touch) return { type: 'open-external', url };
  return { type: 'navigate', routeName: playRouteName(mode), params: { game: gameCode } };
}

/** Real mode needs a logged-in user; otherwise the login dialog opens first. */
export function launchGate(mode: PlayMode, loggedIn: boolean): 'launch' | 'login-first' {
  return mode === 'real' && !loggedIn ? 'login-first' : 'launch';
}

/** The launch waits until the dialog closes and a login message arrived or the user is logged in. */
export function loginWaitOutcome(wait: {
  dialogOpen: boolean;
  loginMessageReceived: boolean;
  loggedIn: boolean;
}): 'waiting' | 'launch' {
  return !wait.dialogOpen && (wait.loginMessageReceived || wait.loggedIn) ? 'launch' : 'waiting';
}

/** Real always shows; demo only when the game allows it. */
export function playButtons(game: Pick<Game, 'demoEnabled'>): PlayMode[] {
  return game.demoEnabled ? ['real', 'demo'] : ['real'];
}

/** `{scheme}{location}://play/{gameCode}`: in native launch mode the play button becomes this link. */
export function nativeGameDeepLink(scheme: string, location: string, gameCode: string): string {
  return `${scheme}${location}://play/${encodeURIComponent(gameCode)}`;
}

export type GameSession =
  | { status: 'none' }
  | { status: 'active'; gameCode: string; mode: PlayMode; url: string };

/** Stop: back to the previous history entry, or the (preview) home when there is none; then clear. */
export function stopGame(hasHistory: boolean): { session: GameSession; go: 'back' | 'preview' } {
  return { session: { status: 'none' }, go: hasHistory ? 'back' : 'preview' };
}
