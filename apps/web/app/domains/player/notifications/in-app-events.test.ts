import { IN_APP_EVENTS } from '@casino/core/notifications';
import { describe, expect, it, vi } from 'vitest';
import { dispatchBrokerMessage, listenToInAppEvents } from './in-app-events';

const createdAt = '2026-11-20T10:00:00.000Z';
const balance = (balanceType: string) => ({
  id: 'n3',
  type: 'BALANCE',
  title: 'Sold actualizat',
  message: 'Sold cazino: 1.350,50 RON.',
  createdAt,
  balanceType,
  balance: { amount: 1350.5, currencyCode: 'RON' },
  reason: 'deposit',
});
const logout = {
  id: 'n1',
  type: 'LOGOUT',
  title: 'Deconectat',
  message: 'Sesiune încheiată.',
  createdAt,
  reason: 'platform',
};
const simple = { id: 'n2', type: 'SIMPLE_MESSAGE', title: 'Mentenanță', message: 'Duminică.', createdAt };

/** The events dispatched on a fresh target, by name, with their detail. */
function dispatched(body: string) {
  const target = new EventTarget();
  const seen: [string, unknown][] = [];
  for (const name of Object.values(IN_APP_EVENTS))
    target.addEventListener(name, (event) => seen.push([name, (event as CustomEvent).detail]));
  const log = vi.fn();
  const kept = dispatchBrokerMessage(body, target, log);
  return { seen, kept, log };
}

describe('broker messages as in-app events', () => {
  it('BALANCE dispatches FTNInAppBalance, FTNInAppBalanceMyAccount and StompInAppCustomEvent with the notification', () => {
    const body = balance('CASINO_GAMING');
    const { seen, kept } = dispatched(JSON.stringify(body));
    expect(kept).toBe(true);
    expect(seen).toEqual([
      ['FTNInAppBalance', body],
      ['FTNInAppBalanceMyAccount', body],
      ['StompInAppCustomEvent', body],
    ]);
  });

  it.each([
    [logout, ['FTNInAppLogOut', 'StompInAppCustomEvent']],
    [simple, ['FTNInAppSimple', 'StompInAppCustomEvent']],
    [{ ...simple, type: 'BONUS_2', bonusId: 1002 }, ['FTNInAppBonus', 'StompInAppCustomEvent']],
    [{ id: 'n9', type: 'TOURNAMENT_RANK', rank: 3 }, ['FTNInAppCustomEvent', 'StompInAppCustomEvent']],
  ])('%o dispatches %j', (body, names) => {
    expect(dispatched(JSON.stringify(body)).seen.map(([name]) => name)).toEqual(names);
  });

  it('drops and logs a body that is not a notification', () => {
    const { seen, kept, log } = dispatched(JSON.stringify({ ...balance('CASINO_GAMING'), balance: null }));
    expect(kept).toBe(false);
    expect(seen).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('what the portal does on them', () => {
  const listen = () => {
    const target = new EventTarget();
    const actions = { logOut: vi.fn(), setBalance: vi.fn(), refreshBalance: vi.fn() };
    const stop = listenToInAppEvents(target, actions);
    const dispatch = (body: unknown) => dispatchBrokerMessage(JSON.stringify(body), target, () => {});
    return { actions, stop, dispatch, target };
  };

  it('LOGOUT logs out, with the reason the player is told', () => {
    const { actions, dispatch } = listen();
    dispatch(logout);
    expect(actions.logOut).toHaveBeenCalledExactlyOnceWith('platform');
  });

  it('BALANCE puts the casino balance in the balance query, another balance type loads them again', () => {
    const { actions, dispatch } = listen();
    dispatch(balance('CASINO_GAMING'));
    expect(actions.setBalance).toHaveBeenCalledWith({ amount: 1350.5, currencyCode: 'RON' });
    expect(actions.refreshBalance).not.toHaveBeenCalled();
    dispatch(balance('SPORT_BETTING'));
    expect(actions.refreshBalance).toHaveBeenCalledOnce();
    expect(actions.setBalance).toHaveBeenCalledOnce();
  });

  it('ignores other kinds, an event without a notification, and everything once stopped', () => {
    const { actions, dispatch, stop, target } = listen();
    dispatch(simple);
    target.dispatchEvent(new CustomEvent(IN_APP_EVENTS.logOut, { detail: { type: 'LOGOUT' } }));
    target.dispatchEvent(new CustomEvent(IN_APP_EVENTS.balance, { detail: null }));
    stop();
    dispatch(logout);
    dispatch(balance('CASINO_GAMING'));
    expect(actions.logOut).not.toHaveBeenCalled();
    expect(actions.setBalance).not.toHaveBeenCalled();
    expect(actions.refreshBalance).not.toHaveBeenCalled();
  });
});
