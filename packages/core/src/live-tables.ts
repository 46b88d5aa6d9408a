/**
 * Live tables (catalogue.md sections 3, 4): feed records merged over the live game, open and free-seat
 * rules, and grouping by language. How the spec's silences are read (case, missing records, seatless
 * tables): ADR 0071.
 */
import { type CatalogueGame, isLiveCasinoGame } from './catalogue.ts';
import type { LiveTable } from './schemas.ts';

export type LiveTables = Readonly<Record<string, LiveTable>>;

export interface LiveTableInfo {
  language: string | null;
  dynamicImageUrl: string | null;
  dealerName: string | null;
  isOpen: boolean;
  freeSeats: number;
  /** No seat map: anyone can join (roulette, baccarat, game shows). */
  unlimitedSeats: boolean;
  hasFreeSeat: boolean;
}

export type LiveCasinoGame<T> = T & LiveTableInfo;

export type LiveFeedEvent =
  | { type: 'init'; tables: readonly LiveTable[] }
  | { type: 'update'; tables: readonly LiveTable[] }
  | { type: 'clear' };

/** Table-list initialisation replaces the tables, an update upserts them, cleanup clears them. */
export function liveTablesReducer(state: LiveTables, event: LiveFeedEvent): LiveTables {
  if (event.type === 'clear') return {};
  const next: Record<string, LiveTable> = event.type === 'init' ? {} : { ...state };
  for (const table of event.tables) next[table.ImsGameCode] = table;
  return next;
}

export function isTableOpen(table: Pick<LiveTable, 'Status'>): boolean {
  return table.Status.toLowerCase() === 'online';
}

/** Seats map seat to flag; a falsy entry is an available seat. */
export function freeSeatCount(table: Pick<LiveTable, 'SeatsAvailability'>): number {
  let free = 0;
  for (const taken of Object.values(table.SeatsAvailability)) if (!taken) free++;
  return free;
}

export function liveTableInfo(table: LiveTable | undefined): LiveTableInfo {
  if (!table)
    return {
      language: null,
      dynamicImageUrl: null,
      dealerName: null,
      isOpen: false,
      freeSeats: 0,
      unlimitedSeats: false,
      hasFreeSeat: false,
    };
  const freeSeats = freeSeatCount(table);
  const unlimitedSeats = Object.keys(table.SeatsAvailability).length === 0;
  return {
    language: table.Language ? table.Language.toLowerCase() : null,
    dynamicImageUrl: table.DynamicImageUrl ?? null,
    dealerName: table.Dealer?.DealerName || null,
    isOpen: isTableOpen(table),
    freeSeats,
    unlimitedSeats,
    hasFreeSeat: unlimitedSeats || freeSeats > 0,
  };
}

/** The live casino games with their table merged over them (the table's name wins when it has one). */
export function mergeLiveTables<T extends Pick<CatalogueGame, 'gameCode' | 'name' | 'type'>>(
  games: readonly T[],
  tables: LiveTables,
): LiveCasinoGame<T>[] {
  const merged: LiveCasinoGame<T>[] = [];
  for (const game of games) {
    if (!isLiveCasinoGame(game)) continue;
    const table = tables[game.gameCode];
    merged.push({ ...game, ...(table?.name ? { name: table.name } : {}), ...liveTableInfo(table) });
  }
  return merged;
}

/** Languages with a flag image. */
export const LIVE_LANGUAGE_FLAGS: readonly string[] = ['ar', 'en', 'nl', 'ro', 'el', 'tr', 'pt-br'];

export interface LiveLanguageGroup {
  code: string;
  /** Display name in the current locale, e.g. `engleză` in ro. */
  name: string;
  flagImg: string | null;
  /** Game codes of the tables in this language. */
  tables: string[];
}

const displayNames = new Map<string, Intl.DisplayNames>();

/** The language's display name in the locale; the code itself when Intl does not know it. */
export function languageDisplayName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

export function liveLanguageGroups(
  games: readonly Pick<LiveCasinoGame<CatalogueGame>, 'gameCode' | 'language'>[],
  locale = 'ro',
  flagUrl: (code: string) => string = (code) => `/images/flags/${code}.svg`,
): LiveLanguageGroup[] {
  const groups = new Map<string, LiveLanguageGroup>();
  for (const game of games) {
    if (!game.language) continue;
    let group = groups.get(game.language);
    if (!group) {
      group = {
        code: game.language,
        name: languageDisplayName(game.language, locale),
        flagImg: LIVE_LANGUAGE_FLAGS.includes(game.language) ? flagUrl(game.language) : null,
        tables: [],
      };
      groups.set(game.language, group);
    }
    group.tables.push(game.gameCode);
  }
  return [...groups.values()].sort((a, b) => a.name.localeCompare(b.name, locale));
}
