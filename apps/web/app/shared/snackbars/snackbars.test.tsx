// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateCounting } from '~test-support/hydrate';
import { dismissSnackbar, notify, snackbarStore } from './snackbar-store';
import { Snackbars } from './snackbars';

vi.mock('~/shared/i18n/i18n', () => import('~test-support/romanian-i18n'));

describe('the snackbars every page holds', () => {
  it('render nothing again after hydration, and show what comes after it', async () => {
    const page = await hydrateCounting(<Snackbars />);
    // The store is at its first state, the server's snapshot itself: hydration's check of it finds
    // nothing changed (a second commit would be a synchronous render in hydration's task).
    expect(page.commits()).toBe(1);

    act(() => notify({ type: 'alert', title: 'errors.demo-url-is-missing', limit: 1 }));
    expect(page.commits()).toBe(2);
    expect(page.container.querySelector('.snackbars')?.childElementCount).toBe(1);
    act(() => {
      for (const item of snackbarStore.get().items) dismissSnackbar(item.id);
    });
    page.unmount();
  });
});
