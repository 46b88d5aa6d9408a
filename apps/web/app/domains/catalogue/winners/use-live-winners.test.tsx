// @vitest-environment jsdom
import { encodeCatalogueGames } from '@casino/core/catalogue-wire';
import { makeGame } from '@casino/core/test-support';
import { WINNERS_REFRESH_MS } from '@casino/core/winners';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ winnersApiUrl: 'http://winners' }),
}));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));

const initial = [
  {
    id: 'slot-a-0',
    gameCode: 'slot-a',
    gameName: 'Slot A',
    player: 'Ana***',
    amount: 50,
    currency: 'RON',
    time: '2026-03-01T11:00:00.000Z',
  },
];
const winner = (gameCode: string) => ({
  gameCode,
  amount: 5,
  currency: 'RON',
  player: 'I***',
  time: '2026-03-01T11:59:00.000Z',
  kind: 'recent',
});
const catalogue = {
  games: encodeCatalogueGames([
    makeGame({ gameCode: 'slot-a', name: 'Slot A' }),
    makeGame({ gameCode: 'slot-b', name: 'Slot B' }),
  ]),
  categories: [],
  collections: [],
  providers: [],
};

let hooks: typeof import('./use-live-winners');

function Probe() {
  return (
    <p>
      {hooks
        .useLiveWinners(initial, 'casino')
        .map((item) => item.gameName)
        .join(',')}
    </p>
  );
}

/** A fresh page (data client, snackbars); the browser answers the catalogue and the winners API. */
async function page(winners: () => Response) {
  vi.resetModules();
  hooks = await import('./use-live-winners');
  const { snackbarStore, runSnackbarAction } = await import('~/shared/snackbars/snackbar-store');
  const fetchMock = vi.fn(async (url: string) =>
    url.startsWith('/api/catalog') ? Response.json(catalogue) : winners(),
  );
  vi.stubGlobal('fetch', fetchMock);
  const winnersCalls = () => fetchMock.mock.calls.filter(([url]) => !url.startsWith('/api/catalog'));
  return { fetchMock, winnersCalls, snackbarStore, runSnackbarAction };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const asBody = (list: unknown[]) => Response.json(JSON.stringify(list));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLiveWinners', () => {
  it('shows the server winners, then the winners API every 30 s, only for known games', async () => {
    const { winnersCalls } = await page(() => asBody([winner('slot-b'), winner('nope')]));
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('Slot A');
    await advance(WINNERS_REFRESH_MS - 1);
    expect(winnersCalls()).toHaveLength(0);
    await advance(1);
    expect(winnersCalls()[0]?.[0]).toBe('http://winners/get-winners-live.php?country=ro');
    // The known games come from the catalogue, decoded between tasks (a MessageChannel, not a timer).
    await vi.waitFor(() => expect(container.textContent).toBe('Slot B'));
    await advance(WINNERS_REFRESH_MS);
    expect(winnersCalls()).toHaveLength(2);
  });

  it('a failed refresh keeps the winners and shows a toast whose action tries again', async () => {
    let failing = true;
    const { winnersCalls, snackbarStore, runSnackbarAction } = await page(() =>
      failing ? new Response('', { status: 503 }) : asBody([winner('slot-b')]),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Probe />);
    // The refresh and its two retries (1 s, 2 s later) fail.
    await advance(WINNERS_REFRESH_MS + 3_000);
    expect(container.textContent).toBe('Slot A');
    const toast = snackbarStore
      .get()
      .items.find((item) => item.title === 'errors.failed-to-fetch-live-winners');
    expect(toast?.actionText).toBe('errors.tryAgain');
    failing = false;
    await act(async () => runSnackbarAction(toast!.id));
    await advance(0);
    expect(winnersCalls().length).toBeGreaterThanOrEqual(4);
    expect(container.textContent).toBe('Slot B');
  });
});
