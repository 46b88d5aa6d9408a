/**
 * The catalogue resource's wire shape: the browser needs the whole lobby (<= 150 KB compressed at 10,000
 * games, issue 13), so games travel as dictionary-coded columns instead of objects that repeat every key
 * (ADR 0020). A wrong answer throws CatalogueWireError, never a half-built catalogue.
 */
import * as v from 'valibot';
import type { CatalogueGame } from './catalogue.ts';
import { GAME_TYPES, type GameType, Label } from './schemas.ts';

export const CATALOGUE_WIRE_VERSION = 1;

/** `#` to `~` without the backslash: 91 characters that JSON carries as they are. */
const FIRST_CODE = 0x23;
const BACKSLASH = 0x5c;
export const CODE_BASE = 91;

function codeChar(digit: number): string {
  const code = FIRST_CODE + digit;
  return String.fromCharCode(code >= BACKSLASH ? code + 1 : code);
}

/** The digit of a code character, or -1 when the character is not in the alphabet. */
function codeDigit(charCode: number): number {
  if (charCode < FIRST_CODE || charCode === BACKSLASH || charCode > 0x7e) return -1;
  return charCode > BACKSLASH ? charCode - FIRST_CODE - 1 : charCode - FIRST_CODE;
}

/** The characters one code needs for a dictionary of `size` values. */
export function codeWidth(size: number): number {
  let width = 1;
  for (let capacity = CODE_BASE; capacity < size; capacity *= CODE_BASE) width++;
  return width;
}

const foldedChars = new Map<number, string>();

/** A character (by code point) without its diacritics, lower case ("Ș" is "s", "ß" stays "ß"). */
function foldChar(point: number): string {
  let folded = foldedChars.get(point);
  if (folded === undefined) {
    folded = String.fromCodePoint(point).toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    foldedChars.set(point, folded);
  }
  return folded;
}

const isSlugCode = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);

/**
 * The slug a game code usually is: each character lower case without diacritics, every run of other
 * characters one hyphen, none at either end. Character by character (ASCII without a lookup), so the
 * browser derives 10,000 codes in a few milliseconds.
 */
export function gameCodeFromName(name: string): string {
  let slug = '';
  let gap = false;
  for (let i = 0; i < name.length; i++) {
    let code = name.charCodeAt(i);
    if (code < 0x80) {
      if (code >= 0x41 && code <= 0x5a) code += 32;
      if (isSlugCode(code)) {
        if (gap && slug !== '') slug += '-';
        gap = false;
        slug += String.fromCharCode(code);
      } else gap = true;
      continue;
    }
    const point = name.codePointAt(i) as number;
    if (point > 0xffff) i++;
    const folded = foldChar(point);
    for (let j = 0; j < folded.length; j++) {
      if (isSlugCode(folded.charCodeAt(j))) {
        if (gap && slug !== '') slug += '-';
        gap = false;
        slug += folded[j];
      } else gap = true;
    }
  }
  return slug;
}

export interface WireColumn<T> {
  values: T[];
  codes: string;
}

const FLAGS = [
  'jackpot',
  'gamble',
  'bonusGameFeature',
  'demoEnabled',
  'requirePassword',
  'hasDescription',
] as const;

const column = <T extends v.GenericSchema>(value: T) =>
  v.object({ values: v.array(value), codes: v.string() });
const index = v.pipe(v.number(), v.integer(), v.minValue(0));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const nullableNumber = v.nullable(v.number());
/** A list per game (categories, collections): the dictionary, then each game's codes, games split by a space. */
const WireLists = v.object({ ids: v.array(v.string()), lists: v.string() });
/**
 * A list of strings checked in one pass. valibot's `v.array(v.string())` checks each item as a schema
 * of its own: over 10,000 game codes that was over half the answer's check the first time it ran, a
 * long task on a phone (ADR 0029, session 21).
 */
const stringList = v.custom<string[]>(
  (value) => Array.isArray(value) && value.every((item) => typeof item === 'string'),
  'Invalid type: Expected a list of strings',
);
/** Names as words: the vocabulary, then each name's word codes, names split by a space. */
const WireNames = v.object({ words: v.array(v.string()), text: v.string() });

