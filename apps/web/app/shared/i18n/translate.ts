/**
 * Translation: dictionary lookup by dotted key, `{{name}}` interpolation and CLDR plural forms
 * (`key_one`, `key_few`, `key_other`, ...) chosen with Intl.PluralRules. Small on purpose: the whole
 * first visit has a 120 KB JavaScript budget (ADR 0004).
 */
import type { TranslationKey } from './keys';

export type Dictionary = { readonly [key: string]: string | Dictionary };
export type TranslateParams = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type Translate = (key: TranslationKey, params?: TranslateParams) => string;

function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, params: TranslateParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/** Whether `dictionary` has a string for `key` (its plural forms count). */
export function hasTranslation(dictionary: Dictionary | undefined, key: string): boolean {
  return lookup(dictionary, key) !== undefined || lookup(dictionary, `${key}_other`) !== undefined;
}

/**
 * A translate function over the locale's dictionary, falling back to another dictionary, then the key.
 * Typed by the portal's keys (`TranslationKey`); a test of its own dictionary names `string`.
 */
export function createTranslate<K extends string = TranslationKey>(
  languageTag: string,
  dictionary: Dictionary | undefined,
  fallback?: Dictionary,
): (key: K, params?: TranslateParams) => string {
  const plurals = new Intl.PluralRules(languageTag);
  const find = (key: string) => lookup(dictionary, key) ?? lookup(fallback, key);
  return (key, params) => {
    let text: string | undefined;
    if (typeof params?.count === 'number')
      text = find(`${key}_${plurals.select(params.count)}`) ?? find(`${key}_other`);
    text ??= find(key) ?? params?.defaultValue ?? key;
    return interpolate(text, params);
  };
}
