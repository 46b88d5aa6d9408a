import type { BonusDetailsAnswer } from '@casino/core/gateway-schemas';
import type { WaitingMessage } from '@casino/core/identity-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '~/i18n/en.json';
import later from '~/i18n/ro-later.json';
import { createTranslate } from '~/shared/i18n/translate';
import {
  BONUS_CONFIRMED_TITLES,
  createMessageQueue,
  type MessageQueueDeps,
  waitingMessagesStep,
} from './message-queue';

const message = (id: number, type: string, templateId: string | null = null): WaitingMessage => ({
  id,
  kind: 'alert',
  type,
  templateId,
  displayType: 'dialog',
  title: null,
  message: `message ${id}`,
  bonusCode: null,
});

const details = (playType: string, id = 1002): BonusDetailsAnswer => ({
  bonus: {
    id,
    status: 'PENDING',
    playType,
    name: 'Cadou',
    freeSpinsCount: 25,
    goldenChips: null,
    templateCode: 'BIRTHDAY-GIFT',
    expiryDate: null,
  },
  bonusTemplate: {
    templateCode: 'BIRTHDAY-GIFT',
    name: 'Cadou de ziua ta',
    gamingContext: { selectedGames: ['a', 'b'] },
  },
});

function setup(overrides: Partial<MessageQueueDeps> = {}) {
  const events: unknown[] = [];
  const failures: string[] = [];
  const confirmed: string[] = [];
  const deps: MessageQueueDeps = {
    sportsbook: { templateId: 'SB', description: 'Bonus pariuri' },
    bonusDetails: vi.fn(async () => details('freespins')),
    confirmBonus: vi.fn(async () => ({})),
    confirmed: (action) => confirmed.push(action),
    track: (event) => events.push(event),
    fail: (key) => failures.push(key),
    wait: (ms, then) => {
      const timer = setTimeout(then, ms);
      return () => clearTimeout(timer);
    },
    dismissed: new Set<string>(),
    ...overrides,
  };
  const queue = createMessageQueue(deps);
  const shownText = () => {
    const shown = queue.shown.get();
    return shown?.kind === 'message' ? shown.message.message : (shown?.kind ?? null);
  };
  return { queue, deps, events, failures, confirmed, shownText };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('player messages (catalogue.md section 4)', () => {
  it('shows one at a time in the spec’s order, the next 1 s after the previous is handled', () => {
    const { queue, shownText } = setup();
    queue.receive(
      [
        message(1, 'PlayerActionShowDialog'),
        message(2, 'PlayerActionShowMessage'),
        message(3, 'PlayerActionShowLoginMessage'),
        message(4, 'SomethingElse'),
      ],
      null,
    );
    expect(shownText()).toBe('message 3');
    queue.closed();
    expect(shownText()).toBeNull();
    vi.advanceTimersByTime(999);
    expect(shownText()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(shownText()).toBe('message 2');
    queue.closed();
    vi.advanceTimersByTime(1000);
    expect(shownText()).toBe('message 1');
    queue.closed();
    vi.advanceTimersByTime(5000);
    // A type the spec does not name is not shown.
    expect(shownText()).toBeNull();
  });

  it('replaces a sportsbook-template message by the fixed description', () => {
    const { queue, shownText } = setup();
    queue.receive([message(1, 'PlayerActionShowMessage', 'SB')], null);
    expect(shownText()).toBe('Bonus pariuri');
  });

  it('fetches the pending bonus’s details once every message is handled, then shows the pop-up', async () => {
    const { queue, deps, shownText } = setup();
    queue.receive([message(1, 'PlayerActionShowMessage')], '1002');
    expect(deps.bonusDetails).not.toHaveBeenCalled();
    queue.closed();
    await vi.runAllTimersAsync();
    expect(deps.bonusDetails).toHaveBeenCalledWith('1002');
    expect(shownText()).toBe('bonus');
  });

  it('shows the pop-up at once when there is no message', async () => {
    const { queue, shownText } = setup();
    queue.receive([], '1002');
    await vi.runAllTimersAsync();
    expect(shownText()).toBe('bonus');
  });

  it('keeps bonus details only for free spins, free spins 2 and golden chips', async () => {
    const cash = setup({ bonusDetails: vi.fn(async () => details('cash')) });
    cash.queue.receive([], '1004');
    await vi.runAllTimersAsync();
    expect(cash.shownText()).toBeNull();
    for (const playType of ['FreeSpins2', 'goldenchips']) {
      const kept = setup({ bonusDetails: vi.fn(async () => details(playType)) });
      kept.queue.receive([], '1');
      await vi.runAllTimersAsync();
      expect(kept.shownText()).toBe('bonus');
    }
  });

  it('a failed bonus details call gives errors.auth.bonus_details', async () => {
    const { queue, failures, shownText } = setup({
      bonusDetails: vi.fn(async () => {
        throw new Error('503');
      }),
    });
    queue.receive([], '1002');
    await vi.runAllTimersAsync();
    expect(failures).toEqual(['errors.auth.bonus_details']);
    expect(shownText()).toBeNull();
  });
});

describe('the bonus pop-up', () => {
  async function withPopup(overrides: Partial<MessageQueueDeps> = {}) {
    const context = setup(overrides);
    context.queue.receive([], '1002');
    await vi.runAllTimersAsync();
    expect(context.shownText()).toBe('bonus');
    return context;
  }

  it('accepting confirms the bonus, tracks the click and closes', async () => {
    const { queue, deps, events, confirmed, shownText } = await withPopup();
    await queue.answer('accept');
    expect(deps.confirmBonus).toHaveBeenCalledWith('1002', 'accept');
    expect(events).toEqual([{ event: 'casino_bonus_popup_click', bonus_id: '1002', cta_action: 'accept' }]);
    expect(confirmed).toEqual(['accept']);
    expect(shownText()).toBeNull();
    // The dialog's close after a choice is not a dismiss.
    queue.closed();
    expect(events).toHaveLength(1);
  });

  it('declining confirms a decline', async () => {
    const { queue, deps, events } = await withPopup();
    await queue.answer('decline');
    expect(deps.confirmBonus).toHaveBeenCalledWith('1002', 'decline');
    expect(events).toEqual([{ event: 'casino_bonus_popup_click', bonus_id: '1002', cta_action: 'decline' }]);
  });

  it('a failed confirmation gives errors.unable-to-confirm-bonus and keeps the pop-up to try again', async () => {
    let fail = true;
    const { queue, failures, confirmed, shownText } = await withPopup({
      confirmBonus: vi.fn(async () => {
        if (fail) throw new Error('500');
        return {};
      }),
    });
    await queue.answer('accept');
    expect(failures).toEqual(['errors.unable-to-confirm-bonus']);
    expect(shownText()).toBe('bonus');
    expect(queue.shown.get()).toMatchObject({ busy: null });
    fail = false;
    await queue.answer('accept');
    expect(confirmed).toEqual(['accept']);
    expect(shownText()).toBeNull();
  });

  it('closing tracks a dismiss and clears the code: the pop-up does not come back', async () => {
    const { queue, events, deps, shownText } = await withPopup();
    queue.closed();
    expect(events).toEqual([{ event: 'casino_bonus_popup_click', bonus_id: '1002', cta_action: 'dismiss' }]);
    expect(shownText()).toBeNull();
    queue.receive([message(9, 'PlayerActionShowMessage')], null);
    queue.closed();
    await vi.runAllTimersAsync();
    expect(deps.bonusDetails).toHaveBeenCalledTimes(1);
    expect(shownText()).toBeNull();
    // Offered again (the next page load's login data): not shown again in this browser session.
    queue.receive([], '1002');
    await vi.runAllTimersAsync();
    expect(deps.bonusDetails).toHaveBeenCalledTimes(1);
    expect(shownText()).toBeNull();
  });

  it('answers nothing twice while a confirmation is on its way', async () => {
    let resolve: () => void = () => {};
    const { queue, deps } = await withPopup({
      confirmBonus: vi.fn(() => new Promise<unknown>((done) => (resolve = () => done({})))),
    });
    const first = queue.answer('accept');
    void queue.answer('decline');
    queue.closed();
    resolve();
    await first;
    expect(deps.confirmBonus).toHaveBeenCalledTimes(1);
  });
});

describe('a bonus the player asks to see (a notification’s "Vezi bonusul")', () => {
  it('shows its pop-up at once, even when dismissed before in this browser session', async () => {
    const { queue, deps, shownText } = setup({ dismissed: new Set(['1001']) });
    queue.open('1001');
    await vi.runAllTimersAsync();
    expect(deps.bonusDetails).toHaveBeenCalledWith('1001');
    expect(shownText()).toBe('bonus');
  });

  it('waits for the message on screen and those queued, then shows', async () => {
    const { queue, deps, shownText } = setup();
    queue.receive([message(1, 'PlayerActionShowMessage'), message(2, 'PlayerActionShowMessage')], null);
    queue.open('1001');
    expect(deps.bonusDetails).not.toHaveBeenCalled();
    expect(shownText()).toBe('message 1');
    queue.closed();
    await vi.runAllTimersAsync();
    expect(shownText()).toBe('message 2');
    queue.closed();
    await vi.runAllTimersAsync();
    expect(deps.bonusDetails).toHaveBeenCalledWith('1001');
    expect(shownText()).toBe('bonus');
  });

  it('leaves a confirmation on its way alone, and asks nothing again for the bonus on screen', async () => {
    let resolve: () => void = () => {};
    const { queue, deps } = setup({
      confirmBonus: vi.fn(() => new Promise<unknown>((done) => (resolve = () => done({})))),
    });
    queue.open('1002');
    await vi.runAllTimersAsync();
    queue.open('1002');
    expect(deps.bonusDetails).toHaveBeenCalledTimes(1);
    const answered = queue.answer('accept');
    queue.open('1003');
    resolve();
    await answered;
    expect(deps.bonusDetails).toHaveBeenCalledTimes(1);
  });
});

describe('the snackbar after an answer', () => {
  it('has written words for accepting and for declining, in Romanian and English (no raw key)', () => {
    const ro = createTranslate('ro-RO', later);
    const english = createTranslate('en-GB', en);
    expect(ro(BONUS_CONFIRMED_TITLES.accept)).toBe('Bonusul a fost activat.');
    expect(ro(BONUS_CONFIRMED_TITLES.decline)).toBe('Ai refuzat bonusul.');
    for (const key of Object.values(BONUS_CONFIRMED_TITLES)) expect(english(key)).not.toBe(key);
  });
});

describe("the login's waiting messages on this page (catalogue.md section 4)", () => {
  it('are ignored in real play and in a native view (not held for later), wait for the overview, else received', () => {
    expect(waitingMessagesStep({ nativeView: false, realPlay: true, bonusExcluded: false })).toBe('ignore');
    expect(waitingMessagesStep({ nativeView: false, realPlay: true, bonusExcluded: null })).toBe('ignore');
    expect(waitingMessagesStep({ nativeView: true, realPlay: false, bonusExcluded: false })).toBe('ignore');
    expect(waitingMessagesStep({ nativeView: false, realPlay: false, bonusExcluded: null })).toBe('wait');
    expect(waitingMessagesStep({ nativeView: false, realPlay: false, bonusExcluded: true })).toBe('receive');
  });
});
