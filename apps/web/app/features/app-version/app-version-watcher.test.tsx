// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('react-router', () => ({ useRouteLoaderData: () => ({ buildId: currentId }) }));

let currentId = 'build-1';
let hidden = false;
Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
const setHidden = async (value: boolean) => {
  hidden = value;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

/** A fresh page: the watcher's module state, the data client and the snackbars start empty. */
async function page() {
  vi.resetModules();
  const watcher = await import('./app-version-watcher');
  const api = await import('./api/latest-build');
  const snackbars = await import('~/shared/snackbars/snackbar-store');
  const titles = () => snackbars.snackbarStore.get().items.map((item) => item.title);
  return { ...watcher, ...api, snackbars, titles };
}

function answering(...ids: (string | Error)[]) {
  const fetcher = vi.fn(async () => {
    const next = ids.length > 1 ? ids.shift() : ids[0];
    if (next instanceof Error) throw next;
    return Response.json({ id: next });
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') });
  currentId = 'build-1';
  hidden = false;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signalUpdate', () => {
  it('shows one long-lived info snackbar whose action reloads', async () => {
    const { signalUpdate, snackbars } = await page();
    const reload = vi.fn();
    signalUpdate(reload);
    signalUpdate(reload);
    const items = snackbars.snackbarStore.get().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'info',
      title: 'appVersion.title',
      text: 'appVersion.text',
      actionText: 'appVersion.reload',
      ignoreClick: true,
      timeout: 2_147_483_647,
    });
    snackbars.runSnackbarAction(items[0]!.id);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('AppVersionWatcher', () => {
  it('renders nothing, polls every 5 minutes without caches and stays quiet while the build is the same', async () => {
    const { AppVersionWatcher, APP_VERSION_POLL_MS, titles } = await page();
    const fetcher = answering('build-1');
    const { container } = render(<AppVersionWatcher />);
    expect(container.innerHTML).toBe('');
    await advance(APP_VERSION_POLL_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await advance(1);
    expect(fetcher).toHaveBeenCalledWith(
      '/builds/latest.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
    await advance(APP_VERSION_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(titles()).toEqual([]);
  });

  it('signals a newer build once and stops polling', async () => {
    const { AppVersionWatcher, APP_VERSION_POLL_MS, titles } = await page();
    const fetcher = answering('build-2');
    render(<AppVersionWatcher />);
    await advance(APP_VERSION_POLL_MS);
    expect(titles()).toEqual(['appVersion.title']);
    await advance(3 * APP_VERSION_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('logs failures, ignores unreadable answers and tries again the next period', async () => {
    const { AppVersionWatcher, APP_VERSION_POLL_MS, titles } = await page();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Response.json({ nope: true }))
      .mockResolvedValue(Response.json({ id: 'build-2' }));
    vi.stubGlobal('fetch', fetcher);
    render(<AppVersionWatcher />);
    await advance(APP_VERSION_POLL_MS);
    expect(log).toHaveBeenCalledWith('App version: checking the latest build failed', expect.any(Error));
    await advance(APP_VERSION_POLL_MS);
    expect(titles()).toEqual([]);
    await advance(APP_VERSION_POLL_MS);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(titles()).toEqual(['appVersion.title']);
  });

  it('does not poll while the tab is hidden, checks as it becomes visible, but not on a quick return', async () => {
    const { AppVersionWatcher, APP_VERSION_POLL_MS } = await page();
    const fetcher = answering('build-1');
    render(<AppVersionWatcher />);
    await setHidden(true);
    await advance(3 * APP_VERSION_POLL_MS);
    expect(fetcher).not.toHaveBeenCalled();
    await setHidden(false);
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(10_000);
    await setHidden(true);
    await setHidden(false);
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(APP_VERSION_POLL_MS - 10_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps comparing with the build the page runs, not a newer id the root loader reports', async () => {
    const { AppVersionWatcher, APP_VERSION_POLL_MS, titles } = await page();
    answering('build-2');
    const { rerender } = render(<AppVersionWatcher />);
    currentId = 'build-2';
    rerender(<AppVersionWatcher />);
    await advance(APP_VERSION_POLL_MS);
    expect(titles()).toEqual(['appVersion.title']);
  });
});
