import type { Lobby } from '@casino/core/filters';
import type { PlayMode } from '@casino/core/game-launch';
import { previewLink } from '@casino/core/routes';
import type { SearchSettings } from '@casino/core/schemas';
import type { NavigateFunction } from 'react-router';
import { closeGameDetails, fetchGameDetails, selectGame } from '~/domains/catalogue/game-details';
import { type LobbyCatalogue, loadCatalogue } from '~/domains/catalogue/games';
import { type JackpotCard, loadJackpots } from '~/domains/catalogue/jackpots';
import { type PortalAuthApi, portalAuthApi } from '~/domains/player/session';
import { filtersInUse } from '~/features/filters';
import { runSearch, type SearchGroups } from '~/features/search';
import type { ClientContentContext } from '~/shared/context/content-context';
import type { ShellData } from '~/shared/context/shell-data';

/** The global API the host page uses (shell.md section 7); every method resolves to plain data. */
export interface CasinoPortalApi {
  providers(): Promise<LobbyCatalogue['providers']>;
  categories(): Promise<LobbyCatalogue['categories']>;
  collections(): Promise<LobbyCatalogue['collections']>;
  jackpots(): Promise<JackpotCard[]>;
  game: {
    open(code: string): Promise<void>;
    close(): Promise<void>;
    play(code: string, mode: PlayMode): Promise<void>;
  };
  navigate(path: string): Promise<void>;
  search(term: string): Promise<SearchGroups>;
  auth: PortalAuthApi;
}

declare global {
  interface Window {
    casinoPortal?: CasinoPortalApi;
  }
}

/** What the API reads from the page each time it is called. */
export interface PortalState {
  navigate: NavigateFunction;
  content: ClientContentContext;
  shell: ShellData | undefined;
  contentApiUrl: string;
  routeName: string;
  lobby: Lobby;
}

export function createPortalApi(current: () => PortalState): CasinoPortalApi {
  const catalogue = () => loadCatalogue(current().content, current().lobby);
  const settings = (): SearchSettings | undefined =>
    current().lobby === 'live' ? current().shell?.settings.searchLive : current().shell?.settings.search;

  return {
    providers: async () => (await catalogue()).providers,
    categories: async () => (await catalogue()).categories,
    collections: async () => (await catalogue()).collections,
    jackpots: () => loadJackpots(current().contentApiUrl, current().content),
    game: {
      open: async (code) => selectGame(code),
      close: async () => closeGameDetails(),
      play: async (code, mode) => {
        const { content, routeName, navigate } = current();
        const [{ launchGame }, game] = await Promise.all([
          import('~/domains/catalogue/game-launch'),
          fetchGameDetails(code, content),
        ]);
        return launchGame(game, {
          mode,
          fromRoute: routeName,
          origin: 'api',
          preview: content.preview,
          locale: content.locale,
          navigate,
          filterUsed: filtersInUse(),
        });
      },
    },
    navigate: async (path) => {
      await current().navigate(previewLink(path, current().content.preview));
    },
    search: async (term) => {
      const searchSettings = settings();
      if (!searchSettings) return { games: [], providers: [], categories: [], collections: [] };
      return runSearch(await catalogue(), searchSettings, term);
    },
    auth: portalAuthApi,
  };
}
