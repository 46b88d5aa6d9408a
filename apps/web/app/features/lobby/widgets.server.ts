/**
 * Turns a layout's widgets into what the page shows, on the server: each widget carries only the data
 * it renders (tiles, cards, slides), so the SSR payload stays small.
 */
import { isLiveCasinoGame } from '@casino/core/catalogue';
import type { PageSeo } from '@casino/core/head-resources';
import { personalShelfType } from '@casino/core/personal-shelves';
import type {
  AssetImage,
  Carousel,
  Category,
  GameLayoutType,
  Layout,
  PageKind,
  Widget,
} from '@casino/core/schemas';
import { shelfSize } from '@casino/core/shelves';
import { knownWinners, type LiveWinner, WINNERS_SHOWN } from '@casino/core/winners';
import { type GameTileData, toGameTile } from '~/domains/catalogue/games';
import { type JackpotCard, jackpotCard } from '~/domains/catalogue/jackpots';
import type { CollectionCard, ProviderCard } from '~/domains/catalogue/taxonomy';
import { collectionCard, providerCard } from '~/domains/catalogue/taxonomy/index.server';
import { loadWinners } from '~/domains/catalogue/winners/index.server';
import {
  type ContentContext,
  getCarousels,
  getCategories,
  getCollectionGroups,
  getCollections,
  getGames,
  getJackpotsWidget,
  getProviders,
  getSeo,
  getVideoWidgets,
} from '~/platform/server/content.server';
import { sanitiseCmsHtml } from '~/shared/cms/sanitise.server';
import { portalPath } from '~/shared/routing/portal-path';

export type WidgetView =
  | { type: 'carousel'; id: string; slides: Carousel['slides'] }
  | {
      type: 'games';
      id: string;
      title: string;
      layout: GameLayoutType;
      games: GameTileData[];
      href: string | null;
    }
  /**
   * A personal shelf's slot: only its id and game layout (the height it keeps for a player), the same
   * for every visitor. The shelf itself (title, type, games) comes to a player's browser only.
   */
  | { type: 'personal'; id: string; layout: GameLayoutType; page: PageKind }
  | { type: 'collection-group' | 'collections'; id: string; title: string; collections: CollectionCard[] }
  | { type: 'html'; id: string; html: string }
  | { type: 'jackpots'; id: string; title: string; jackpots: JackpotCard[] }
  | { type: 'providers'; id: string; title: string; providers: ProviderCard[] }
  | {
      type: 'videos';
      id: string;
      title: string;
      items: { id: string; title: string; videoUrl: string; poster: AssetImage; gameCode: string | null }[];
    }
  | { type: 'winners'; id: string; title: string; winners: LiveWinner[] };

/** A category's page, in its lobby. */
function categoryPath(category: Pick<Category, 'slug' | 'lobby'>): string {
  return category.lobby === 'live'
    ? portalPath('/cazinou-live/categorii/:slug', { slug: category.slug })
    : portalPath('/categorii/:slug', { slug: category.slug });
}

