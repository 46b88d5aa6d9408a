// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));

const answer = {
  shelves: [
    {
      id: 'w-1',
      type: 'most-played',
      title: 'Cele mai jucate',
      layout: 'Default',
      href: '/utilizator/cele-mai-jucate',
    },
    { id: 'w-2', type: 'because-you-like', title: 'Pentru că îți place', layout: 'Default', href: null },
  ],
  titles: { 'most-played': 'Cele mai jucate' },
};

let api: typeof import('./definitions');

function Probe() {
  const { answer, failed } = api.usePersonalShelves('Lobby', 'casino');
  return (
    <p>{failed ? 'failed' : answer ? answer.shelves.map((shelf) => shelf.type).join(',') : 'loading'}</p>
  );
}

async function page(body: () => Response) {
  vi.resetModules();
  api = await import('./definitions');
  const { snackbarStore, runSnackbarAction } = await import('~/shared/snackbars/snackbar-store');
  const fetchMock = vi.fn(async () => body());
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, snackbarStore, runSnackbarAction };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usePersonalShelves', () => {
  it('gives the checked definitions', async () => {
    await page(() => Response.json(answer));
    const { container } = render(<Probe />);
    await advance(0);
    expect(container.textContent).toBe('most-played,because-you-like');
  });

  it.each([
    ['an unknown shelf type', { ...answer, shelves: [{ ...answer.shelves[0], type: 'jackpots' }] }],
    ['a shelf without its title', { ...answer, shelves: [{ ...answer.shelves[0], title: null }] }],
    ['no titles', { shelves: [] }],
    ['an HTML page', '<html></html>'],
  ])('%s is a failed load with errors.failed-to-fetch-special-categories and try again', async (_, body) => {
    let wrong = true;
    const { fetchMock, snackbarStore, runSnackbarAction } = await page(() =>
      wrong ? Response.json(body) : Response.json(answer),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Probe />);
    await advance(3_000);
    expect(container.textContent).toBe('failed');
    const toast = snackbarStore
      .get()
      .items.find((item) => item.title === 'errors.failed-to-fetch-special-categories');
    expect(toast?.actionText).toBe('errors.tryAgain');
    wrong = false;
    await act(async () => runSnackbarAction(toast!.id));
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(container.textContent).toBe('most-played,because-you-like');
  });
});
