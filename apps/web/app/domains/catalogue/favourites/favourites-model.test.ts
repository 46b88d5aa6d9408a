/**
 * Favourites over the real sandbox gateway (catalogue.md sections 4 and 8): a throwaway clone of `demo`
 * logs in (identity, then the gateway) with one browser's cookie jar; the portal's gateway client and a
 * data client of its own do the rest. Faults are the sandbox's own (this sandbox is the test's alone).
 */
import { FAVOURITES_ERRORS } from '@casino/core/favourites';
import { GATEWAY_PATHS } from '@casino/core/gateway-api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearPlayerData } from '~/domains/player/player-data';
import { dataClient } from '~/shared/data/client';
import { createDataClient } from '~/shared/data/query-client';
import { fakeVisibility } from '~/shared/hooks/fake-visibility';
import { startSandbox, type TestSandbox } from '~test-support/sandbox';
import { sandboxPlayer } from '~test-support/sandbox-player';
import { createFavourites, favouritesQuery } from './favourites-model';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startSandbox('favourites');
});
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('/__sandbox/faults', undefined, 'DELETE');
});

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await sandbox.control(path, body);
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

const fault = (spec: Record<string, unknown>) => control<{ id: string }>('/__sandbox/faults', spec);

async function setup() {
  const { username, gateway, favourites: stored } = await sandboxPlayer(sandbox);
  const client = createDataClient({ visibility: fakeVisibility().visibility });
  const notify = vi.fn();
  const log = vi.fn();
  let current: string | null = username;
  const posts = vi.fn();
  const favourites = createFavourites({
    client,
    gateway: () => ({
      favourites: gateway.favourites,
      updateFavourites: (body, options) => {
        posts(body);
        return gateway.updateFavourites(body, options);
      },
    }),
    notify,
    log,
    currentPlayer: () => current,
  });
  const list = () => client.getData<string[]>(favouritesQuery.key(username));
  return {
    username,
    stored,
    client,
    favourites,
    notify,
    log,
    posts,
    list,
    logOut: () => {
      current = null;
      client.remove(['player']);
    },
    logIn: () => {
      current = username;
    },
  };
}

/** A game of the catalogue that the player has not marked. */
async function otherGame(taken: readonly string[]): Promise<string> {
  const games = (await (await fetch(`${sandbox.origin}/games/no-files`)).json()) as { gameCode: string }[];
  const game = games.find((item) => !taken.includes(item.gameCode));
  if (!game) throw new Error('no free game');
  return game.gameCode;
}

