/**
 * Hooks over the live tables query. The server and the hydrating client see no live data, so the markup
 * matches; the feed connects after hydration, only on pages that call one of these hooks.
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import {
  type LiveCasinoGame,
  type LiveLanguageGroup,
  type LiveTables,
  liveLanguageGroups,
  mergeLiveTables,
} from '@casino/core/live-tables';
import type { LiveTable } from '@casino/core/schemas';
import { useMemo } from 'react';
import type { LiveFeedStatus } from '~/platform/browser/live-feed';
import { usePublicConfig } from '~/shared/context/public-config';
import { useQueryData, useQueryDataInTransition } from '~/shared/data/use-query';
import { useLocale } from '~/shared/i18n/i18n';
import { type LiveTablesSnapshot, liveTablesQuery, NO_LIVE_TABLES } from './api/live-tables';
import { liveFlagUrl } from './live-language-flags';

function useLiveTablesQuery() {
  return liveTablesQuery(usePublicConfig().liveFeedHubUrl);
}

function useLiveSnapshot<T>(select: (snapshot: LiveTablesSnapshot) => T): T {
  return useQueryData(useLiveTablesQuery(), (data) => select(data ?? NO_LIVE_TABLES));
}

/** Every live table keyed by game code (empty until the feed's table list arrives). */
export function useLiveTables(): LiveTables {
  return useLiveSnapshot((snapshot) => snapshot.tables);
}

/**
 * One table; re-renders only when that table changes, in a transition: a page shows a badge on every
 * live tile, and the feed's table list changes all of them at once (issue 13).
 */
export function useLiveTable(gameCode: string): LiveTable | undefined {
  return useQueryDataInTransition(useLiveTablesQuery(), (data) => (data ?? NO_LIVE_TABLES).tables[gameCode]);
}

export function useLiveFeedStatus(): LiveFeedStatus {
  return useLiveSnapshot((snapshot) => snapshot.status);
}

type LiveGameBase = Pick<CatalogueGame, 'gameCode' | 'name' | 'type'>;

export interface LiveFilterData<T extends LiveGameBase> {
  /** The live casino games with their table merged over them: what core's applyLiveFilters takes. */
  games: LiveCasinoGame<T>[];
  /** Language filter options with flags, by display name in the page's locale. */
  languages: LiveLanguageGroup[];
  status: LiveFeedStatus;
}

/** Live data for the live filters (open table, available seat, language). */
export function useLiveFilterData<T extends LiveGameBase>(games: readonly T[]): LiveFilterData<T> {
  const tables = useLiveTables();
  const status = useLiveFeedStatus();
  const locale = useLocale();
  const merged = useMemo(() => mergeLiveTables(games, tables), [games, tables]);
  const languages = useMemo(() => liveLanguageGroups(merged, locale, liveFlagUrl), [merged, locale]);
  return { games: merged, languages, status };
}
