import { describe, expect, it, vi } from 'vitest';
import { drivenSession } from '~test-support/driven-session';
import { watchSettledPlayer } from './preview-follows-session';

describe('a preview page follows the session (shell.md section 2, ADR 0059)', () => {
  it('reloads on a login and a logout, not on the first settling nor on a re-authentication', () => {
    const driven = drivenSession('pending');
    const changed = vi.fn();
    const stop = watchSettledPlayer(driven.session, changed);
    driven.move({ status: 'guest' });
    expect(changed).not.toHaveBeenCalled();
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(changed).toHaveBeenLastCalledWith(true);
    driven.move({ status: 'pending' });
    driven.move({ status: 'authenticated' });
    expect(changed).toHaveBeenCalledTimes(1);
    driven.move({ status: 'pending' });
    driven.move({ status: 'guest', username: null });
    expect(changed).toHaveBeenLastCalledWith(false);
    stop();
    driven.move({ status: 'authenticated', username: 'demo' });
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
