// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissSnackbar, runSnackbarAction, snackbarStore } from '~/shared/snackbars/snackbar-store';
import { APP_VERSION_POLL_MS, MAX_TIMER_MS } from './app-version-store';
import { AppVersionWatcher, signalUpdate } from './app-version-watcher';

vi.mock('react-router', () => ({ useRouteLoaderData: () => ({ buildId: 'build-1' }) }));

afterEach(() => {
  cleanup();
  for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('signalUpdate', () => {
  it('shows one long-lived info snackbar whose action reloads', () => {
    const reload = vi.fn();
    signalUpdate(reload);
    signalUpdate(reload);
    const items = snackbarStore.get().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'info',
      title: 'appVersion.title',
      text: 'appVersion.text',
      actionText: 'appVersion.reload',
      ignoreClick: true,
      timeout: MAX_TIMER_MS,
    });
    runSnackbarAction(items[0]!.id);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('AppVersionWatcher', () => {
  it('renders nothing, polls in the browser and signals a newer build from the root loader id', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(async () => Response.json({ id: 'build-2' }));
    vi.stubGlobal('fetch', fetcher);
    const { container } = render(<AppVersionWatcher />);
    expect(container.innerHTML).toBe('');
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(fetcher).toHaveBeenCalledWith('/builds/latest.json', expect.anything());
    expect(snackbarStore.get().items.map((item) => item.title)).toEqual(['appVersion.title']);
  });
});
