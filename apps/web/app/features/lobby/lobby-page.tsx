import type { PageKind } from '@casino/core/schemas';
import { type ContentContext, contentFailure, getLayout } from '~/services/content.server';
import { resolvePage } from './widgets.server';

/** A lobby page: its layout's widgets and SEO record. A missing layout is a layouts failure. */
export async function loadLayoutPage(ctx: ContentContext, page: PageKind) {
  const layout = await getLayout(ctx, page);
  if (!layout) return contentFailure('errors.failed-to-fetch-layouts');
  const { seo, widgets } = await resolvePage(ctx, layout);
  return { seo, widgets };
}
