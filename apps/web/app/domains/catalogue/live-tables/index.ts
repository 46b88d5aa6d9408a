/** Live tables: the live feed's tables on tiles, in game details, and for the live filters. */
import { lazyOneTaskEach } from '~/shared/ui/lazy-one-task-each';

export { LiveLanguageOption } from './live-language-option';
export { useLiveFeedStatus, useLiveFilterData, useLiveTable, useLiveTables } from './use-live-tables';

/**
 * Open/closed and free seats on a live game's tile. The live feed is the browser's, so the badge's code
 * loads after hydration, with the first live tile (a lazy import of this index instead would load
 * everything else the portal takes from it).
 */
export const LiveTableBadge = lazyOneTaskEach(() =>
  import('./live-table-badge').then(({ LiveTableBadge: badge }) => ({ default: badge })),
);