/** The games of a catalogue answer, as they cross the wire. */
export const CatalogueWire = v.object({
  version: v.literal(CATALOGUE_WIRE_VERSION),
  count,
  /** Word-coded names, or the names themselves when the vocabulary is too large to code. */
  names: v.union([WireNames, stringList]),
  gameCodes: stringList,
  categories: WireLists,
  collections: WireLists,
  labels: v.array(Label),
  columns: v.object({
    /** Type, reels and lines go together (a slot's reels and lines follow its kind). */
    kind: column(v.tuple([v.picklist(GAME_TYPES), nullableNumber, v.number()])),
    provider: column(v.tuple([v.string(), v.string()])),
    labels: column(v.array(index)),
    flags: column(v.pipe(index, v.maxValue(2 ** FLAGS.length - 1))),
    bets: column(v.tuple([v.number(), v.number()])),
    maxWin: column(v.number()),
    rtp: column(nullableNumber),
    /** Volatility and file version. */
    looks: column(v.tuple([nullableNumber, v.number()])),
    promotionLevel: column(v.number()),
    commercialTier: column(v.number()),
  }),
});
export type CatalogueWire = v.InferOutput<typeof CatalogueWire>;

/** A catalogue answer that does not hold together (a length or an index out of place). */
export class CatalogueWireError extends Error {
  override name = 'CatalogueWireError';
}

// ---- encoding (server) --------------------------------------------------------------------------------

const DIGITS = Array.from({ length: CODE_BASE }, (_, digit) => codeChar(digit));

function writeCode(index: number, width: number): string {
  let code = '';
  for (let i = 0; i < width; i++) {
    code = (DIGITS[index % CODE_BASE] as string) + code;
    index = Math.floor(index / CODE_BASE);
  }
  return code;
}

/** Distinct keys, most frequent first (equal counts in order of appearance). */
function byFrequency(keys: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts.keys()].sort((a, b) => (counts.get(b) as number) - (counts.get(a) as number));
}

/** Each key's code, computed once per distinct key. */
const codesFor = (order: readonly string[], code: (index: number) => string) =>
  new Map(order.map((key, index) => [key, code(index)]));

function encodeColumn<T>(items: readonly T[], key: (item: T) => string): WireColumn<T> {
  const keys = items.map(key);
  const order = byFrequency(keys);
  const firstValue = new Map<string, T>();
  for (let i = keys.length - 1; i >= 0; i--) firstValue.set(keys[i] as string, items[i] as T);
  const width = codeWidth(order.length);
  const codeOf = codesFor(order, (index) => writeCode(index, width));
  let codes = '';
  for (const k of keys) codes += codeOf.get(k) as string;
  return { values: order.map((k) => firstValue.get(k) as T), codes };
}

function encodeLists(lists: readonly (readonly string[])[]): v.InferOutput<typeof WireLists> {
  const order = byFrequency(lists.flat());
  const width = codeWidth(order.length);
  const codeOf = codesFor(order, (index) => writeCode(index, width));
  const parts = lists.map((list) => {
    let codes = '';
    for (const id of list) codes += codeOf.get(id) as string;
    return codes;
  });
  return { ids: order, lists: parts.join(' ') };
}

/**
 * Names as word codes: the most frequent words one character, the rest two (a first character at or
 * above `single` opens a two-character code), so a vocabulary of up to 91 x 91 words fits.
 */
function encodeNames(names: readonly string[]): CatalogueWire['names'] {
  const split = names.map((name) => name.split(' '));
  const order = byFrequency(split.flat());
  const single = singleWordCodes(order.length);
  if (single < 0) return [...names];
  const codeOf = codesFor(order, (index) =>
    index < single
      ? (DIGITS[index] as string)
      : (DIGITS[single + Math.floor((index - single) / CODE_BASE)] as string) +
        (DIGITS[(index - single) % CODE_BASE] as string),
  );
  const parts = split.map((words) => {
    let codes = '';
    for (const word of words) codes += codeOf.get(word) as string;
    return codes;
  });
  return { words: order, text: parts.join(' ') };
}

/** How many words get a one-character code for a vocabulary (-1 when it is too large to code). */
function singleWordCodes(vocabulary: number): number {
  if (vocabulary <= CODE_BASE) return CODE_BASE;
  for (let single = CODE_BASE - 1; single >= 0; single--)
    if (single + (CODE_BASE - single) * CODE_BASE >= vocabulary) return single;
  return -1;
}

