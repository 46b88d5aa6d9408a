/**
 * Favourites in the browser (catalogue.md sections 4 and 8), framework-free: the list is a player query
 * in the one data layer (its definition and fetcher are here; `use-favourites.ts` watches it); a toggle flips one game optimistically (add at the front, remove drops it),
 * saves it through the gateway and puts the list back with its toast when saving fails; a toggle is
 * refused while the previous one is in flight (one at a time for the page, whichever heart started it).
 * A list that fails to load is `errors.failed-to-fetch-favorites` with try again; it is not loaded again
 * by itself until then, or until a logout took it away and the next login asks for it.
 */
import {
  addFavourite,
  FAVOURITES_ERRORS,
  favouriteCodes,
  favouritesUpdate,
  removeFavourite,
} from '@casino/core/favourites';
import { playerKey } from '~/domains/player/player-keys';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import { defineQuery } from '~/shared/data/define-query';
import type { DataClient, QueryOptions } from '~/shared/data/query-client';
import { optimisticUpdate, type QueryState } from '~/shared/data/query-client';
import type { PortalSnackbarMessage } from '~/shared/snackbars/snackbar-store';
import { createStore, type Store } from '~/shared/ui/create-store';

export type FavouritesGateway = Pick<GatewayClient, 'favourites' | 'updateFavourites'>;

/**
 * GET /pams/api/v2/player/favorites (`requestedFavorites=games`, catalogue.md section 7) as game codes,
 * newest first. A player data query (ADR 0010): keyed `['player', username, 'favourites']`, so logout's
 * removal of `['player']` clears it.
 */
export const favouritesQuery = defineQuery({
  key: (username: string) => playerKey(username, 'favourites'),
  fetch: async (_username, gateway: () => FavouritesGateway, signal): Promise<string[]> =>
    favouriteCodes(await gateway().favourites({ signal })),
  // Only this page's toggles change the list: it stays fresh until logout removes it.
  staleMs: Number.POSITIVE_INFINITY,
  keepMs: Number.POSITIVE_INFINITY,
  // A failure is a toast with its try again (catalogue.md section 8), not silent retries.
  retry: 0,
});

export interface FavouritesDeps {
  client: DataClient;
  gateway: () => FavouritesGateway;
  notify: (message: PortalSnackbarMessage & { onAction?: () => void }) => void;
  /** The logged-in player now (null for a guest): answers for a player who left are dropped. */
  currentPlayer: () => string | null;
  log?: (message: string, error: unknown) => void;
}

/** What a toggle did: `blocked` while another toggle is in flight. */
export type ToggleOutcome = 'added' | 'removed' | 'blocked' | 'failed';

export interface Favourites {
  /** The list's query (the hearts watch it with `enabled: false` and call `ensure`). */
  query(username: string): QueryOptions<string[]>;
  state(username: string): QueryState<string[]>;
  /** Loads the list unless it is loaded, loading, or failed (since the last login) and waiting for try again. */
  ensure(username: string): void;
  /** Loads the list now (try again); resolves whether it loaded. */
  load(username: string, force?: boolean): Promise<boolean>;
  toggle(username: string, gameCode: string): Promise<ToggleOutcome>;
  /** The game whose toggle is in flight, or null. */
  toggling: Store<string | null>;
}

export function createFavourites(deps: FavouritesDeps): Favourites {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const toggling = createStore<string | null>(null);
  /** Players whose list failed to load: loaded again only by try again (or a toggle). */
  const failed = new Set<string>();
  const query = (username: string) => favouritesQuery.load(username, deps.gateway);

  function load(username: string, force = false): Promise<boolean> {
    failed.delete(username);
    return deps.client.fetch(query(username), { force }).then(
      () => true,
      (error: unknown) => {
        // A load dropped by a logout, or answered for a player who has gone, is nobody's error.
        if (deps.currentPlayer() !== username) return false;
        failed.add(username);
        log('Favourites failed to load', error);
        deps.notify({
          type: 'alert',
          title: FAVOURITES_ERRORS.load,
          actionText: 'errors.tryAgain',
          limit: 1,
          onAction: () => void load(username, true),
        });
        return false;
      },
    );
  }

  async function toggle(username: string, gameCode: string): Promise<ToggleOutcome> {
    if (toggling.get() !== null) return 'blocked';
    toggling.set(gameCode);
    try {
      const key = favouritesQuery.key(username);
      if (deps.client.getData<string[]>(key) === undefined && !(await load(username))) return 'failed';
      const adding = !(deps.client.getData<string[]>(key) ?? []).includes(gameCode);
      const rollback = optimisticUpdate<string[]>(deps.client, key, (list = []) =>
        adding ? addFavourite(list, gameCode) : removeFavourite(list, gameCode),
      );
      try {
        await deps.gateway().updateFavourites(favouritesUpdate(gameCode, adding ? 'add' : 'remove'));
        return adding ? 'added' : 'removed';
      } catch (error) {
        // Logged out meanwhile: the list is gone with the player, there is nothing to put back.
        if (deps.currentPlayer() !== username || deps.client.getData(key) === undefined) return 'failed';
        rollback();
        log(`Favourite ${adding ? 'add' : 'remove'} failed`, error);
        deps.notify({
          type: 'alert',
          title: adding ? FAVOURITES_ERRORS.add : FAVOURITES_ERRORS.remove,
          limit: 1,
        });
        return 'failed';
      }
    } finally {
      toggling.set(null);
    }
  }

  return {
    query,
    state: (username) => deps.client.getState(query(username)),
    ensure(username) {
      const state = deps.client.getState(query(username));
      // A failure waits for try again only while it stands: a logout removes the list with its error,
      // and the next login loads it (catalogue.md section 4).
      if (state.status === 'success' || state.fetching || (failed.has(username) && state.error !== null))
        return;
      void load(username);
    },
    load,
    toggle,
    toggling,
  };
}
