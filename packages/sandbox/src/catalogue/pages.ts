/** The content pages. */
import type { ContentPage } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { PAGE_DEFS } from './fixtures/pages.ts';

export function buildPages(ctx: CatalogueContext): ContentPage[] {
  const { tr } = ctx;
  return PAGE_DEFS.map((def) => ({
    id: `page-${def.slug}`,
    slug: def.slug,
    title: tr(def.title),
    body: tr(def.body),
    seoId: ctx.addSeo(`seo-pagina-${def.slug}`, tr(def.title), tr(def.title), null),
    meta: def.meta ?? null,
  }));
}
