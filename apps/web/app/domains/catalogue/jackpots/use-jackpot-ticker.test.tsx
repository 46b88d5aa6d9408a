// @vitest-environment jsdom
import { JACKPOT_LOW_TICK_MS, JACKPOT_REFRESH_MS } from '@casino/core/jackpot-ticker';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ contentApiUrl: 'http://content' }),
}));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));

const cards = [
  {
    id: 'mega',
    slug: 'mega',
    title: 'Mega',
    currency: 'RON',
    total: 1_000,
    levels: [{ name: 'Mare', amount: 1_000 }],
    gameCodes: ['slot-a'],
  },
];
const jackpot = (amount: number) => ({
  id: 'mega',
  slug: 'mega',
  title: 'Mega',
  currency: 'RON',
  gameCodes: ['slot-a'],
  jackpotLevels: [{ name: 'Mare', amount }],
  image: null,
  seoId: null,
});

let hooks: typeof import('./use-jackpot-ticker');

function Probe() {
  const ticker = hooks.useJackpotTicker(cards);
  const game = hooks.useGameJackpotAmount('slot-a');
  return (
    <p>
      <span data-testid="total">{ticker.total('mega')}</span>/<span>{ticker.target('mega')}</span>/
      <span>{game ?? '-'}</span>
    </p>
  );
}

/** One total, its ticker followed while `watching` (on screen). */
function Total({ watching }: { watching: boolean }) {
  const ticker = hooks.useJackpotTicker(cards, watching);
  return <span data-testid="total">{ticker.total('mega')}</span>;
}

/** A fresh page: module state (the page ticker, the data client, the snackbars) starts empty. */
async function page() {
  vi.resetModules();
  hooks = await import('./use-jackpot-ticker');
  const { snackbarStore } = await import('~/shared/snackbars/snackbar-store');
  const toasts = () => snackbarStore.get().items.map((item) => item.title);
  return { Probe, toasts };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useJackpotTicker', () => {
  it('renders the 99% start of the server cards on the server, with no game amount yet', async () => {
    const { Probe } = await page();
    expect(renderToString(<Probe />)).toBe(
      '<p><span data-testid="total">990</span>/<span>1000</span>/<span>-</span></p>',
    );
  });

  it('takes over on the client without a jump, ticks, and refreshes every 30 s (not before)', async () => {
    const { Probe } = await page();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([jackpot(1_000), { id: 'broken' }])));
    vi.stubGlobal('fetch', fetchMock);
    const { getByTestId, container } = render(<Probe />);
    expect(container.textContent).toBe('990/1000/990');
    await advance(JACKPOT_LOW_TICK_MS * 2);
    expect(Number(getByTestId('total').textContent)).toBeGreaterThan(990);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(JACKPOT_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      'http://content/Jackpots?locale=ro&status=published',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    );
    await advance(JACKPOT_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops ticking while its totals are off screen, and ticks again when they come back', async () => {
    await page();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([jackpot(1_000)]))),
    );
    const { getByTestId, rerender } = render(<Total watching={false} />);
    const total = () => Number(getByTestId('total').textContent);
    expect(total()).toBe(990);
    await advance(JACKPOT_LOW_TICK_MS * 5);
    expect(total()).toBe(990);
    rerender(<Total watching />);
    await advance(JACKPOT_LOW_TICK_MS * 2);
    expect(total()).toBeGreaterThan(990);
  });

  it('reports a failed refresh once per run of failures, and the next poll tries again', async () => {
    const { Probe, toasts } = await page();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('{}', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<Probe />);
    await advance(JACKPOT_REFRESH_MS);
    expect(toasts()).toEqual(['errors.failed-to-fetch-jackpots']);
    // The toast leaves after 5 s; the next failure of the same run says nothing new.
    await advance(JACKPOT_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([]);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify([jackpot(2_000)])));
    await advance(JACKPOT_REFRESH_MS);
    // A success ends the run: the next failure is reported again.
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }));
    await advance(JACKPOT_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(toasts()).toEqual(['errors.failed-to-fetch-jackpots']);
  });

  it('a body that is not a list is a failed refresh', async () => {
    const { Probe, toasts } = await page();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[]}')),
    );
    render(<Probe />);
    await advance(JACKPOT_REFRESH_MS);
    expect(toasts()).toEqual(['errors.failed-to-fetch-jackpots']);
  });
});
