/**
 * The real-mode launch URL (catalogue.md section 5): the game provider token from the gateway fills the
 * template's playerId and tempToken (core's `buildLaunchUrl`). A missing real template is
 * `errors.real-url-is-missing` (no token is asked for); a token that is missing, carries a non-zero
 * errorCode, or could not be fetched at all (HTTP, timeout, unreadable or malformed answer) is
 * `errors.invalid-game-session`. A template that is not http(s) counts as missing (core decides).
 */
import {
  buildLaunchUrl,
  type GameProviderToken,
  LAUNCH_ERRORS,
  type LaunchableGame,
  type LaunchDevice,
  type LaunchUrlResult,
  selectLaunchTemplate,
} from '@casino/core/game-launch';
import { gateway } from '~/domains/player/gateway';

/** Asks the gateway for a game provider token (the page's gateway client by default). */
export type ProviderTokenSource = (gameCode: string, signal?: AbortSignal) => Promise<GameProviderToken>;

export const gatewayProviderToken: ProviderTokenSource = (gameCode, signal) =>
  gateway().gameProviderToken({ gameCode }, signal ? { signal } : undefined);

export async function realLaunchUrl(input: {
  game: LaunchableGame;
  device: LaunchDevice;
  languageCode: string;
  token?: ProviderTokenSource;
  /** An abort rejects with its reason (the caller left); nothing is reported. */
  signal?: AbortSignal;
}): Promise<LaunchUrlResult> {
  const { game, device, languageCode, signal } = input;
  const template = selectLaunchTemplate(game, 'real', device);
  if (!template) return { ok: false, error: LAUNCH_ERRORS.realUrlMissing };
  let token: GameProviderToken | null;
  try {
    token = await (input.token ?? gatewayProviderToken)(game.gameCode, signal);
  } catch (error) {
    signal?.throwIfAborted();
    console.error(
      '[game-launch] no game provider token:',
      error instanceof Error ? error.message : String(error),
    );
    token = null;
  }
  signal?.throwIfAborted();
  return buildLaunchUrl({ game, mode: 'real', device, languageCode, token });
}