const scalarKey = (value: unknown) => String(value);
/** Numbers and nulls only: `null` joins as '', which no number is. */
const tupleKey = (values: readonly (number | null | string)[]) => values.join('|');
const textKey = (value: unknown) => JSON.stringify(value);

export function encodeCatalogueGames(games: readonly CatalogueGame[]): CatalogueWire {
  const labelKey = (label: Label) => textKey([label.title, label.color, label.textColor]);
  const labels = new Map<string, number>();
  const labelList: Label[] = [];
  for (const game of games)
    for (const label of game.labels) {
      const key = labelKey(label);
      if (labels.has(key)) continue;
      labels.set(key, labelList.length);
      labelList.push({ title: label.title, color: label.color, textColor: label.textColor });
    }
  const column = <T>(field: (game: CatalogueGame) => T, key: (value: T) => string) =>
    encodeColumn(games.map(field), key);
  return {
    version: CATALOGUE_WIRE_VERSION,
    count: games.length,
    names: encodeNames(games.map((game) => game.name)),
    gameCodes: games.map((game) => (game.gameCode === gameCodeFromName(game.name) ? '' : game.gameCode)),
    categories: encodeLists(games.map((game) => game.categoryIds)),
    collections: encodeLists(games.map((game) => game.collectionIds)),
    labels: labelList,
    columns: {
      kind: column(
        (game): [GameType, number | null, number] => [game.type, game.numberOfReels, game.lines],
        tupleKey,
      ),
      provider: column((game): [string, string] => [game.providerId, game.providerName], textKey),
      labels: column((game) => game.labels.map((label) => labels.get(labelKey(label)) as number), tupleKey),
      flags: column(
        (game) => FLAGS.reduce((mask, flag, bit) => (game[flag] ? mask | (1 << bit) : mask), 0),
        scalarKey,
      ),
      bets: column((game): [number, number] => [game.minBet, game.maxBet], tupleKey),
      maxWin: column((game) => game.maxWin, scalarKey),
      rtp: column((game) => game.rtp, scalarKey),
      looks: column((game): [number | null, number] => [game.volatility, game.fileVersion], tupleKey),
      promotionLevel: column((game) => game.promotionLevel, scalarKey),
      commercialTier: column((game) => game.commercialTier, scalarKey),
    },
  };
}

// ---- decoding (browser) -------------------------------------------------------------------------------

const fail = (message: string): never => {
  throw new CatalogueWireError(message);
};

function readDigit(text: string, at: number, what: string): number {
  const digit = codeDigit(text.charCodeAt(at));
  return digit < 0 ? fail(`${what}: bad code at ${at}`) : digit;
}

/** A column read game by game: its values and the code width, its length checked once. */
function columnReader<T>(name: string, column: WireColumn<T>, count: number): (game: number) => T {
  const { values, codes } = column;
  const width = codeWidth(values.length);
  if (codes.length !== count * width)
    fail(`column ${name}: ${codes.length} code characters for ${count} games`);
  return (game) => {
    let index = 0;
    for (let at = game * width, end = at + width; at < end; at++)
      index = index * CODE_BASE + readDigit(codes, at, `column ${name}`);
    return index < values.length ? (values[index] as T) : fail(`column ${name}: index ${index} out of range`);
  };
}

/** Splits a space-separated text into exactly `count` parts. */
function split(text: string, count: number, what: string): string[] {
  const parts = count === 0 && text === '' ? [] : text.split(' ');
  return parts.length === count ? parts : fail(`${what}: ${parts.length} entries for ${count} games`);
}

function listsReader(
  name: string,
  wire: v.InferOutput<typeof WireLists>,
  count: number,
): (game: number) => string[] {
  const width = codeWidth(wire.ids.length);
  const parts = split(wire.lists, count, name);
  return (game) => {
    const codes = parts[game] as string;
    if (codes.length % width !== 0) fail(`${name}: a list of ${codes.length} code characters`);
    const list: string[] = [];
    for (let at = 0; at < codes.length; ) {
      let index = 0;
      for (let i = 0; i < width; i++, at++) index = index * CODE_BASE + readDigit(codes, at, name);
      list.push(
        index < wire.ids.length ? (wire.ids[index] as string) : fail(`${name}: index ${index} out of range`),
      );
    }
    return list;
  };
}

