/**
 * The portal's translations. Romanian ships with the first visit in two parts (ADR 0018): what every page
 * shows, error messages included (an error often shows when the network has just failed), and a later
 * part loaded by the first view that asks for it; other locales load on demand.
 */
import { DEFAULT_LOCALE, type Locale } from '@casino/core/content-api';
import { use } from 'react';
import { useRouteLoaderData } from 'react-router';
import ro from '~/i18n/ro.json';
import type { TranslationKey } from './keys';
import { createTranslate, type Dictionary, hasTranslation, type Translate } from './translate';

const LANGUAGE_TAGS: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB' };
const dictionaries: Partial<Record<Locale, Dictionary>> = { ro };
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  ro: async () => ro,
  en: () => import('~/i18n/en.json').then((module) => module.default),
};
/** The later part of a locale's dictionary, once loaded (English is whole in `en.json`). */
const laterParts: Partial<Record<Locale, Dictionary>> = {};
const laterLoaders: Partial<Record<Locale, () => Promise<Dictionary>>> = {
  ro: () => import('~/i18n/ro-later.json').then((module) => module.default),
};
const translators = new Map<Locale, Translate>();

let laterLoad: Promise<void> | undefined;
/** Whether the last load of the later part has settled, and when it last failed. */
let laterSettled = false;
let laterFailedAt = Number.NEGATIVE_INFINITY;
/** After a failed load, views render with keys for this long before one tries again. */
const LATER_RETRY_MS = 10_000;

/**
 * Loads the later part of the Romanian dictionary once. It never fails: a part that does not load is
 * logged only (shell.md section 8, as a locale file) and the text falls back to its key.
 */
export function loadLaterStrings(load = laterLoaders.ro!): Promise<void> {
  if (laterParts.ro) return Promise.resolve();
  if (!laterLoad) {
    laterSettled = false;
    laterLoad = load().then(
      (part) => {
        laterParts.ro = part;
        translators.delete('ro');
        laterSettled = true;
      },
      (error: unknown) => {
        laterSettled = true;
        laterFailedAt = Date.now();
        laterLoad = undefined;
        console.error('[i18n] the later part of the ro dictionary failed to load', error);
      },
    );
  }
  return laterLoad;
}

// The server renders the panels from the first request on: it has the whole dictionary.
if (import.meta.env.SSR) void loadLaterStrings();

/**
 * Loads a locale's dictionary once. A dictionary that fails to load is logged only (shell.md section
 * 8): the page carries on in the default language.
 */
export async function loadLocale(locale: Locale, load = loaders[locale]): Promise<void> {
  if (import.meta.env.SSR) await loadLaterStrings();
  if (dictionaries[locale]) return;
  try {
    dictionaries[locale] = await load();
  } catch (error) {
    console.error(`[i18n] the ${locale} dictionary failed to load; showing ${DEFAULT_LOCALE}`, error);
  }
}

export function translator(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  if (!dictionary) return translator(DEFAULT_LOCALE);
  let t = translators.get(locale);
  if (!t) {
    t = createTranslate(LANGUAGE_TAGS[locale], dictionary, laterParts[locale]);
    translators.set(locale, t);
  }
  return t;
}

/**
 * Whether a key that comes as data (a loader's error key) names a Romanian string; the type check cannot
 * see those. Every error key is in the part every page has (dictionaries.test.ts).
 */
export function isTranslationKey(key: string): key is TranslationKey {
  return hasTranslation(ro, key) || hasTranslation(laterParts.ro, key);
}

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

export function useT(): Translate {
  return translator(useLocale());
}

/**
 * For views that show the later strings (panels, player-only views, snackbars): suspends until
 * they are loaded, then renders with them. Put a Suspense boundary around such a view where the rest
 * of the page should show meanwhile; while hydrating, React keeps the server's HTML until then.
 */
export function useLaterStrings(when = true): void {
  const locale = useLocale();
  if (!when || locale !== 'ro' || laterParts.ro || import.meta.env.SSR) return;
  if (Date.now() - laterFailedAt < LATER_RETRY_MS) return;
  const loading = loadLaterStrings();
  if (!laterSettled) use(loading);
}

/**
 * A lazily loaded view's code together with the dictionary's later part, fetched side by side: for
 * `lazy()` views that show later strings (panels, player-only views), which then never wait for them.
 */
export function withLaterStrings<T>(load: Promise<T>): Promise<T> {
  return Promise.all([load, loadLaterStrings()]).then(([module]) => module);
}
