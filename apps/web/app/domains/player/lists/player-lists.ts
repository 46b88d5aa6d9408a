/**
 * The player's lists behind the personal shelves (catalogue.md sections 4, 7 and 8), each a player
 * query keyed `['player', username, name]` so that logout's removal of `['player']` clears them. When
 * each loads, reloads (`FRESH_MS`) and fails: ADR 0011.
 */
import type { GameResultRecord, PlayerGameRecord } from '@casino/core/gateway-schemas';
import type { PlayerDataNeed } from '@casino/core/personal-shelves';
import {
  gameResultsRequest,
  type PersonalisedGamesCache,
  planPersonalisedGames,
  playerGamesRequest,
  resolvePersonalisedGames,
} from '@casino/core/player-games';
import { PersonalizedCategory } from '@casino/core/schemas';
import * as v from 'valibot';
import { playerKey } from '~/domains/player/player-keys';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import { defineQuery, type QueryDefinition } from '~/shared/data/define-query';
import type { DataClient, QueryOptions } from '~/shared/data/query-client';
import type { TranslationKey } from '~/shared/i18n/keys';
import type { PortalSnackbarMessage } from '~/shared/snackbars/snackbar-store';

/** The toasts of catalogue.md section 8, per kind of player data (with try again, but the marketing one). */
const PLAYER_DATA_ERRORS: Record<Exclude<PlayerDataNeed, 'favourites'>, TranslationKey> = {
  'special-categories': 'errors.failed-to-fetch-special-categories',
  'player-games': 'errors.failed-to-fetch-player-games',
  'game-results': 'errors.failed-to-fetch-recent-game-results',
  'personalised-games': 'errors.failed-to-fetch-personalised-games',
};

export type PlayerListName = 'player-games' | 'game-results' | 'special-categories' | 'personalised-games';

export interface PlayerLists {
  'player-games': PlayerGameRecord[];
  'game-results': GameResultRecord[];
  'special-categories': Record<string, string[]>;
  'personalised-games': string[];
}

/** A list loaded less than this long ago is not loaded again when another shelf or page asks. */
export const FRESH_MS = 15_000;

export const PERSONALISED_CACHE_KEY = 'personalisedGames';

/** What loads each list: the page's fetchers (`createPlayerLists` makes them from its sources). */
export type PlayerListFetchers = {
  [N in PlayerListName]: (username: string, signal: AbortSignal) => Promise<PlayerLists[N]>;
};

function playerListQuery<N extends PlayerListName>(name: N) {
  return defineQuery({
    key: (username: string) => playerKey(username, name),
    fetch: (username, fetchers: PlayerListFetchers, signal): Promise<PlayerLists[N]> =>
      (fetchers[name] as PlayerListFetchers[N])(username, signal),
    staleMs: FRESH_MS,
    keepMs: Number.POSITIVE_INFINITY,
    // A failure is a toast with its try again (catalogue.md section 8), not silent retries.
    retry: 0,
  });
}

/** The player's lists, each bound to its data type (a shelf watches one; `createPlayerLists` loads it). */
export const playerListQueries: {
  [N in PlayerListName]: QueryDefinition<string, PlayerLists[N], PlayerListFetchers>;
} = {
  'player-games': playerListQuery('player-games'),
  'game-results': playerListQuery('game-results'),
  'special-categories': playerListQuery('special-categories'),
  'personalised-games': playerListQuery('personalised-games'),
};

