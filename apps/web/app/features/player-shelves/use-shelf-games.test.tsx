// @vitest-environment jsdom
/**
 * One personal shelf's games (catalogue.md sections 4 and 9): each shelf loads only the player lists its
 * type needs; a recommendation shelf's seed is picked at random, preferring a game that seeds no other
 * shelf, and its refresh is disabled when every game of its pool already seeds one. The player, the
 * favourites, the lobby's catalogue and the player lists are stand-ins; the shelf rules are core's.
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import type { PersonalShelfType } from '@casino/core/personal-shelves';
import { makeGame } from '@casino/core/test-support';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerListName } from '~/domains/player/lists';

const page = vi.hoisted(() => ({
  player: 'demo' as string | null,
  favourites: null as string[] | null,
  catalogue: null as { games: unknown[] } | null,
  lists: {} as Partial<Record<string, unknown>>,
  ensure: vi.fn<(name: PlayerListName, username: string) => void>(),
}));

vi.mock('~/domains/player/session', () => ({ usePlayerName: () => page.player }));
vi.mock('~/domains/catalogue/favourites', () => ({
  useFavourites: () => ({ codes: page.favourites, failed: false, retry: async () => true }),
}));
vi.mock('~/domains/catalogue/games', () => ({
  useCatalogue: () => ({ catalogue: page.catalogue, failed: false }),
  toGameTile: (game: { gameCode: string }) => ({ gameCode: game.gameCode }),
}));
vi.mock('~/shared/context/content-context', () => ({
  useContentContext: () => ({ locale: 'ro', status: 'published', preview: false, lobby: 'casino' }),
}));
vi.mock('~/shared/context/public-config', () => ({
  usePublicConfig: () => ({ contentApiUrl: 'http://content.test' }),
}));
vi.mock('~/domains/player/player-watch', () => ({
  usePlayerQuery: (query: { key: (player: string) => unknown[] }, player: string | null) => {
    const name = String(query.key(player ?? '')[2]);
    const data = player ? page.lists[name] : undefined;
    return { data, status: data === undefined ? 'pending' : 'success' };
  },
}));
vi.mock('~/domains/player/lists/page-player-lists', () => ({
  playerLists: { ensure: page.ensure },
  setPlayerListsContent: () => {},
}));

const { useShelfGames } = await import('./use-shelf-games');

/** A casino slot; everything else equal, so the provider decides which game a seed recommends first. */
function slot(gameCode: string, providerId: string): CatalogueGame {
  return makeGame({ gameCode, name: gameCode, providerId, providerName: providerId });
}

/**
 * The favourites (the because-you-like pool) are `fav-a`, `fav-b` (and `fav-c`), each of its own
 * provider; `rec-a`, `rec-b`, `rec-c` share those providers: a shelf seeded by `fav-x` shows `rec-x` first.
 */
const CATALOGUE = {
  games: [
    slot('fav-a', 'pa'),
    slot('fav-b', 'pb'),
    slot('fav-c', 'pc'),
    slot('rec-a', 'pa'),
    slot('rec-b', 'pb'),
    slot('rec-c', 'pc'),
  ],
};

type Shelf = ReturnType<typeof useShelfGames>;
/** The shelf's seed, read from its first tile. */
const seedOf = (shelf: Shelf) => shelf.games?.[0]?.gameCode.replace('rec-', 'fav-') ?? null;

/** One shelf rendered after another (its own root, as a slot that shows later). */
const shelf = (type: PersonalShelfType, slotId: string) => renderHook(() => useShelfGames(type, slotId));

beforeEach(() => {
  page.player = 'demo';
  page.favourites = null;
  page.catalogue = null;
  page.lists = {};
  page.ensure.mockClear();
});
afterEach(() => {
  // Unmounting a shelf takes its seed off the page.
  cleanup();
  vi.restoreAllMocks();
});

