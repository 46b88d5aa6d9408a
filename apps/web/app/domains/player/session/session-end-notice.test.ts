import { describe, expect, it, vi } from 'vitest';
import { watchSessionEnd } from './session-end-notice';
import { INITIAL_SESSION, type SessionState } from './session-state';

function fakeSession(initial: Partial<SessionState> = {}) {
  let state: SessionState = { ...INITIAL_SESSION, ...initial };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Partial<SessionState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
  };
}

function watch(session: ReturnType<typeof fakeSession>) {
  const effects = { show: vi.fn(), hide: vi.fn(), openLogin: vi.fn() };
  const stop = watchSessionEnd(session, effects);
  return { effects, stop };
}

describe('telling a player why the session ended (issue 41)', () => {
  it('says why once the player is a guest, and its action opens the login where the player is', () => {
    const session = fakeSession({ status: 'authenticated', username: 'demo' });
    const { effects } = watch(session);
    // A keep-alive failure re-authenticates first (pending), then leaves a guest.
    session.set({ status: 'pending', endReason: 'idle' });
    expect(effects.show).not.toHaveBeenCalled();
    session.set({ status: 'guest', username: null });
    expect(effects.show).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'auth.ended.idle', actionText: 'header.login' }),
    );
    effects.show.mock.calls[0]![0].onAction();
    expect(effects.openLogin).toHaveBeenCalledOnce();
    // The next login takes the notice away.
    session.set({ status: 'authenticated', username: 'demo', endReason: null });
    expect(effects.hide).toHaveBeenCalledExactlyOnceWith('auth.ended.idle');
  });

  it('another device and the platform have their own message', () => {
    const session = fakeSession({ status: 'authenticated', username: 'demo' });
    const { effects } = watch(session);
    session.set({ status: 'guest', endReason: 'other-device' });
    session.set({ status: 'authenticated', endReason: null });
    session.set({ status: 'guest', endReason: 'platform' });
    expect(effects.show.mock.calls.map(([notice]) => notice.title)).toEqual([
      'auth.ended.otherDevice',
      'auth.ended.platform',
    ]);
  });

  it("says nothing for the player's own logout, a guest's first visit or after stop", () => {
    const session = fakeSession();
    const { effects, stop } = watch(session);
    session.set({ status: 'guest' });
    session.set({ status: 'authenticated', username: 'demo' });
    session.set({ status: 'guest', username: null });
    stop();
    session.set({ status: 'authenticated', username: 'demo' });
    session.set({ status: 'guest', endReason: 'idle' });
    expect(effects.show).not.toHaveBeenCalled();
  });
});
