// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WINNERS_REFRESH_MS } from './winners-feed-store';

vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ winnersApiUrl: 'http://winners' }),
}));

const { knownGamesOf, useWinnersFeed } = await import('./use-winners-feed');

const known = knownGamesOf([
  { gameCode: 'slot-a', name: 'Slot A' },
  { gameCode: 'slot-b', name: 'Slot B' },
]);
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

function Probe() {
  const { winners, failed } = useWinnersFeed(initial, known);
  return (
    <p>
      {winners.map((winner) => winner.gameName).join(',')}
      {failed ? ' (eșec)' : ''}
    </p>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useWinnersFeed', () => {
  it('starts from the server winners and polls the winners API every 30 s', async () => {
    const list = [
      {
        gameCode: 'slot-b',
        amount: 5,
        currency: 'RON',
        player: 'I***',
        time: '2026-03-01T11:59:00.000Z',
        kind: 'recent',
      },
      {
        gameCode: 'nope',
        amount: 5,
        currency: 'RON',
        player: 'I***',
        time: '2026-03-01T11:59:00.000Z',
        kind: 'recent',
      },
    ];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(JSON.stringify(list))));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('Slot A');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(WINNERS_REFRESH_MS);
    });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://winners/get-winners-live.php?country=ro',
      expect.anything(),
    );
    expect(container.textContent).toBe('Slot B');
  });
});
