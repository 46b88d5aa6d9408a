/**
 * Preview mode is for a visitor who is not logged in (shell.md section 2). The server reads the
 * session's keep-alive cookie as "logged in" and serves such a request the published content under
 * /preview (ADR 0059); in the browser a page under /preview loads its data again when the player logs
 * in or out, so the view follows the session without a reload. A keep-alive re-authentication
 * (authenticated, pending, authenticated) is no change.
 */
import type { Session } from './session';

/** Calls `changed` when the settled session (guest or player) changes; returns the stop function. */
export function watchSettledPlayer(
  session: Pick<Session, 'getState' | 'subscribe'>,
  changed: (player: boolean) => void,
): () => void {
  const settled = () => {
    const { status } = session.getState();
    return status === 'pending' ? null : status === 'authenticated';
  };
  let last = settled();
  return session.subscribe(() => {
    const now = settled();
    if (now === null) return;
    const before = last;
    last = now;
    if (before !== null && before !== now) changed(now);
  });
}
