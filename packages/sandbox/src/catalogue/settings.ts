/** Global settings, the CMS configuration and the redirect rules. */
import {
  CASINO_FILTER_KEYS,
  type CmsConfiguration,
  DETAIL_TAG_GROUPS,
  type GlobalSettings,
  LIVE_FILTER_KEYS,
} from '@casino/core/schemas';
import { FEATURE_TOGGLES, REDIRECTS } from './fixtures/settings.ts';
import { byPopularity, type GameSeed } from './game-seed.ts';
import type { ProviderPools } from './providers.ts';
import type { RedirectRule } from './types.ts';

/** Search suggests the providers of the most popular games first. */
export function buildGlobalSettings(seeds: GameSeed[], pools: ProviderPools): GlobalSettings {
  const popularProviders = byPopularity(seeds)
    .map((game) => pools.refs[game.provider]!.id)
    .filter((id, index, list) => list.indexOf(id) === index);
  const among = (indexes: number[]) => (id: string) => indexes.some((i) => pools.refs[i]!.id === id);
  return {
    enabledFilters: [...CASINO_FILTER_KEYS],
    enabledFiltersLive: [...LIVE_FILTER_KEYS],
    search: {
      category: 'cat-populare',
      searchResultIncludes: ['categories', 'providers', 'collections'],
      recommendedCategory: 'cat-recomandate',
      popularProviders: popularProviders.filter(among(pools.casino)).slice(0, 6),
    },
    searchLive: {
      category: 'cat-populare-live',
      searchResultIncludes: ['categories', 'providers'],
      recommendedCategory: 'cat-noutati-live',
      popularProviders: popularProviders.filter(among(pools.live)).slice(0, 4),
    },
    detailTags: [...DETAIL_TAG_GROUPS],
    currency: { code: 'RON', iso: 'ro-RO' },
    redirectToAccount: false,
    supportPhone: '0800 410 410',
  };
}

// Copies: each catalogue owns its records, whatever a caller does with another one.
export const buildCmsConfiguration = (): CmsConfiguration => ({ featureToggle: [...FEATURE_TOGGLES] });
export const buildRedirects = (): RedirectRule[] => REDIRECTS.map((rule) => ({ ...rule }));
