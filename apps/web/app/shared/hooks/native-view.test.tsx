// @vitest-environment jsdom
/**
 * The app's parameters of a page load (shell.md section 6): `nativeapp`, `clienttype` and
 * `clientplatform` seen once in the page load's query stay for the rest of it, through client
 * navigations that drop them; a later page's parameters do not replace the first ones.
 */
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageLoadClient } from './native-view';

let seen: PageLoadClient[] = [];
let usePageLoadClient: () => PageLoadClient;

function Probe() {
  seen.push(usePageLoadClient());
  return null;
}

async function pageLoad(url: string) {
  // A fresh module per test: the page load's memory is the module's.
  vi.resetModules();
  ({ usePageLoadClient } = await import('./native-view'));
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

const last = (): PageLoadClient | undefined => seen.at(-1);

beforeEach(() => {
  seen = [];
});
afterEach(cleanup);

describe('the page load’s app parameters', () => {
  it('a plain page load has none', async () => {
    await pageLoad('/toate-jocurile');
    expect(last()).toEqual({ nativeView: false, clientType: null, clientPlatform: null });
  });

  it('keeps what the first page named through navigations that drop it', async () => {
    const router = await pageLoad('/?nativeapp=1&clienttype=casino-app&clientplatform=ios');
    expect(last()).toEqual({ nativeView: true, clientType: 'casino-app', clientPlatform: 'ios' });
    await act(() => router.navigate('/toate-jocurile'));
    expect(router.state.location.search).toBe('');
    expect(last()).toEqual({ nativeView: true, clientType: 'casino-app', clientPlatform: 'ios' });
    await act(() => router.navigate('/jackpots?clienttype=other'));
    expect(last()?.clientType).toBe('casino-app');
  });

  it('a parameter seen later in the load is kept from then on; a malformed one is not', async () => {
    const router = await pageLoad('/?clientplatform=ios%20app');
    expect(last()?.clientPlatform).toBeNull();
    await act(() => router.navigate('/promotii?clientplatform=android'));
    await act(() => router.navigate('/'));
    expect(last()).toEqual({ nativeView: false, clientType: null, clientPlatform: 'android' });
  });
});
