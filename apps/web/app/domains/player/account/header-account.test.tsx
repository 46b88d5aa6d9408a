// @vitest-environment jsdom
/**
 * The header's account area (shell.md section 2): a spinner while the session is pending; Register and
 * Log in for a guest; for a player Deposit, the username with the balance (the account entry) and the
 * eye toggle, and Logout only in the legacy account-modal mode. Deposit opens the account site's modal
 * on its page; the name opens the my-account panel. The session, the player's data and the config are stand-ins.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type State = { status: 'pending' | 'guest' | 'authenticated'; username: string | null };
const session = vi.hoisted(() => ({ state: { status: 'pending', username: null } as State }));
const config = vi.hoisted(() => ({
  registerUrl: 'http://account.test/register',
  sportSiteUrl: 'http://sport.test',
  redirectToAccount: true,
  legacyAccountModal: false,
}));
const openNamedModal = vi.hoisted(() => vi.fn());

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/domains/player/session', () => ({
  useSession: () => session.state,
  useSessionObject: () => ({ logout: vi.fn() }),
}));
vi.mock('~/shared/context/public-config', () => ({ usePublicConfig: () => config }));
vi.mock('~/domains/player/player-data', () => ({
  useBalance: () => ({ data: { amount: 1250.5, currencyCode: 'RON' } }),
  useBalanceVisibility: () => ({ data: { balanceHidden: false } }),
  balanceVisibilityQuery: () => ({ key: ['player', 'x', 'balance-visibility'] }),
  refreshBalance: vi.fn(),
}));
vi.mock('~/domains/player/gateway', () => ({ gateway: vi.fn() }));
vi.mock('~/shared/hooks/native-view', () => ({
  usePageLoadClient: () => ({ nativeView: false, clientType: null, clientPlatform: null }),
}));
vi.mock('~/shared/modals/modal-store', async (original) => ({
  ...(await original<typeof import('~/shared/modals/modal-store')>()),
  openNamedModal,
}));

const { HeaderAccount } = await import('./header-account');
// The player's part is a lazy chunk of its own: loaded here once, its lazy component resolves at once.
await import('./player-area');
const { accountPageStore } = await import('./account-store');

beforeEach(() => {
  session.state = { status: 'pending', username: null };
  config.legacyAccountModal = false;
  openNamedModal.mockClear();
});
afterEach(cleanup);

describe("the header's account area", () => {
  it('shows a spinner while the session is pending, and nothing to press', () => {
    render(<HeaderAccount />);
    expect(screen.getByRole('status').textContent).toBe('Verificăm sesiunea…');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('offers a guest Register (the registration site) and Log in (the login dialog)', () => {
    session.state = { status: 'guest', username: null };
    render(<HeaderAccount />);
    expect(screen.getByRole('link', { name: 'Înregistrare' }).getAttribute('href')).toBe(config.registerUrl);
    act(() => screen.getByRole('button', { name: /Autentificare/ }).click());
    expect(openNamedModal).toHaveBeenCalledWith('login');
  });

  it('shows a player Deposit, the name with the balance and the eye, without Logout outside the legacy mode', async () => {
    session.state = { status: 'authenticated', username: 'demo' };
    render(<HeaderAccount />);
    const account = await screen.findByRole('button', { name: /demo/ });
    // A no-break space before the currency, as ro-RO writes it.
    expect(account.textContent).toBe('demo1.250,50\u00a0lei');
    expect(screen.getByRole('button', { name: 'Depunere' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ascunde soldul' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Ieșire' })).toBeNull();
  });

  it('shows Logout in the legacy account-modal mode', async () => {
    session.state = { status: 'authenticated', username: 'demo' };
    config.legacyAccountModal = true;
    render(<HeaderAccount />);
    expect(await screen.findByRole('button', { name: 'Ieșire' })).toBeTruthy();
  });

  it("opens the account site's modal on the deposit page from Deposit, and Contul meu from the name", async () => {
    session.state = { status: 'authenticated', username: 'demo' };
    render(<HeaderAccount />);
    const account = await screen.findByRole('button', { name: /demo/ });
    act(() => accountPageStore.set('dashboard'));
    act(() => screen.getByRole('button', { name: 'Depunere' }).click());
    expect(accountPageStore.get()).toBe('deposit');
    act(() => account.click());
    expect(openNamedModal.mock.calls).toEqual([['account'], ['myAccount']]);
  });
});
