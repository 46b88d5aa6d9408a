// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drivenSession } from '~test-support/driven-session';
import { setCurrentSession, usePlayerName } from './session-instance';

afterEach(() => {
  cleanup();
  setCurrentSession(null);
});

let renders = 0;

function Tile() {
  renders += 1;
  return <span data-testid="player">{usePlayerName() ?? 'guest'}</span>;
}

describe('usePlayerName (ADR 0029)', () => {
  it('renders a component again only when the player changes: a guest settling renders nothing again', () => {
    renders = 0;
    render(<Tile />);
    expect(renders).toBe(1);

    const driven = drivenSession('pending');
    act(() => setCurrentSession(driven.session));
    act(() => driven.move({ status: 'guest' }));
    act(() => driven.move({ sessionToken: null, startupFailed: false }));
    expect(renders).toBe(1);
    expect(screen.getByTestId('player').textContent).toBe('guest');

    act(() => driven.move({ status: 'authenticated', username: 'demo' }));
    expect(screen.getByTestId('player').textContent).toBe('demo');
    expect(renders).toBe(2);
    act(() => driven.move({ notificationToken: 'n1' }));
    expect(renders).toBe(2);

    act(() => driven.move({ status: 'guest', username: null }));
    expect(screen.getByTestId('player').textContent).toBe('guest');
    expect(renders).toBe(3);
  });
});
