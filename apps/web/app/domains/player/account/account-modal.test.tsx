// @vitest-environment jsdom
/**
 * The account modal (shell.md section 2, redirect-to-account on): the account site's dashboard or
 * deposit page in an iframe, closed by `FTNCloseModal` from the account site's origin only, with the
 * page told it closed (the header then refreshes the balance).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '~test-support/modal-dialogs';

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ accountSiteUrl: 'http://account.test/cont' }),
}));
vi.mock('~/shared/hooks/native-view', () => ({
  usePageLoadClient: () => ({ nativeView: false, clientType: null, clientPlatform: null }),
}));

const { AccountModal } = await import('./account-modal');
const { accountPageStore } = await import('./account-store');
const { openNamedModal, hideModal, useModalOpen } = await import('~/shared/modals/modal-store');
const { MODALS } = await import('~/shared/modals/modal-ids');

beforeAll(allowModalDialogs);

const onClosed = vi.fn();
let isOpen = false;
function Page() {
  isOpen = useModalOpen(MODALS.account.id);
  return <AccountModal onClosed={onClosed} />;
}

beforeEach(() => onClosed.mockClear());
afterEach(() => {
  act(() => hideModal(MODALS.account.id));
  cleanup();
});

const post = (data: unknown, origin: string) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin })));

describe('the account modal', () => {
  it("frames the account site's dashboard, or its deposit page, naming the portal's origin", () => {
    act(() => accountPageStore.set('dashboard'));
    render(<Page />);
    act(() => openNamedModal('account'));
    const frame = screen.getByTitle('Contul meu') as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe('http://account.test/cont/dashboard');
    expect(url.searchParams.get('origin')).toBe(window.location.origin);
    act(() => accountPageStore.set('deposit'));
    expect(new URL((screen.getByTitle('Depunere') as HTMLIFrameElement).src).pathname).toBe('/cont/deposit');
  });

  it("closes on FTNCloseModal from the account site's origin only", () => {
    render(<Page />);
    act(() => openNamedModal('account'));
    post({ type: 'FTNCloseModal' }, 'http://evil.test');
    post('FTNCloseModal', 'http://account.test.evil.test');
    post({ type: 'SomethingElse' }, 'http://account.test');
    expect(isOpen).toBe(true);
    expect(onClosed).not.toHaveBeenCalled();
    post({ type: 'FTNCloseModal' }, 'http://account.test');
    expect(isOpen).toBe(false);
    expect(onClosed).toHaveBeenCalledOnce();
  });
});
