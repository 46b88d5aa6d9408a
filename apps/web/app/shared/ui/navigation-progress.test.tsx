// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/shared/i18n/i18n', async () => {
  const { createTranslate } = await import('~/shared/i18n/translate');
  const ro = (await import('~/i18n/ro.json')).default;
  const t = createTranslate('ro-RO', ro);
  return { useLocale: () => 'ro', useT: () => t };
});

const { NavigationProgress } = await import('./navigation-progress');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A page whose loader answers when the test says so. */
function setup() {
  let release: () => void = () => {};
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Link to="/next">next</Link>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>home</p> },
          {
            path: 'next',
            loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
            element: <p>next page</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, release: () => release() };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Se încarcă pagina' });

describe('page transition progress (shell.md section 9)', () => {
  it('shows only after the transition has waited 100 ms, and goes when the page is there', async () => {
    vi.useFakeTimers();
    const { router, release } = setup();
    await act(async () => {
      void router.navigate('/next');
    });
    await act(async () => vi.advanceTimersByTime(99));
    expect(bar()).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(bar()).not.toBeNull();
    await act(async () => release());
    await act(async () => vi.runAllTimersAsync());
    expect(screen.getByText('next page')).toBeTruthy();
    expect(bar()).toBeNull();
  });

  it('a quick transition shows nothing', async () => {
    vi.useFakeTimers();
    const { router, release } = setup();
    await act(async () => {
      void router.navigate('/next');
    });
    await act(async () => vi.advanceTimersByTime(50));
    expect(bar()).toBeNull();
    await act(async () => release());
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByText('next page')).toBeTruthy();
    expect(bar()).toBeNull();
  });
});
