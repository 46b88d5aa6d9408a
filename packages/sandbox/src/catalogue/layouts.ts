/** The layouts: one per page kind, with their widgets and SEO. */
import type { Category, Collection, HeadResources, Jackpot, Layout, Widget } from '@casino/core/schemas';
import { slugify } from '../prng.ts';
import type { CatalogueContext } from './context.ts';
import { LAYOUT_DEFS, type LayoutDef, type WidgetDef } from './fixtures/layouts.ts';
import { PERSONAL_SOURCES } from './types.ts';

/** The records the widgets point at. */
export interface LayoutRecords {
  categories: Category[];
  collections: Collection[];
  jackpots: Jackpot[];
}

// Widget ids count up across the pages with the two lobbies first (they were written first). The ids
// are served, so the numbering keeps that order although the pages are served in another.
const NUMBERED_FIRST: readonly Layout['page'][] = ['Lobby', 'LiveLobby'];
const numberingRank = (def: LayoutDef) => {
  const rank = NUMBERED_FIRST.indexOf(def.page);
  return rank === -1 ? NUMBERED_FIRST.length : rank;
};

export function buildLayouts(ctx: CatalogueContext, records: LayoutRecords): Layout[] {
  let counter = 0;
  const widgets = new Map<LayoutDef, Widget[]>();
  for (const def of [...LAYOUT_DEFS].sort((a, b) => numberingRank(a) - numberingRank(b))) {
    widgets.set(
      def,
      def.widgets.map((widget) => buildWidget(ctx, records, widget, `w-${def.prefix}-${pad(++counter)}`)),
    );
  }
  return LAYOUT_DEFS.map((def) => {
    const title = ctx.tr(def.title);
    const page = slugify(def.page);
    return {
      id: `layout-${page}`,
      page: def.page,
      lobby: def.lobby,
      seoId: ctx.addSeo(
        `seo-layout-${page}`,
        title,
        ctx.tr(
          `${title} – cazinou online licențiat în România.`,
          `${title} – an online casino licensed in Romania.`,
        ),
        ctx.assetUrl('slide-bun-venit'),
        def.page === 'Lobby' ? lobbyHeadResources(ctx) : undefined,
      ),
      widgets: widgets.get(def)!,
    };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The lobby's SEO head resources: the language alternates, the site's structured data, a CMS style. */
function lobbyHeadResources(ctx: CatalogueContext): HeadResources {
  return {
    links: [
      { rel: 'canonical', href: ctx.locale === 'en' ? '/?lang=en' : '/' },
      { rel: 'alternate', hreflang: 'ro', href: '/' },
      { rel: 'alternate', hreflang: 'en', href: '/?lang=en' },
    ],
    scripts: [
      {
        type: 'application/ld+json',
        content: JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Cazino Regal',
          inLanguage: ctx.locale === 'en' ? 'en' : 'ro-RO',
        }),
      },
    ],
    styles: ['.cms-html .evidentiat { color: var(--accent); font-weight: 700; }'],
  };
}

function buildWidget(ctx: CatalogueContext, records: LayoutRecords, def: WidgetDef, id: string): Widget {
  switch (def.kind) {
    case 'carousel':
      return { id, type: 'carousel', title: '', carouselId: def.carouselId };
    case 'category': {
      const category = records.categories.find((c) => c.slug === def.slug)!;
      return shelf(id, category.title, def.gameLayout, 'Default', category.id, null);
    }
    case 'collection': {
      const collection = records.collections.find((c) => c.slug === def.slug)!;
      return shelf(id, collection.title, def.gameLayout, 'Default', null, collection.id);
    }
    case 'personal': {
      const category = records.categories.find((c) => c.type === def.type)!;
      const gameLayout = def.gameLayout ?? 'Default';
      return shelf(id, category.title, gameLayout, PERSONAL_SOURCES[def.type], category.id, null);
    }
    case 'collection-group':
      return { id, type: 'collection-group', title: ctx.tr(def.title), collectionGroupId: def.groupId };
    case 'collections':
      return {
        id,
        type: 'collections',
        title: ctx.tr(def.title),
        collectionIds: def.slugs.map((slug) => `col-${slug}`),
      };
    case 'jackpots':
      return {
        id,
        type: 'jackpots',
        title: ctx.tr(def.title),
        jackpotIds: records.jackpots.slice(0, def.limit).map((j) => j.id),
      };
    case 'html':
      return { id, type: 'html', title: ctx.tr(def.title), html: ctx.tr(def.html) };
    case 'videos':
      return { id, type: 'videos', title: ctx.tr(def.title), videoWidgetId: def.videoWidgetId };
    case 'providers':
    case 'winners':
      return { id, type: def.kind, title: ctx.tr(def.title) };
  }
}

type GamesWidget = Extract<Widget, { type: 'games' }>;

function shelf(
  id: string,
  title: string,
  gameLayout: GamesWidget['gameLayout'],
  source: GamesWidget['source'],
  categoryId: string | null,
  collectionId: string | null,
): Widget {
  return { id, type: 'games', title, gameLayout, source, categoryId, collectionId };
}