/** Widgets that fail to resolve (a missing category, an empty shelf) are left out. */
export async function resolveWidgets(ctx: ContentContext, layout: Layout): Promise<WidgetView[]> {
  const types = new Set(layout.widgets.map((widget) => widget.type));
  const [games, categories, collections, groups, providers, carousels, videos, jackpots, winners] =
    await Promise.all([
      getGames(ctx),
      getCategories(ctx),
      types.has('collections') || types.has('collection-group') || types.has('games')
        ? getCollections(ctx)
        : [],
      types.has('collection-group') ? getCollectionGroups(ctx) : [],
      types.has('providers') ? getProviders(ctx) : [],
      types.has('carousel') ? getCarousels(ctx) : [],
      types.has('videos') ? getVideoWidgets(ctx) : [],
      types.has('jackpots') ? getJackpotsWidget(ctx) : [],
      types.has('winners') ? loadWinners(ctx) : [],
    ]);
  const catalogue = games.catalogueByCode;
  const tiles = (codes: string[], limit: number) =>
    codes
      .flatMap((code) => {
        const game = catalogue.get(code);
        return game ? [toGameTile(game)] : [];
      })
      .slice(0, limit);

  const resolve = (widget: Widget): WidgetView | null => {
    switch (widget.type) {
      case 'carousel': {
        const carousel = carousels.find((item) => item.id === widget.carouselId);
        return carousel && carousel.slides.length > 0
          ? { type: 'carousel', id: widget.id, slides: carousel.slides }
          : null;
      }
      case 'games': {
        const category = widget.categoryId
          ? categories.find((item) => item.id === widget.categoryId)
          : undefined;
        if (personalShelfType(widget.source, category?.type ?? null))
          return { type: 'personal', id: widget.id, layout: widget.gameLayout, page: layout.page };
        const collection = widget.collectionId
          ? collections.find((item) => item.id === widget.collectionId)
          : undefined;
        const codes = category?.games ?? collection?.games;
        if (!codes) return null;
        const jackpotShelf = codes.length > 0 && codes.every((code) => catalogue.get(code)?.jackpot);
        const list = tiles(codes, shelfSize(widget.gameLayout, category?.type ?? null, jackpotShelf));
        if (list.length === 0) return null;
        return {
          type: 'games',
          id: widget.id,
          title: widget.title || category?.title || collection?.title || '',
          layout: category?.style === 'top10' ? 'Top10' : widget.gameLayout,
          games: list,
          href: category
            ? categoryPath(category)
            : collection
              ? portalPath('/colectii/:slug', { slug: collection.slug })
              : null,
        };
      }
      case 'collection-group': {
        const group = groups.find((item) => item.id === widget.collectionGroupId);
        if (!group) return null;
        const cards = group.collections.flatMap((id) => {
          const collection = collections.find((item) => item.id === id);
          return collection ? [collectionCard(collection)] : [];
        });
        return {
          type: 'collection-group',
          id: widget.id,
          title: widget.title || group.title,
          collections: cards,
        };
      }
      case 'collections': {
        const cards = widget.collectionIds.flatMap((id) => {
          const collection = collections.find((item) => item.id === id);
          return collection ? [collectionCard(collection)] : [];
        });
        return { type: 'collections', id: widget.id, title: widget.title, collections: cards };
      }
      case 'html':
        return { type: 'html', id: widget.id, html: sanitiseCmsHtml(widget.html, ctx.preview) };
      case 'jackpots': {
        const list = (
          widget.jackpotIds.length > 0
            ? widget.jackpotIds.flatMap((id) => jackpots.filter((jackpot) => jackpot.id === id))
            : jackpots
        ).map(jackpotCard);
        return list.length > 0
          ? { type: 'jackpots', id: widget.id, title: widget.title, jackpots: list }
          : null;
      }
      case 'providers': {
        const lobbyGames = layout.lobby === 'live';
        const cards = providers
          .filter((provider) =>
            provider.games.some((code) => {
              const game = catalogue.get(code);
              return game && isLiveCasinoGame(game) === lobbyGames;
            }),
          )
          .map(providerCard);
        return { type: 'providers', id: widget.id, title: widget.title, providers: cards };
      }
      case 'videos': {
        const video = videos.find((item) => item.id === widget.videoWidgetId);
        return video
          ? { type: 'videos', id: widget.id, title: widget.title || video.title, items: video.items }
          : null;
      }
      case 'winners': {
        const names = { get: (code: string) => catalogue.get(code)?.name };
        return {
          type: 'winners',
          id: widget.id,
          title: widget.title,
          winners: knownWinners(winners, names, WINNERS_SHOWN),
        };
      }
    }
  };
  return layout.widgets.map(resolve).filter((view): view is WidgetView => view !== null);
}

export async function resolvePage(
  ctx: ContentContext,
  layout: Layout,
): Promise<{ seo: PageSeo | null; widgets: WidgetView[] }> {
  const [seo, widgets] = await Promise.all([getSeo(ctx, layout.seoId), resolveWidgets(ctx, layout)]);
  return { seo, widgets };
}
