import type { PlayMode } from '@casino/core/game-launch';
import { previewLink } from '@casino/core/routes';
import type { Jackpot, SearchSettings } from '@casino/core/schemas';
import type { NavigateFunction } from 'react-router';
import { fetchGameDetails } from '~/features/game-details/fetch-game-details';
import { closeGameDetails, selectGame } from '~/features/game-details/game-details-store';
import type { LobbyCatalogue } from '~/features/games/catalogue.server';
import { catalogueQuery, fetchCatalogue } from '~/features/games/use-catalogue';
import { runSearch, type SearchGroups } from '~/features/search/search-model';
import type { ShellData } from '~/shared/context/shell-data';

/** The global API the host page uses (shell.md section 7); every method resolves to plain data. */
export interface CasinoPortalApi {
  providers(): Promise<LobbyCatalogue['providers']>;
  categories(): Promise<LobbyCatalogue['categories']>;
  collections(): Promise<LobbyCatalogue['collections']>;
  jackpots(): Promise<Jackpot[]>;
  game: {
    open(code: string): Promise<void>;
    close(): Promise<void>;
    play(code: string, mode: PlayMode): Promise<void>;
  };
  navigate(path: string): Promise<void>;
  search(term: string): Promise<SearchGroups>;
}

declare global {
  interface Window {
    casinoPortal?: CasinoPortalApi;
  }
}

/** What the API reads from the page each time it is called. */
export interface PortalState {
  navigate: NavigateFunction;
  locale: string;
  shell: ShellData | undefined;
  contentApiUrl: string;
  routeName: string;
  lobby: 'casino' | 'live';
}

export function createPortalApi(current: () => PortalState): CasinoPortalApi {
  const preview = () => current().shell?.preview ?? false;
  const catalogue = () => fetchCatalogue(catalogueQuery(current().lobby, current().locale, preview()));
  const settings = (): SearchSettings | undefined =>
    current().lobby === 'live' ? current().shell?.settings.searchLive : current().shell?.settings.search;
  const details = (code: string) => fetchGameDetails(code, current().locale, preview());

  const api: CasinoPortalApi = {
    providers: async () => (await catalogue()).providers,
    categories: async () => (await catalogue()).categories,
    collections: async () => (await catalogue()).collections,
    jackpots: async () => {
      const { fetchJackpots, jackpotsUrl } = await import('~/features/jackpots/jackpots-api');
      const status = preview() ? 'draft' : 'published';
      return fetchJackpots(jackpotsUrl(current().contentApiUrl, current().locale, status));
    },
    game: {
      open: async (code) => selectGame(code),
      close: async () => closeGameDetails(),
      play: async (code, mode) => {
        const [{ launchGame }, game] = await Promise.all([
          import('~/features/game-launch/launch'),
          details(code),
        ]);
        return launchGame(game, {
          mode,
          fromRoute: current().routeName,
          origin: 'api',
          preview: preview(),
          locale: current().locale,
          navigate: current().navigate,
        });
      },
    },
    navigate: async (path) => {
      await current().navigate(previewLink(path, preview()));
    },
    search: async (term) => {
      const searchSettings = settings();
      if (!searchSettings) return { games: [], providers: [], categories: [], collections: [] };
      return runSearch(await catalogue(), searchSettings, term);
    },
  };
  return api;
}
