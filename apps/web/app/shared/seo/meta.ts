import type { Locale } from '@casino/core/content-api';
import type { Seo } from '@casino/core/schemas';
import type { MetaDescriptor } from 'react-router';
import { translator } from '~/shared/i18n/i18n';
import type { TranslationKey } from '~/shared/i18n/keys';

const SITE = 'Cazino Regal';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

function rootData(matches: readonly (MetaMatch | undefined)[]): { locale: Locale; preview: boolean } {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { locale?: Locale; preview?: boolean }
    | undefined;
  return { locale: root?.locale ?? 'ro', preview: root?.preview ?? false };
}

/**
 * The page head from its SEO record (title, description, og:*, twitter:card, robots), with the page's
 * own title (a translation key or a text) as the fallback. Preview pages are never indexed.
 */
export function pageMeta(
  matches: readonly (MetaMatch | undefined)[],
  input: {
    seo?: Seo | null;
    title?: string;
    titleKey?: TranslationKey;
    description?: string;
    noindex?: boolean;
  },
): MetaDescriptor[] {
  const { locale, preview } = rootData(matches);
  const t = translator(locale);
  const { seo } = input;
  const ownTitle = input.title ?? (input.titleKey ? t(input.titleKey) : t('errors.notFoundTitle'));
  const title = seo?.title || `${ownTitle} | ${SITE}`;
  const description = seo?.description || input.description || t('site.tagline');
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: seo?.ogTitle || title },
    { property: 'og:description', content: seo?.ogDescription || description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE },
    { property: 'og:locale', content: locale === 'ro' ? 'ro_RO' : 'en_GB' },
    { name: 'twitter:card', content: seo?.twitterCard || 'summary' },
    {
      name: 'robots',
      content: preview || input.noindex ? 'noindex, nofollow' : seo?.metaRobots || 'index, follow',
    },
  ];
  if (seo?.ogImage) tags.push({ property: 'og:image', content: seo.ogImage });
  return tags;
}
