// @vitest-environment jsdom
import { JACKPOT_LOW_TICK_MS, JACKPOT_REFRESH_MS } from '@casino/core/jackpot-ticker';
import { act, cleanup, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ contentApiUrl: 'http://content' }),
}));
vi.mock('~/shared/context/shell-data', () => ({ useShell: () => ({ preview: false }) }));
vi.mock('~/shared/i18n/i18n', () => ({ useLocale: () => 'ro' }));

const { tickerSeed, useGameJackpotAmount, useJackpotTicker } = await import('./use-jackpot-ticker');

const seed = tickerSeed([{ id: 'mega', levels: [{ name: 'Mare', amount: 1_000 }], gameCodes: ['slot-a'] }]);

function Probe() {
  const ticker = useJackpotTicker(seed);
  const game = useGameJackpotAmount('slot-a');
  return (
    <p>
      <span data-testid="total">{ticker.total('mega')}</span>/<span>{ticker.target('mega')}</span>/
      <span>{game ?? '-'}</span>
    </p>
  );
}

const jackpot = {
  id: 'mega',
  slug: 'mega',
  title: 'Mega',
  currency: 'RON',
  gameCodes: ['slot-a'],
  jackpotLevels: [{ name: 'Mare', amount: 1_000 }],
  image: null,
  seoId: null,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useJackpotTicker', () => {
  it('renders the seeded 99% start on the server, with no game amount yet', () => {
    expect(renderToString(<Probe />)).toBe(
      '<p><span data-testid="total">990</span>/<span>1000</span>/<span>-</span></p>',
    );
  });

  it('takes over on the client without a jump, ticks, and refreshes after 30 s', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify([jackpot])));
    vi.stubGlobal('fetch', fetchMock);
    const { getByTestId, container } = render(<Probe />);
    expect(getByTestId('total').textContent).toBe('990');
    expect(container.textContent).toBe('990/1000/990');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JACKPOT_LOW_TICK_MS * 2);
    });
    expect(Number(getByTestId('total').textContent)).toBeGreaterThan(990);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://content/Jackpots?locale=ro&status=published',
      expect.objectContaining({ headers: { accept: 'application/json' } }),
    );
  });
});