describe('favourites over the sandbox gateway', () => {
  it('loads the player’s favourites as game codes, newest first, once', async () => {
    const { username, stored, favourites, list } = await setup();
    expect(await favourites.load(username)).toBe(true);
    expect(list()).toEqual(await stored());
    expect(list()).toHaveLength(6);
    // Loaded: ensure asks nothing more.
    favourites.ensure(username);
    expect(favourites.state(username).fetching).toBe(false);
  });

  it('adding puts the game at the front, here and in the gateway; removing drops it', async () => {
    const { username, stored, favourites, list } = await setup();
    await favourites.load(username);
    const before = list()!;
    const code = await otherGame(before);

    const adding = favourites.toggle(username, code);
    // Optimistic: at the front before the gateway answered.
    expect(list()).toEqual([code, ...before]);
    expect(await adding).toBe('added');
    expect(list()).toEqual([code, ...before]);
    expect(await stored()).toEqual([code, ...before]);

    const last = before.at(-1)!;
    expect(await favourites.toggle(username, last)).toBe('removed');
    expect(list()).toEqual([code, ...before.slice(0, -1)]);
    expect(await stored()).toEqual([code, ...before.slice(0, -1)]);

    expect(await favourites.toggle(username, code)).toBe('removed');
    expect(await stored()).toEqual(before.slice(0, -1));
  });

  it('a toggle is refused while the previous one is in flight, then works', async () => {
    const { username, stored, favourites, list, posts } = await setup();
    await favourites.load(username);
    const before = list()!;
    const [first, second] = [await otherGame(before), before[0]!];
    await fault({ path: GATEWAY_PATHS.favourites, method: 'POST', delayMs: 400, times: 1 });

    const slow = favourites.toggle(username, first);
    expect(favourites.toggling.get()).toBe(first);
    expect(await favourites.toggle(username, second)).toBe('blocked');
    expect(await favourites.toggle(username, first)).toBe('blocked');
    expect(await slow).toBe('added');
    expect(favourites.toggling.get()).toBeNull();
    expect(posts).toHaveBeenCalledTimes(1);
    expect(list()).toEqual([first, ...before]);

    expect(await favourites.toggle(username, second)).toBe('removed');
    expect(posts).toHaveBeenCalledTimes(2);
    expect(await stored()).toEqual([first, ...before.slice(1)]);
  });

  it('a failed add is rolled back with errors.unable-to-favorite-game', async () => {
    const { username, stored, favourites, list, notify } = await setup();
    await favourites.load(username);
    const before = list()!;
    const code = await otherGame(before);
    await fault({ path: GATEWAY_PATHS.favourites, method: 'POST', status: 503, times: 1 });

    const adding = favourites.toggle(username, code);
    expect(list()).toEqual([code, ...before]);
    expect(await adding).toBe('failed');
    expect(list()).toEqual(before);
    expect(await stored()).toEqual(before);
    expect(notify).toHaveBeenCalledWith({ type: 'alert', title: FAVOURITES_ERRORS.add, limit: 1 });
    expect(FAVOURITES_ERRORS.add).toBe('errors.unable-to-favorite-game');
    // The fault was for one call: the next toggle saves.
    expect(await favourites.toggle(username, code)).toBe('added');
    expect(await stored()).toEqual([code, ...before]);
  });

  it('a failed remove is rolled back with errors.unable-to-remove-game-from-favorites', async () => {
    const { username, favourites, list, notify } = await setup();
    await favourites.load(username);
    const before = list()!;
    await fault({ path: GATEWAY_PATHS.favourites, method: 'POST', body: 'malformed', times: 1 });

    const removing = favourites.toggle(username, before[2]!);
    expect(list()).toEqual(before.filter((code) => code !== before[2]));
    expect(await removing).toBe('failed');
    // Back in its place, not at the front.
    expect(list()).toEqual(before);
    expect(notify).toHaveBeenCalledWith({
      type: 'alert',
      title: 'errors.unable-to-remove-game-from-favorites',
      limit: 1,
    });
  });

  it('a failed load is errors.failed-to-fetch-favorites with try again, and is not loaded again by itself', async () => {
    const { username, stored, favourites, notify, list } = await setup();
    await fault({ path: GATEWAY_PATHS.favourites, method: 'GET', status: 500, times: 1 });
    favourites.ensure(username);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    const toast = notify.mock.calls[0]![0];
    expect(toast).toMatchObject({
      type: 'alert',
      title: 'errors.failed-to-fetch-favorites',
      actionText: 'errors.tryAgain',
      limit: 1,
    });
    expect(favourites.state(username).status).toBe('error');
    favourites.ensure(username);
    expect(favourites.state(username).fetching).toBe(false);

    toast.onAction();
    await vi.waitFor(() => expect(list()).toEqual(expect.any(Array)));
    expect(list()).toEqual(await stored());
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a list that failed is loaded again by the next login, once the logout took it away', async () => {
    // Catalogue.md section 4: logout clears the favourites, login loads them. The failure of the last
    // session kept them from loading after a new login in the same page (the gateway fault matrix).
    const { username, stored, favourites, notify, list, logOut, logIn } = await setup();
    await fault({ path: GATEWAY_PATHS.favourites, method: 'GET', status: 500, times: 1 });
    favourites.ensure(username);
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    logOut();
    logIn();
    favourites.ensure(username);
    await vi.waitFor(() => expect(list()).toEqual(expect.any(Array)));
    expect(list()).toEqual(await stored());
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a toggle before the list is there loads it first', async () => {
    const { username, stored, favourites, list } = await setup();
    const before = await stored();
    expect(await favourites.toggle(username, before[1]!)).toBe('removed');
    expect(list()).toEqual(before.filter((code) => code !== before[1]));
  });

  it('logout clears the list; a toggle failing after the logout puts nothing back and says nothing', async () => {
    const { username, favourites, list, notify, logOut, client } = await setup();
    await favourites.load(username);
    const code = await otherGame(list()!);
    await fault({ path: GATEWAY_PATHS.favourites, method: 'POST', status: 500, delayMs: 200, times: 1 });
    const adding = favourites.toggle(username, code);
    logOut();
    expect(list()).toBeUndefined();
    expect(await adding).toBe('failed');
    expect(list()).toBeUndefined();
    expect(client.getState(favourites.query(username)).status).toBe('pending');
    expect(notify).not.toHaveBeenCalled();
  });

  it('the session’s logout (clearPlayerData) removes the page’s favourites with the player’s data', () => {
    dataClient.setData(favouritesQuery.key('someone'), ['a', 'b']);
    clearPlayerData();
    expect(dataClient.getData(favouritesQuery.key('someone'))).toBeUndefined();
  });
});
