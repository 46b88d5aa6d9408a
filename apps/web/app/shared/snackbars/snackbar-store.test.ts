import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissSnackbar, notify, runSnackbarAction, snackbarStore } from './snackbar-store';

afterEach(() => {
  for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
  vi.useRealTimers();
});

describe('snackbar store', () => {
  it('shows a message and closes it after 5 s', () => {
    vi.useFakeTimers();
    notify({ type: 'alert', title: 'errors.demo-url-is-missing', limit: 1 });
    expect(snackbarStore.get().items.map((item) => item.title)).toEqual(['errors.demo-url-is-missing']);
    vi.advanceTimersByTime(4999);
    expect(snackbarStore.get().items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(snackbarStore.get().items).toHaveLength(0);
  });

  it('a timeout of 0 stays until its action or a dismissal', () => {
    vi.useFakeTimers();
    notify({ type: 'alert', title: 'errors.auth.startup', timeout: 0, limit: 1 });
    vi.advanceTimersByTime(60_000);
    expect(snackbarStore.get().items.map((item) => item.title)).toEqual(['errors.auth.startup']);
  });

  it('keeps at most 4 and respects the per-title limit', () => {
    notify({ type: 'alert', title: 'errors.auth.startup', limit: 1 });
    notify({ type: 'alert', title: 'errors.auth.startup', limit: 1 });
    expect(snackbarStore.get().items).toHaveLength(1);
    const titles = ['errors.tryAgain', 'errors.title', 'errors.goHome', 'errors.support'] as const;
    for (const title of titles) notify({ type: 'info', title });
    expect(snackbarStore.get().items.map((item) => item.title)).toEqual(titles);
  });

  it('runs the action of a snackbar once and closes it', () => {
    const retry = vi.fn();
    notify({
      type: 'alert',
      title: 'errors.failed-to-fetch-jackpots',
      actionText: 'errors.tryAgain',
      onAction: retry,
    });
    const [item] = snackbarStore.get().items;
    runSnackbarAction(item!.id);
    runSnackbarAction(item!.id);
    expect(retry).toHaveBeenCalledOnce();
    expect(snackbarStore.get().items).toHaveLength(0);
  });
});