function namesReader(names: CatalogueWire['names'], count: number): (game: number) => string {
  if (Array.isArray(names)) {
    if (names.length !== count) fail(`${names.length} names for ${count} games`);
    return (game) => names[game] as string;
  }
  const { words } = names;
  const single = singleWordCodes(words.length);
  const parts = split(names.text, count, 'names');
  return (game) => {
    const codes = parts[game] as string;
    let name: string | null = null;
    for (let at = 0; at < codes.length; ) {
      let index = readDigit(codes, at++, 'names');
      if (index >= single) {
        if (at >= codes.length) fail('names: a two-character word code cut short');
        index = single + (index - single) * CODE_BASE + readDigit(codes, at++, 'names');
      }
      const word =
        index < words.length ? (words[index] as string) : fail(`names: word ${index} out of range`);
      name = name === null ? word : `${name} ${word}`;
    }
    return name ?? '';
  };
}

/**
 * Decodes a wire catalogue's games a range at a time, so a browser can decode 10,000 games in slices
 * that never block it for long. The lengths are checked when the decoder is made; each code and index
 * as its game is decoded.
 */
export interface WireGamesDecoder {
  count: number;
  /** Games `from` to `to` (exclusive), in order. */
  decode(from: number, to: number): CatalogueGame[];
}

export function wireGamesDecoder(wire: CatalogueWire): WireGamesDecoder {
  const { count, columns } = wire;
  if (wire.gameCodes.length !== count) fail(`${wire.gameCodes.length} game codes for ${count} games`);
  const name = namesReader(wire.names, count);
  const categories = listsReader('categories', wire.categories, count);
  const collections = listsReader('collections', wire.collections, count);
  const labelLists = columns.labels.values.map((list) =>
    list.map((index) => wire.labels[index] ?? fail(`labels: index ${index} out of range`)),
  );
  const labels = columnReader('labels', { values: labelLists, codes: columns.labels.codes }, count);
  const kind = columnReader('kind', columns.kind, count);
  const provider = columnReader('provider', columns.provider, count);
  const flags = columnReader('flags', columns.flags, count);
  const bets = columnReader('bets', columns.bets, count);
  const maxWin = columnReader('maxWin', columns.maxWin, count);
  const rtp = columnReader('rtp', columns.rtp, count);
  const looks = columnReader('looks', columns.looks, count);
  const promotionLevel = columnReader('promotionLevel', columns.promotionLevel, count);
  const commercialTier = columnReader('commercialTier', columns.commercialTier, count);
  const game = (i: number): CatalogueGame => {
    const gameName = name(i);
    const mask = flags(i);
    const [type, numberOfReels, lines] = kind(i);
    const [providerId, providerName] = provider(i);
    const [minBet, maxBet] = bets(i);
    const [volatility, fileVersion] = looks(i);
    return {
      gameCode: (wire.gameCodes[i] as string) || gameCodeFromName(gameName),
      name: gameName,
      type,
      providerId,
      providerName,
      categoryIds: categories(i),
      collectionIds: collections(i),
      numberOfReels,
      lines,
      jackpot: (mask & 1) !== 0,
      gamble: (mask & 2) !== 0,
      bonusGameFeature: (mask & 4) !== 0,
      minBet,
      maxBet,
      maxWin: maxWin(i),
      rtp: rtp(i),
      volatility,
      promotionLevel: promotionLevel(i),
      commercialTier: commercialTier(i),
      fileVersion,
      demoEnabled: (mask & 8) !== 0,
      requirePassword: (mask & 16) !== 0,
      labels: labels(i),
      hasDescription: (mask & 32) !== 0,
    };
  };
  return {
    count,
    decode(from, to) {
      const games: CatalogueGame[] = [];
      for (let i = Math.max(0, from); i < Math.min(count, to); i++) games.push(game(i));
      return games;
    },
  };
}

/** Every game of a wire catalogue, in order. */
export function decodeWireGames(wire: CatalogueWire): CatalogueGame[] {
  const decoder = wireGamesDecoder(wire);
  return decoder.decode(0, decoder.count);
}

/** Parses and decodes an untrusted answer; throws a ValiError or a {@link CatalogueWireError}. */
export function decodeCatalogueGames(answer: unknown): CatalogueGame[] {
  return decodeWireGames(v.parse(CatalogueWire, answer));
}
