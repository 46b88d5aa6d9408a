/**
 * The favourites resource (catalogue.md section 7): GET /pams/api/v2/player/favorites
 * (`requestedFavorites=games`) through the page's gateway client, as game codes, newest first. A player
 * data query (ADR 0010): keyed `['player', username, 'favourites']`, so logout's removal of `['player']`
 * clears it.
 */

import { favouriteCodes } from '@casino/core/favourites';
import { playerKey } from '~/domains/player/player-keys';
import type { GatewayClient } from '~/platform/browser/gateway-client';
import type { QueryKey, QueryOptions } from '~/shared/data/query-client';

export type FavouritesGateway = Pick<GatewayClient, 'favourites' | 'updateFavourites'>;

export function favouritesKey(username: string): QueryKey {
  return playerKey(username, 'favourites');
}

export function favouritesQuery(username: string, gateway: () => FavouritesGateway): QueryOptions<string[]> {
  return {
    key: favouritesKey(username),
    fetch: async (signal) => favouriteCodes(await gateway().favourites({ signal })),
    // Only this page's toggles change the list: it stays fresh until logout removes it.
    staleMs: Number.POSITIVE_INFINITY,
    keepMs: Number.POSITIVE_INFINITY,
    // A failure is a toast with its try again (catalogue.md section 8), not silent retries.
    retry: 0,
  };
}
