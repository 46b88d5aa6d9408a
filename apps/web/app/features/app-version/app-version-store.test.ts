import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import {
  APP_VERSION_POLL_MS,
  APP_VERSION_RECHECK_GAP_MS,
  cappedDelay,
  createAppVersionWatcher,
  fetchLatestBuild,
  LATEST_BUILD_PATH,
  MAX_TIMER_MS,
} from './app-version-store';

function setup(options: { answers?: (() => Promise<unknown>)[]; intervalMs?: number } = {}) {
  const { visibility, setHidden, listeners } = fakeVisibility();
  const answers = [...(options.answers ?? [])];
  const load = vi.fn(() => (answers.shift() ?? (async () => ({ id: 'build-1' })))());
  const onUpdate = vi.fn();
  const logError = vi.fn();
  const watcher = createAppVersionWatcher({
    load,
    onUpdate,
    logError,
    visibility,
    ...(options.intervalMs === undefined ? {} : { intervalMs: options.intervalMs }),
  });
  return { watcher, load, onUpdate, logError, setHidden, listeners };
}

const newer = async () => ({ id: 'build-2' });

beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-03-01T12:00:00Z') }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('cappedDelay', () => {
  it('keeps delays between 0 and the setTimeout limit', () => {
    expect(cappedDelay(-5)).toBe(0);
    expect(cappedDelay(APP_VERSION_POLL_MS)).toBe(300_000);
    expect(cappedDelay(MAX_TIMER_MS + 1)).toBe(2_147_483_647);
    expect(cappedDelay(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(cappedDelay(Number.NaN)).toBe(0);
  });
});

describe('createAppVersionWatcher', () => {
  it('polls every 5 minutes and stays quiet while the build is the same', async () => {
    const { watcher, load, onUpdate } = setup();
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(watcher.updateAvailable()).toBe(false);
  });

  it('signals a newer build once and stops polling', async () => {
    const { watcher, load, onUpdate } = setup({ answers: [newer] });
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(onUpdate).toHaveBeenCalledOnce();
    expect(watcher.updateAvailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
    await expect(watcher.check()).resolves.toBe(true);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('ignores failures and unreadable answers, logging the failures, and tries again next period', async () => {
    const { watcher, load, onUpdate, logError } = setup({
      answers: [
        async () => {
          throw new Error('HTTP 503');
        },
        async () => ({ nope: true }),
        async () => null,
        newer,
      ],
    });
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(logError).toHaveBeenCalledOnce();
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS * 2);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('does not poll while the tab is hidden and checks as it becomes visible again', async () => {
    const { watcher, load, setHidden } = setup();
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(60_000);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS * 4);
    expect(load).not.toHaveBeenCalled();
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    // The period starts again from that check.
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('signals an update found when the tab becomes visible', async () => {
    const { watcher, onUpdate, setHidden } = setup({ answers: [newer] });
    watcher.start('build-1');
    setHidden(true);
    await vi.advanceTimersByTimeAsync(APP_VERSION_RECHECK_GAP_MS);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('does not check again on a quick return to the tab, but keeps the period', async () => {
    const { watcher, load, setHidden } = setup();
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(APP_VERSION_RECHECK_GAP_MS - 1000);
    setHidden(true);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS - APP_VERSION_RECHECK_GAP_MS + 1000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starting twice keeps one timer, stopping the last stops polling and visibility checks', async () => {
    const { watcher, load, setHidden, listeners } = setup();
    const stopA = watcher.start('build-1');
    const stopB = watcher.start('build-1');
    expect(listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(load).toHaveBeenCalledTimes(1);
    stopA();
    stopA();
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(load).toHaveBeenCalledTimes(2);
    stopB();
    expect(listeners.size).toBe(0);
    setHidden(true);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS * 2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps comparing with the first build id, the one the page runs', async () => {
    const { watcher, onUpdate } = setup({ answers: [newer] });
    const stop = watcher.start('build-1');
    stop();
    // The root loader revalidated against a newer server: the page still runs build-1.
    watcher.start('build-2');
    await vi.advanceTimersByTimeAsync(APP_VERSION_POLL_MS);
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('shares one request between overlapping checks and does nothing before it is started', async () => {
    let resolve: (value: unknown) => void = () => {};
    const { watcher, load } = setup({
      answers: [
        () =>
          new Promise((done) => {
            resolve = done;
          }),
      ],
    });
    await expect(watcher.check()).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
    watcher.start('build-1');
    const first = watcher.check();
    const second = watcher.check();
    expect(load).toHaveBeenCalledTimes(1);
    resolve({ id: 'build-2' });
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
  });

  it('caps a huge period at the setTimeout limit instead of polling at once', async () => {
    const { watcher, load } = setup({ intervalMs: Number.MAX_SAFE_INTEGER });
    watcher.start('build-1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe('fetchLatestBuild', () => {
  it('reads builds/latest.json without caches', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'abc' }));
    await expect(fetchLatestBuild(fetcher as unknown as typeof fetch)).resolves.toEqual({ id: 'abc' });
    expect(fetcher).toHaveBeenCalledWith(LATEST_BUILD_PATH, expect.objectContaining({ cache: 'no-store' }));
  });

  it('rejects a non-OK answer', async () => {
    const fetcher = vi.fn(async () => new Response('down', { status: 502 }));
    await expect(fetchLatestBuild(fetcher as unknown as typeof fetch)).rejects.toThrow('HTTP 502');
  });
});