describe('the seeds of the recommendation shelves', () => {
  it('a shelf picks its seed at random among its pool and shows its recommendations without the pool', () => {
    page.favourites = ['fav-a', 'fav-b'];
    page.catalogue = CATALOGUE;
    // random() in [0.5, 1) picks the second game of a pool of two.
    vi.spyOn(Math, 'random').mockReturnValue(0.6);
    const { result } = shelf('because-you-like', 'shelf-1');
    expect(seedOf(result.current)).toBe('fav-b');
    expect(result.current.games?.map((game) => game.gameCode)).toEqual(['rec-b', 'fav-c', 'rec-a', 'rec-c']);
    expect(result.current.refreshable).toBe(true);
  });

  it('a second shelf gets a seed the first does not have, though the random pick would repeat it', () => {
    page.favourites = ['fav-a', 'fav-b'];
    page.catalogue = CATALOGUE;
    // Always the first game of what is left to pick from.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = shelf('because-you-like', 'shelf-1');
    const second = shelf('because-you-like', 'shelf-2');
    expect(seedOf(first.result.current)).toBe('fav-a');
    expect(seedOf(second.result.current)).toBe('fav-b');
  });

  it('two shelves whose pool arrives in the same update get different seeds', () => {
    page.favourites = ['fav-a', 'fav-b'];
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // One tree, as the page's personal slots are: the catalogue reaches both shelves in one render.
    const { result, rerender } = renderHook(() => [
      useShelfGames('because-you-like', 'shelf-1'),
      useShelfGames('because-you-like', 'shelf-2'),
    ]);
    expect(result.current.map((one) => one.games)).toEqual([null, null]);
    page.catalogue = CATALOGUE;
    rerender();
    expect(result.current.map(seedOf).sort()).toEqual(['fav-a', 'fav-b']);
  });

  it('with one game for two shelves, both use it (a seed in use is picked when no other is left)', () => {
    page.favourites = ['fav-a'];
    page.catalogue = CATALOGUE;
    const first = shelf('because-you-like', 'shelf-1');
    const second = shelf('because-you-like', 'shelf-2');
    expect(seedOf(first.result.current)).toBe('fav-a');
    expect(seedOf(second.result.current)).toBe('fav-a');
  });

  it('refresh is disabled (null) on every shelf when each game of the pool already seeds one', () => {
    page.favourites = ['fav-a', 'fav-b'];
    page.catalogue = CATALOGUE;
    const first = shelf('because-you-like', 'shelf-1');
    const second = shelf('because-you-like', 'shelf-2');
    expect(first.result.current.refreshable).toBe(true);
    expect(first.result.current.refresh).toBeNull();
    expect(second.result.current.refresh).toBeNull();
  });

  it('refresh picks a game that seeds no shelf, and frees the seed it leaves', () => {
    page.favourites = ['fav-a', 'fav-b', 'fav-c'];
    page.catalogue = CATALOGUE;
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = shelf('because-you-like', 'shelf-1');
    const second = shelf('because-you-like', 'shelf-2');
    expect([seedOf(first.result.current), seedOf(second.result.current)]).toEqual(['fav-a', 'fav-b']);
    expect(first.result.current.refresh).toBeTypeOf('function');
    act(() => first.result.current.refresh?.());
    // Not fav-a again (its own) nor fav-b (the other shelf's), though random() 0 would pick fav-a.
    expect(seedOf(first.result.current)).toBe('fav-c');
    expect(seedOf(second.result.current)).toBe('fav-b');
    // fav-a seeds no shelf now: the second shelf can refresh, and gets it.
    expect(second.result.current.refresh).toBeTypeOf('function');
    act(() => second.result.current.refresh?.());
    expect(seedOf(second.result.current)).toBe('fav-a');
    // fav-a and fav-c seed the shelves, fav-b is free again.
    expect(first.result.current.refresh).toBeTypeOf('function');
  });

  it('a shelf that goes takes its seed with it: the one left can refresh to it', () => {
    page.favourites = ['fav-a', 'fav-b'];
    page.catalogue = CATALOGUE;
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const first = shelf('because-you-like', 'shelf-1');
    const second = shelf('because-you-like', 'shelf-2');
    expect(second.result.current.refresh).toBeNull();
    first.unmount();
    expect(second.result.current.refresh).toBeTypeOf('function');
    act(() => second.result.current.refresh?.());
    expect(seedOf(second.result.current)).toBe('fav-a');
  });
});

describe('the player lists a shelf loads (only those its type needs)', () => {
  it.each<[PersonalShelfType, PlayerListName[]]>([
    ['favourites', []],
    ['favourites-live', []],
    ['because-you-like', []],
    ['because-you-played', ['player-games']],
    ['most-played', ['player-games']],
    ['recently-played', ['player-games']],
    ['recent-wins', ['game-results']],
    ['tried-once', ['special-categories']],
    ['personalised-marketing', ['personalised-games']],
  ])('%s loads %j', (type, lists) => {
    page.catalogue = CATALOGUE;
    shelf(type, 'shelf-1');
    expect(page.ensure.mock.calls).toEqual(lists.map((name) => [name, 'demo']));
  });

  it('a guest loads none', () => {
    page.player = null;
    shelf('because-you-played', 'shelf-1');
    expect(page.ensure).not.toHaveBeenCalled();
  });

  it('because you played is seeded from the player games it loaded', () => {
    page.catalogue = CATALOGUE;
    page.lists['player-games'] = [{ gameType: 'fav-c', gameRoundCount: 60 }];
    const { result } = shelf('because-you-played', 'shelf-1');
    expect(page.ensure.mock.calls).toEqual([['player-games', 'demo']]);
    expect(seedOf(result.current)).toBe('fav-c');
  });
});
