/**
 * Translations with i18next: one instance per locale, created once (the resources are small and
 * bundled). `useT` reads the locale the root loader resolved.
 */
import type { Locale } from '@casino/core/content-api';
import i18next, { type TFunction } from 'i18next';
import { useRouteLoaderData } from 'react-router';
import en from '~/i18n/en.json';
import ro from '~/i18n/ro.json';

const LANGUAGE_TAGS: Record<Locale, string> = { ro: 'ro-RO', en: 'en-GB' };
const instances = new Map<Locale, TFunction>();

export function translator(locale: Locale): TFunction {
  let t = instances.get(locale);
  if (!t) {
    const instance = i18next.createInstance();
    instance.init({
      lng: locale,
      fallbackLng: 'en',
      resources: { ro: { translation: ro }, en: { translation: en } },
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
    t = instance.t.bind(instance) as TFunction;
    instances.set(locale, t);
  }
  return t;
}

export function languageTag(locale: Locale): string {
  return LANGUAGE_TAGS[locale];
}

export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  return data?.locale ?? 'ro';
}

export function useT(): TFunction {
  return translator(useLocale());
}
