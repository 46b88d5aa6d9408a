import type { PageKind } from '@casino/core/schemas';
import { isbot } from 'isbot';
import { type ContentContext, contentFailure, getLayout } from '~/services/content.server';
import { resolvePage } from './widgets.server';

/** A lobby page: its layout's widgets and SEO record. A missing layout is a layouts failure. */
export async function loadLayoutPage(ctx: ContentContext, page: PageKind, request: Request) {
  const layout = await getLayout(ctx, page);
  if (!layout) return contentFailure('errors.failed-to-fetch-layouts');
  const { seo, widgets } = await resolvePage(ctx, layout);
  // Crawlers get every widget in the HTML; people get the ones below the fold as they scroll.
  return { seo, widgets, renderAll: isbot(request.headers.get('user-agent')) };
}
