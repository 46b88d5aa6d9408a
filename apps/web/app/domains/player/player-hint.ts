/**
 * The returning-player hint (issue 11 item 4): pages are the same HTML for everyone, so the space of a
 * player's personal shelves is kept by CSS under `html[data-player]`. The attribute is set before the
 * first paint when the session's keep-alive cookie is there (a player who was logged in), and set or
 * removed once the session has resolved.
 */

import { KEEP_ALIVE_COOKIE } from '~/platform/cookies';

/** The session's keep-alive cookie: written at login and on every heartbeat, removed at logout. */
export { KEEP_ALIVE_COOKIE };

export const PLAYER_HINT_SCRIPT = `(function(){try{if(/(?:^|;\\s*)${KEEP_ALIVE_COOKIE}=/.test(document.cookie))document.documentElement.setAttribute('data-player','')}catch(e){}})();`;

/** The session has resolved: a player keeps the attribute, a guest loses it. */
export function markPlayer(player: boolean): void {
  document.documentElement.toggleAttribute('data-player', player);
}
