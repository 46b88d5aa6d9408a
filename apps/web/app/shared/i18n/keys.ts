import type first from '~/i18n/ro.json';
import type later from '~/i18n/ro-later.json';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `freeSpins_few` is asked for as `freeSpins` (translate.ts picks the plural form by `count`). */
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** The dotted path of every string of a dictionary. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * Every key the Romanian dictionary has (both parts, ADR 0018): a `t()` call, a snackbar's title or an
 * error key that names no string fails the type check instead of showing the raw key to a player.
 * English has the same keys (dictionaries.test.ts).
 */
export type TranslationKey = Leaves<typeof first> | Leaves<typeof later>;
