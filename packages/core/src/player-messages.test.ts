import { describe, expect, it } from 'vitest';
import {
  clearPendingBonusCode,
  createPlayerMessages,
  handlePlayerMessage,
  NEXT_PLAYER_MESSAGE_DELAY_MS,
  orderPlayerMessages,
  type PlayerMessage,
  receivePlayerMessages,
  replaceSportsbookMessage,
  shouldShowPlayerMessages,
  showNextPlayerMessage,
} from './player-messages.ts';

const sportsbook = { templateId: 'SB-1', description: 'Bonus pariuri sportive' };
const msg = (type: string, message: string, templateId: string | null = null): PlayerMessage => ({
  type,
  message,
  templateId,
});

describe('player-message order (catalogue.md section 4)', () => {
  it('login message, then message, then dialog; other types are not shown', () => {
    const ordered = orderPlayerMessages([
      msg('PlayerActionShowDialog', 'd1'),
      msg('PlayerActionShowMessage', 'm1'),
      msg('Unknown', 'x'),
      msg('PlayerActionShowLoginMessage', 'l1'),
      msg('PlayerActionShowMessage', 'm2'),
    ]);
    expect(ordered.map((m) => m.message)).toEqual(['l1', 'm1', 'm2', 'd1']);
  });

  it('replaces a sportsbook-template message by the fixed description', () => {
    expect(replaceSportsbookMessage(msg('PlayerActionShowMessage', 'raw', 'SB-1'), sportsbook).message).toBe(
      'Bonus pariuri sportive',
    );
    const other = msg('PlayerActionShowMessage', 'raw', 'X');
    expect(replaceSportsbookMessage(other, sportsbook)).toBe(other);
  });

  it.each([
    [true, false, false, true],
    [false, false, false, false],
    [true, true, false, false],
    [true, false, true, false],
  ])(
    'logged in %s, native %s, real-play preview %s: shown %s',
    (loggedIn, nativeView, realPlayPreview, shown) => {
      expect(shouldShowPlayerMessages({ loggedIn, nativeView, realPlayPreview })).toBe(shown);
    },
  );
});

describe('one at a time', () => {
  it('shows the first at once, the next 1 s after handling, then fetches the pending bonus details', () => {
    expect(NEXT_PLAYER_MESSAGE_DELAY_MS).toBe(1000);
    let state = receivePlayerMessages(
      createPlayerMessages('BONUS42'),
      [msg('PlayerActionShowDialog', 'd1'), msg('PlayerActionShowLoginMessage', 'l1', 'SB-1')],
      sportsbook,
    );
    expect(state.current?.message).toBe('Bonus pariuri sportive');
    state = receivePlayerMessages(state, [msg('PlayerActionShowMessage', 'm1')], sportsbook);
    expect(state.current?.message).toBe('Bonus pariuri sportive');
    expect(state.queue.map((m) => m.message)).toEqual(['d1', 'm1']);

    let handled = handlePlayerMessage(state);
    expect(handled.next).toBe('show-next-after-delay');
    expect(handled.state.current).toBeNull();
    state = showNextPlayerMessage(handled.state);
    expect(state.current?.message).toBe('d1');
    state = showNextPlayerMessage(handlePlayerMessage(state).state);
    handled = handlePlayerMessage(state);
    expect(handled.next).toBe('fetch-bonus-details');
    expect(showNextPlayerMessage(handled.state)).toBe(handled.state);
    expect(handlePlayerMessage(clearPendingBonusCode(handled.state)).next).toBe('none');
  });
});
