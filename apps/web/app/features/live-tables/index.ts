/** Live tables: the live feed's tables on tiles, in game details, and for the live filters. */
export { LiveLanguageOption } from './live-language-option';
export { LiveTableBadge } from './live-table-badge';
export { useLiveFeedStatus, useLiveFilterData, useLiveTable, useLiveTables } from './use-live-tables';
