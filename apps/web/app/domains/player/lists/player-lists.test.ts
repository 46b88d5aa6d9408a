/**
 * The player's lists over the real sandbox (catalogue.md sections 4, 7 and 8): a throwaway clone of
 * `demo` logged in with one browser's cookie jar; the portal's gateway client and a data client of the
 * test's own. Faults are the sandbox's own (this sandbox is the test's alone).
 */
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { favouritesQuery } from '~/domains/catalogue/favourites/favourites-model';
import { clearPlayerData } from '~/domains/player/player-data';
import { playerKey } from '~/domains/player/player-keys';
import { dataClient } from '~/shared/data/client';
import { createDataClient } from '~/shared/data/query-client';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import { sandboxPlayer } from '~test-support/sandbox-player';
import {
  createPlayerLists,
  FRESH_MS,
  PERSONALISED_CACHE_KEY,
  type PlayerListName,
  readPersonalisedCache,
  specialCategoryCodes,
} from './player-lists';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('player-lists');
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

const fault = async (spec: Record<string, unknown>) => {
  const response = await sandbox.control('/__sandbox/faults', spec);
  expect(response.ok).toBe(true);
};

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

async function setup(options: { now?: () => number } = {}) {
  const player = await sandboxPlayer(sandbox);
  const client = createDataClient({ visibility: fakeVisibility().visibility, now: options.now });
  const notify = vi.fn();
  const marketing = vi.fn();
  const storage = memoryStorage();
  let current: string | null = player.username;
  const lists = createPlayerLists({
    client,
    gateway: () => ({
      playerGames: player.gateway.playerGames,
      gameResults: player.gateway.gameResults,
      personalisedGames: (body, o) => {
        marketing(body);
        return player.gateway.personalisedGames(body, o);
      },
    }),
    content: () => ({ baseUrl: sandbox.origin, locale: 'ro', status: 'published' }),
    userId: async () => {
      const info = await player.gateway.playerInfo(['userId']);
      return info.info.playerDataMap.userId ?? '';
    },
    storage: () => storage,
    fetchJson: async (url, init) => {
      const response = await player.fetch(url, init);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
    notify,
    currentPlayer: () => current,
    now: options.now,
    log: () => {},
  });
  const data = <T>(name: PlayerListName) => client.getData<T>(playerKey(player.username, name));
  return {
    ...player,
    client,
    lists,
    notify,
    marketing,
    storage,
    data,
    logOut: () => {
      current = null;
      client.remove(['player']);
    },
    logIn: () => {
      current = player.username;
    },
  };
}

describe('the player lists over the sandbox gateway', () => {
  it('player games: the last month’s games played at least 10 times, with their round counts', async () => {
    const { username, lists, data } = await setup();
    expect(await lists.load('player-games', username)).toBe(true);
    const games = data<{ gameType: string; gameRoundCount: number }[]>('player-games')!;
    expect(games.length).toBeGreaterThan(0);
    for (const game of games) expect(game.gameRoundCount).toBeGreaterThanOrEqual(10);
    // demo's most played game is orbita-de-chihlimbar-duo with 72 rounds (sandbox README).
    expect(games.find((game) => game.gameType === 'orbita-de-chihlimbar-duo')?.gameRoundCount).toBe(72);
  });

  it('game results: one page of at most 30 rounds, with their wins', async () => {
    const { username, lists, data } = await setup();
    expect(await lists.load('game-results', username)).toBe(true);
    const results = data<{ gameType: string; win: number }[]>('game-results')!;
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(30);
    expect(results.some((result) => result.win > 0)).toBe(true);
  });

  it('special categories: the logged-in player’s lists by type, from the session cookie', async () => {
    const { username, lists, data, favourites } = await setup();
    expect(await lists.load('special-categories', username)).toBe(true);
    const special = data<Record<string, string[]>>('special-categories')!;
    expect(special.favourites).toEqual(
      (await favourites()).filter((code) => special['favourites-live']?.includes(code) !== true),
    );
    expect(Object.keys(special)).toEqual(expect.arrayContaining(['most-played', 'recently-played']));
    // A guest (no session cookie) gets none.
    const guest = await (await fetch(`${sandbox.origin}/Personalized/general/categories?locale=ro`)).json();
    expect(specialCategoryCodes(guest)).toEqual({});
  });

  it('a record that does not parse is dropped, the others kept', () => {
    expect(
      specialCategoryCodes([
        { type: 'tried-once', games: ['a', 'b'] },
        { type: 'not-a-type', games: ['c'] },
        { type: 'free-spins', games: 'd' },
        { type: 'golden-chips', games: ['e'] },
      ]),
    ).toEqual({ 'tried-once': ['a', 'b'], 'golden-chips': ['e'] });
    expect(() => specialCategoryCodes({ not: 'a list' })).toThrow();
  });

  it('a failed list is its toast with try again, is not loaded again by itself, and try again loads it', async () => {
    const { username, lists, notify, data } = await setup();
    await fault({ path: GATEWAY_PATHS.playerGames, status: 503, times: 1 });
    expect(await lists.load('player-games', username)).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    const toast = notify.mock.calls[0]![0];
    expect(toast).toMatchObject({
      type: 'alert',
      title: 'errors.failed-to-fetch-player-games',
      actionText: 'errors.tryAgain',
    });
    lists.ensure('player-games', username);
    expect(lists.query('player-games', username)).toBeTruthy();
    expect(data('player-games')).toBeUndefined();
    toast.onAction();
    await vi.waitFor(() => expect(data('player-games')).toBeDefined());
  });

  it('a list that failed is loaded again by the next login, once the logout took it away', async () => {
    // Catalogue.md section 4: logout clears the player's lists, login loads them all. The failure of
    // the last session kept them from loading after a new login in the same page (the gateway fault
    // matrix: the shelves said "failed" with no toast left to try again).
    const { username, lists, notify, data, logOut, logIn } = await setup();
    await fault({ path: GATEWAY_PATHS.gameResults, status: 500, times: 1 });
    expect(await lists.load('game-results', username)).toBe(false);
    logOut();
    logIn();
    lists.ensure('game-results', username);
    await vi.waitFor(() => expect(data('game-results')).toBeDefined());
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a refresh that failed is not tried again by itself: the last good list stays', async () => {
    let now = 1_000_000;
    const { username, lists, notify, data, client } = await setup({ now: () => now });
    expect(await lists.load('player-games', username)).toBe(true);
    const loaded = data('player-games');
    now += FRESH_MS;
    await fault({ path: GATEWAY_PATHS.playerGames, status: 500 });
    lists.ensure('player-games', username);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    lists.ensure('player-games', username);
    expect(client.getState(lists.query('player-games', username)).fetching).toBe(false);
    expect(data('player-games')).toBe(loaded);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('each list fails with its own toast', async () => {
    const { username, lists, notify } = await setup();
    await fault({ path: GATEWAY_PATHS.gameResults, status: 500, times: 1 });
    await fault({ path: '/Personalized/general/categories', status: 500, times: 1 });
    expect(await lists.load('game-results', username)).toBe(false);
    expect(await lists.load('special-categories', username)).toBe(false);
    expect(notify.mock.calls.map(([message]) => message.title)).toEqual([
      'errors.failed-to-fetch-recent-game-results',
      'errors.failed-to-fetch-special-categories',
    ]);
  });

  it('a list answered after the player logged out is nobody’s error', async () => {
    const { username, lists, notify, logOut } = await setup();
    await fault({ path: GATEWAY_PATHS.gameResults, status: 500, delayMs: 200, times: 1 });
    const loading = lists.load('game-results', username);
    logOut();
    expect(await loading).toBe(false);
    expect(notify).not.toHaveBeenCalled();
  });

  it('ensure loads a list again only when it is older than FRESH_MS', async () => {
    let now = Date.now();
    const { username, lists, client } = await setup({ now: () => now });
    await lists.load('player-games', username);
    const first = client.getState(lists.query('player-games', username)).updatedAt;
    lists.ensure('player-games', username);
    expect(client.getState(lists.query('player-games', username)).fetching).toBe(false);
    now += FRESH_MS + 1;
    lists.ensure('player-games', username);
    expect(client.getState(lists.query('player-games', username)).fetching).toBe(true);
    await vi.waitFor(() =>
      expect(client.getState(lists.query('player-games', username)).fetching).toBe(false),
    );
    expect(client.getState(lists.query('player-games', username)).updatedAt).not.toBe(first);
  });
});

describe('personalised games (the marketing service)', () => {
  it('are fetched for the player’s user id and kept with storedAt and duration', async () => {
    const now = Date.now();
    const { username, lists, marketing, storage, data } = await setup({ now: () => now });
    expect(await lists.load('personalised-games', username)).toBe(true);
    expect(marketing).toHaveBeenCalledTimes(1);
    expect(marketing.mock.calls[0]![0]).toMatchObject({
      customer_ids: { userId: expect.any(String) },
      params: {},
    });
    const cache = readPersonalisedCache(storage, username)!;
    expect(cache.storedAt).toBe(now);
    expect(cache.data.duration).toBeGreaterThan(0);
    expect(data('personalised-games')).toEqual(cache.data.recommendations);
    // Another player's answer is not this one's.
    expect(readPersonalisedCache(storage, 'someone-else')).toBeNull();
  });

  it('a fresh cache answers without the service; a stale one is fetched again', async () => {
    let now = Date.now();
    const { username, lists, marketing, client } = await setup({ now: () => now });
    await lists.load('personalised-games', username);
    now += 1000;
    await client.fetch(lists.query('personalised-games', username), { force: true });
    expect(marketing).toHaveBeenCalledTimes(1);
    now += 900_000;
    await client.fetch(lists.query('personalised-games', username), { force: true });
    expect(marketing).toHaveBeenCalledTimes(2);
  });

  it('a failure uses the stale cache with no toast; with no cache it is a toast with no action', async () => {
    let now = Date.now();
    const { username, lists, notify, storage, data } = await setup({ now: () => now });
    await lists.load('personalised-games', username);
    const stored = readPersonalisedCache(storage, username)!;
    now += 3_600_000;
    await fault({ path: GATEWAY_PATHS.personalisedGames, status: 500, times: 1 });
    expect(await lists.load('personalised-games', username, true)).toBe(true);
    expect(data('personalised-games')).toEqual(stored.data.recommendations);
    expect(notify).not.toHaveBeenCalled();

    storage.setItem(PERSONALISED_CACHE_KEY, 'not json');
    await fault({ path: GATEWAY_PATHS.personalisedGames, status: 500, times: 1 });
    expect(await lists.load('personalised-games', username, true)).toBe(false);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify.mock.calls[0]![0]).toMatchObject({ title: 'errors.failed-to-fetch-personalised-games' });
    expect(notify.mock.calls[0]![0].actionText).toBeUndefined();
  });
});

describe('logout', () => {
  /** Every list of the personal shelves: a list added to `PlayerListName` and not here fails to compile. */
  const SHELF_LISTS: Record<PlayerListName, unknown> = {
    'player-games': [{ gameType: 'orbita-de-chihlimbar-duo', gameRoundCount: 72 }],
    'game-results': [{ gameType: 'orbita-de-chihlimbar-duo', win: 12.5 }],
    'special-categories': { 'most-played': ['a'], 'recently-played': ['b'], favourites: ['c'] },
    'personalised-games': ['d', 'e'],
  };

  it('the session’s logout (clearPlayerData) removes the personal shelves’ lists and favourites, not the catalogue', () => {
    // The page's own lists model over the page's data client: its query keys are the ones the shelves load.
    const lists = createPlayerLists({
      client: dataClient,
      gateway: () => {
        throw new Error('nothing loads here');
      },
      content: () => ({ baseUrl: '', locale: 'ro', status: 'published' }),
      userId: async () => '',
      storage: () => null,
      fetchJson: async () => [],
      notify: () => {},
      currentPlayer: () => 'someone',
    });
    const names = Object.keys(SHELF_LISTS) as PlayerListName[];
    for (const name of names) {
      expect(lists.query(name, 'someone').key).toEqual(playerKey('someone', name));
      dataClient.setData(lists.query(name, 'someone').key, SHELF_LISTS[name]);
    }
    dataClient.setData(favouritesQuery.key('someone'), ['c']);
    const catalogueKey = ['catalogue', 'casino', 'ro', 'published'];
    dataClient.setData(catalogueKey, { games: [] });
    for (const name of names)
      expect(dataClient.getData(playerKey('someone', name))).toEqual(SHELF_LISTS[name]);

    clearPlayerData();

    for (const name of names) expect(dataClient.getData(playerKey('someone', name))).toBeUndefined();
    expect(dataClient.getData(favouritesQuery.key('someone'))).toBeUndefined();
    expect(dataClient.getData(catalogueKey)).toEqual({ games: [] });
    dataClient.remove(catalogueKey);
  });
});
