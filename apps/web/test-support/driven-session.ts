/**
 * A page session for tests that drive it: the state the session machine would publish, moved by the
 * test, with its listeners visible (to check that a waiter unsubscribed).
 */
import type { Session } from '~/domains/player/session';
import { INITIAL_SESSION, type SessionState } from '~/domains/player/session/session-state';

export function drivenSession(status: SessionState['status'], username: string | null = null) {
  let state: SessionState = { ...INITIAL_SESSION, status, username };
  const listeners = new Set<() => void>();
  const session = {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    session: session as unknown as Session,
    listeners,
    move(next: Partial<SessionState>) {
      state = { ...state, ...next };
      for (const listener of [...listeners]) listener();
    },
  };
}
