/**
 * The page's one session, created by `SessionServices` after hydration. React reads it through
 * `useSession()` (the server and the hydrating browser see `pending`, as the header's spinner does);
 * code outside React (the global API, a real-play launch) through `currentSession()`.
 */
import { useSyncExternalStore } from 'react';
import { createStore, useStore } from '~/shared/ui/create-store';
import type { Session } from './session';
import { INITIAL_SESSION, type SessionState } from './session-state';

const holder = createStore<Session | null>(null);

export function setCurrentSession(session: Session | null): void {
  holder.set(session);
}

export function currentSession(): Session | null {
  return holder.get();
}

/** The page's session once `SessionServices` created it (after hydration); null after `waitMs`. */
export function whenSession(waitMs: number, signal?: AbortSignal): Promise<Session | null> {
  return new Promise((resolve) => {
    const existing = holder.get();
    if (existing || signal?.aborted) return resolve(existing);
    const done = () => {
      clearTimeout(timer);
      stop();
      signal?.removeEventListener('abort', done);
      resolve(holder.get());
    };
    const timer = setTimeout(done, waitMs);
    const stop = holder.subscribe(() => {
      if (holder.get()) done();
    });
    signal?.addEventListener('abort', done, { once: true });
  });
}

const subscribeToSession = (listener: () => void) => {
  let unsubscribe = holder.get()?.subscribe(listener) ?? (() => {});
  const stopHolder = holder.subscribe(() => {
    unsubscribe();
    unsubscribe = holder.get()?.subscribe(listener) ?? (() => {});
    listener();
  });
  return () => {
    stopHolder();
    unsubscribe();
  };
};

export function useSession(): SessionState {
  return useSyncExternalStore(
    subscribeToSession,
    () => holder.get()?.getState() ?? INITIAL_SESSION,
    () => INITIAL_SESSION,
  );
}

const playerNameOf = ({ status, username }: SessionState) =>
  status === 'authenticated' && username ? username : null;

/**
 * The logged-in player's username; null for a guest, on the server, while hydrating and while pending.
 * A component re-renders only when the name changes: a guest's session going from pending to guest,
 * right after hydration, renders none of a page's tiles, hearts, slots and menus again (ADR 0029).
 */
export function usePlayerName(): string | null {
  return useSyncExternalStore(
    subscribeToSession,
    () => playerNameOf(holder.get()?.getState() ?? INITIAL_SESSION),
    () => null,
  );
}

/** The session object itself, once created (null during SSR and hydration). */
export function useSessionObject(): Session | null {
  return useStore(holder);
}

/** Resolves once the session has left `pending` (a guest or a player). */
export function sessionSettled(session: Session): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = session.getState();
      if (state.status === 'pending') return false;
      resolve(state);
      return true;
    };
    if (check()) return;
    const stop = session.subscribe(() => {
      if (check()) stop();
    });
  });
}
