/** Game names and codes: drawn from the word lists, unique across the catalogue. */
import {
  CRASH_BASES,
  CRASH_MODIFIERS,
  LIVE_BASES,
  LIVE_MODIFIERS,
  type LiveKind,
  ROMAN,
  SLOT_MODIFIERS,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  TABLE_MODIFIERS,
  TABLE_MODIFIERS_FEMININE,
  TABLE_SUFFIXES,
  type Theme,
} from '../names.ts';
import { type Rng, slugify } from '../prng.ts';

/** A slot's theme comes from a drawn noun; its name's head is then any noun of that theme. */
const NOUNS_BY_THEME = new Map<Theme, string[]>();
for (const [noun, theme] of SLOT_NOUNS)
  NOUNS_BY_THEME.set(theme, [...(NOUNS_BY_THEME.get(theme) ?? []), noun]);

function join(...parts: string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** A few fresh draws, then a Roman numeral, then a number: the name is unique in `used`. */
function uniqueName(rng: Rng, used: Set<string>, make: () => string): string {
  for (let attempt = 0; attempt < 6; attempt++) {
    const name = make();
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  const base = make();
  for (const numeral of ROMAN) {
    const name = `${base} ${numeral}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  let n = 11 + rng.int(0, 5);
  while (used.has(`${base} ${n}`)) n++;
  const name = `${base} ${n}`;
  used.add(name);
  return name;
}

/** The game code: the name's slug, numbered when taken. */
export function uniqueCode(name: string, used: Set<string>): string {
  const base = slugify(name) || 'joc';
  let code = base;
  let n = 2;
  while (used.has(code)) code = `${base}-${n++}`;
  used.add(code);
  return code;
}

export function drawSlotName(rng: Rng, used: Set<string>): { name: string; theme: Theme } {
  const [noun, theme] = rng.pick(SLOT_NOUNS);
  const heads = NOUNS_BY_THEME.get(theme) ?? [noun];
  const name = uniqueName(rng, used, () =>
    join(rng.pick(heads), rng.pick(SLOT_MODIFIERS), rng.pick(SLOT_SUFFIXES)),
  );
  return { name, theme };
}

export function drawTableName(rng: Rng, used: Set<string>): string {
  return uniqueName(rng, used, () => {
    const game = rng.pick(TABLE_GAMES);
    const modifier = game.feminine ? rng.pick(TABLE_MODIFIERS_FEMININE) : rng.pick(TABLE_MODIFIERS);
    return join(game.base, modifier, rng.pick(TABLE_SUFFIXES));
  });
}

export function drawCrashName(rng: Rng, used: Set<string>): string {
  return uniqueName(rng, used, () => join(rng.pick(CRASH_BASES), rng.pick(CRASH_MODIFIERS)));
}

/** A live table's name, its kind of game and the modifier (which tells VIP and Romanian tables). */
export function drawLiveName(
  rng: Rng,
  used: Set<string>,
): { name: string; kind: LiveKind; modifier: string } {
  const [base, kind] = rng.pick(LIVE_BASES);
  const modifier = rng.pick(LIVE_MODIFIERS);
  let name = join(base, modifier);
  let n = 2;
  while (used.has(name)) name = join(base, modifier, String(n++));
  used.add(name);
  return { name, kind, modifier };
}