export interface PlayerListsDeps {
  client: DataClient;
  gateway: () => Pick<GatewayClient, 'playerGames' | 'gameResults' | 'personalisedGames'>;
  /** The content API's base URL, the language and the content status (the special categories). */
  content: () => { baseUrl: string; locale: string; status: string };
  /** The player's user id, for the marketing service (from the player's info). */
  userId: (username: string) => Promise<string>;
  /** Where the marketing answer is kept between pages and visits (localStorage). */
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | null;
  fetchJson: (
    url: string,
    init: { signal: AbortSignal; credentials: RequestCredentials },
  ) => Promise<unknown>;
  notify: (message: PortalSnackbarMessage & { onAction?: () => void }) => void;
  currentPlayer: () => string | null;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

const SpecialCategories = v.array(v.unknown());

/** The answer's records that parse, as type -> game codes (the first record of a type wins). */
export function specialCategoryCodes(body: unknown): Record<string, string[]> {
  const list = v.parse(SpecialCategories, body);
  const codes: Record<string, string[]> = {};
  for (const record of list) {
    const parsed = v.safeParse(PersonalizedCategory, record);
    if (parsed.success && !codes[parsed.output.type]) codes[parsed.output.type] = parsed.output.games;
  }
  return codes;
}

/** The stored marketing answer for this player, or null (another player's, or unreadable). */
export function readPersonalisedCache(
  storage: Pick<Storage, 'getItem'> | null,
  username: string,
): PersonalisedGamesCache | null {
  try {
    const stored = JSON.parse(storage?.getItem(PERSONALISED_CACHE_KEY) ?? 'null') as
      | (PersonalisedGamesCache & { username?: string })
      | null;
    if (
      !stored ||
      stored.username !== username ||
      typeof stored.storedAt !== 'number' ||
      typeof stored.data?.duration !== 'number' ||
      !Array.isArray(stored.data.recommendations) ||
      !stored.data.recommendations.every((code) => typeof code === 'string')
    )
      return null;
    return { data: stored.data, storedAt: stored.storedAt };
  } catch {
    return null;
  }
}

export function createPlayerLists(deps: PlayerListsDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((message, error) => console.error(message, error));
  /** Lists whose load failed, per player: loaded again only by try again. */
  const failed = new Set<string>();

  async function personalisedGames(username: string): Promise<string[]> {
    const storage = deps.storage();
    const cache = readPersonalisedCache(storage, username);
    const plan = planPersonalisedGames(cache, now());
    if (plan.type === 'use-cache') return plan.games;
    let fetched: Parameters<typeof resolvePersonalisedGames>[0];
    try {
      const userId = await deps.userId(username);
      fetched = {
        ok: true,
        data: await deps.gateway().personalisedGames({ customer_ids: { userId }, params: {} }),
      };
    } catch (error) {
      log('Personalised games failed to load', error);
      fetched = { ok: false };
    }
    const outcome = resolvePersonalisedGames(fetched, cache, now());
    if (outcome.source === 'none') throw new Error('Personalised games failed to load');
    if (outcome.source === 'network' && outcome.cache)
      try {
        storage?.setItem(PERSONALISED_CACHE_KEY, JSON.stringify({ ...outcome.cache, username }));
      } catch {
        // A full or blocked storage: the answer still shows, it is fetched again next time.
      }
    return outcome.games;
  }

  const fetchers: PlayerListFetchers = {
    'player-games': async (_username, signal) =>
      (await deps.gateway().playerGames(playerGamesRequest(now(), deps.content().locale), { signal }))
        .results,
    'game-results': async (_username, signal) =>
      (await deps.gateway().gameResults(gameResultsRequest(now()), { signal })).results,
    'special-categories': async (_username, signal) => {
      const { baseUrl, locale, status } = deps.content();
      const url = `${baseUrl}/Personalized/general/categories?${new URLSearchParams({ locale, status })}`;
      return specialCategoryCodes(await deps.fetchJson(url, { signal, credentials: 'include' }));
    },
    'personalised-games': (username) => personalisedGames(username),
  };

  function query<N extends PlayerListName>(name: N, username: string): QueryOptions<PlayerLists[N]> {
    return playerListQueries[name].load(username, fetchers);
  }

  function load(name: PlayerListName, username: string, force = false): Promise<boolean> {
    const id = `${username}|${name}`;
    failed.delete(id);
    return deps.client.fetch(query(name, username), { force }).then(
      () => true,
      (error: unknown) => {
        // A load dropped by a logout, or answered for a player who has gone, is nobody's error.
        if (deps.currentPlayer() !== username) return false;
        failed.add(id);
        log(`Player list ${name} failed to load`, error);
        const marketing = name === 'personalised-games';
        deps.notify({
          type: 'alert',
          title: PLAYER_DATA_ERRORS[name],
          limit: 1,
          ...(marketing
            ? {}
            : { actionText: 'errors.tryAgain', onAction: () => void load(name, username, true) }),
        });
        return false;
      },
    );
  }

  return {
    query,
    load,
    /**
     * Loads the list unless it is fresh, loading, or failed and waiting for try again. A failure waits
     * only while it stands: a logout removes the list with its error, and the next login loads it.
     */
    ensure(name: PlayerListName, username: string): void {
      const state = deps.client.getState(query(name, username));
      if (state.fetching || (failed.has(`${username}|${name}`) && state.error !== null)) return;
      if (state.status === 'success' && now() - state.updatedAt < FRESH_MS) return;
      void load(name, username, state.status === 'success');
    },
  };
}

export type PlayerListsModel = ReturnType<typeof createPlayerLists>;
