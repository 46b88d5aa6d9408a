import { CONTENT_PATHS } from '@casino/core/content-api';
import type { PlayMode } from '@casino/core/game-launch';
import { previewLink } from '@casino/core/routes';
import type { Jackpot, SearchSettings } from '@casino/core/schemas';
import { Jackpot as JackpotSchema, parseList } from '@casino/core/schemas';
import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import type { GameDetailsView } from '~/features/game-details/game-details.server';
import { closeGameDetails, selectGame } from '~/features/game-details/game-details-store';
import { launchGame } from '~/features/game-launch/launch';
import type { LobbyCatalogue } from '~/features/games/catalogue.server';
import { catalogueQuery, fetchCatalogue } from '~/features/games/use-catalogue';
import { useLocale } from '~/features/i18n/i18n';
import { runSearch, type SearchGroups } from '~/features/search/search-model';
import { usePublicConfig, useShell } from '~/features/shell/use-shell';

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

/** Installs `window.casinoPortal` for the current lobby, locale and preview mode. */
export function usePortalApi(lobby: 'casino' | 'live'): void {
  const navigate = useNavigate();
  const locale = useLocale();
  const shell = useShell();
  const { contentApiUrl } = usePublicConfig();
  const routeName = useMatches().at(-1)?.id ?? 'preview';
  const latest = useRef({ navigate, locale, shell, contentApiUrl, routeName, lobby });
  latest.current = { navigate, locale, shell, contentApiUrl, routeName, lobby };

  useEffect(() => {
    const current = () => latest.current;
    const preview = () => current().shell?.preview ?? false;
    const catalogue = () => fetchCatalogue(catalogueQuery(current().lobby, current().locale, preview()));
    const settings = (): SearchSettings | undefined =>
      current().lobby === 'live' ? current().shell?.settings.searchLive : current().shell?.settings.search;
    const details = async (code: string): Promise<GameDetailsView> => {
      const query = `lang=${current().locale}${preview() ? '&status=draft' : ''}`;
      const response = await fetch(`/api/game-details/${encodeURIComponent(code)}?${query}`);
      if (!response.ok) throw new Error(`Unknown game ${code}`);
      return (await response.json()) as GameDetailsView;
    };
    const api: CasinoPortalApi = {
      providers: async () => (await catalogue()).providers,
      categories: async () => (await catalogue()).categories,
      collections: async () => (await catalogue()).collections,
      jackpots: async () => {
        const status = preview() ? 'draft' : 'published';
        const response = await fetch(
          `${current().contentApiUrl}${CONTENT_PATHS.jackpots}?locale=${current().locale}&status=${status}`,
        );
        if (!response.ok) throw new Error('errors.failed-to-fetch-jackpots');
        return parseList(JackpotSchema, await response.json())?.items ?? [];
      },
      game: {
        open: async (code) => selectGame(code),
        close: async () => closeGameDetails(),
        play: async (code, mode) =>
          launchGame(await details(code), {
            mode,
            fromRoute: current().routeName,
            origin: 'api',
            preview: preview(),
            locale: current().locale,
            contentApiUrl: current().contentApiUrl,
            navigate: current().navigate,
          }),
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
    window.casinoPortal = api;
    return () => {
      if (window.casinoPortal === api) delete window.casinoPortal;
    };
  }, []);
}
