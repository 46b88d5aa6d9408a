import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODALS } from '~/shared/modals/modal-ids';
import { closeAllModals, modalStore, openNamedModal } from '~/shared/modals/modal-store';
import { answerMyAccountAction } from './my-account-panel';

vi.mock('~/domains/player/session', () => ({ useSessionObject: () => null }));

const isOpen = () => modalStore.get().some((entry) => entry.id === MODALS.myAccount.id);

afterEach(() => closeAllModals());

describe("the portal's answer to the my-account micro-frontend", () => {
  it.each([
    ['deposit', ['openAccount', 'deposit']],
    ['dashboard', ['openAccount', 'dashboard']],
    ['logout', ['logout']],
  ] as const)('%s: closes the panel and does it the portal way', (action, call) => {
    openNamedModal('myAccount');
    const calls: string[][] = [];
    const taken = answerMyAccountAction(
      { action, url: action === 'logout' ? null : `http://account.test/${action}` },
      { openAccount: (page) => calls.push(['openAccount', page]), logout: () => calls.push(['logout']) },
    );
    expect(taken).toBe(true);
    expect(calls).toEqual([call]);
    expect(isOpen()).toBe(false);
  });

  it('leaves an event it does not know to its default (the account site in a new tab)', () => {
    openNamedModal('myAccount');
    const calls: string[] = [];
    const actions = { openAccount: () => calls.push('open'), logout: () => calls.push('logout') };
    expect(answerMyAccountAction({ action: 'withdraw', url: null }, actions)).toBe(false);
    expect(answerMyAccountAction(null, actions)).toBe(false);
    expect(calls).toEqual([]);
    expect(isOpen()).toBe(true);
  });
});
