/**
 * The portal's translations. Romanian ships with the first visit; other locales' dictionaries load on
 * demand (the server loads them in the root loader, the browser before it hydrates).
 */
import { DEFAULT_LOCALE, type Locale } from '@casino/core/content-api';
import { useRouteLoaderData } from 'react-router';
import ro from '~/i18n/ro.json';
import { createTranslate, type Dictionary, type Translate } from './translate';

const LANGUAGE_TAGS: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB' };
const dictionaries: Partial<Record<Locale, Dictionary>> = { ro };
const loaders: Record<Locale, () => Promise<Dictionary>> = {
  ro: async () => ro,
  en: () => import('~/i18n/en.json').then((module) => module.default),
};
const translators = new Map<Locale, Translate>();

/**
 * Loads a locale's dictionary once. A dictionary that fails to load is logged only (shell.md section
 * 8): the page carries on in the default language.
 */
export async function loadLocale(locale: Locale, load = loaders[locale]): Promise<void> {
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
    t = createTranslate(LANGUAGE_TAGS[locale], dictionary);
    translators.set(locale, t);
  }
  return t;
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
