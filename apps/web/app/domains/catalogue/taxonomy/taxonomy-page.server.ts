/**
 * The pages of one taxonomy entry (provider, category, collection, jackpot, promotion): found by slug in
 * its list, a 404 when it is not there (shell.md section 2: 'Page Not Found' plus the path), its games as
 * tiles and its SEO record. The list pages (providers, collections, jackpots): their cards and the SEO
 * record of their layout.
 */
import type { Lobby } from '@casino/core/filters';
import type { PageSeo } from '@casino/core/head-resources';
import { isPersonalisedCategoryType } from '@casino/core/personal-categories';
import type { PageKind, Promotion } from '@casino/core/schemas';
import type { GameTileData } from '~/domains/catalogue/games';
import { tilesFor } from '~/domains/catalogue/games/index.server';
import { type JackpotCard, jackpotCard } from '~/domains/catalogue/jackpots';
import {
  type ContentContext,
  getCategories,
  getCollections,
  getJackpots,
  getLayout,
  getPromotion,
  getPromotions,
  getProviders,
  getSeo,
} from '~/platform/server/content.server';
import { markDegraded } from '~/platform/server/request-context.server';
import { notFound } from '~/platform/server/responses.server';
import { collectionCard, providerCard } from './taxonomy-cards';

export type TaxonomyKind = 'provider' | 'category' | 'collection' | 'jackpot' | 'promotion';

interface Entry {
  id: string;
  title: string;
  games: readonly string[];
  seoId: string | null;
  jackpot?: JackpotCard;
  promotion?: Promotion;
}

async function findEntry(
  ctx: ContentContext,
  kind: TaxonomyKind,
  slug: string,
  lobby: Lobby,
): Promise<Entry | undefined> {
  switch (kind) {
    case 'provider': {
      const provider = (await getProviders(ctx)).find((item) => item.slug === slug);
      return (
        provider && { id: provider.id, title: provider.name, games: provider.games, seoId: provider.seoId }
      );
    }
    case 'category': {
      const category = (await getCategories(ctx)).find(
        (item) => item.slug === slug && item.lobby === lobby && !isPersonalisedCategoryType(item.type),
      );
      return (
        category && { id: category.id, title: category.title, games: category.games, seoId: category.seoId }
      );
    }
    case 'collection': {
      const collection = (await getCollections(ctx)).find((item) => item.slug === slug);
      return (
        collection && {
          id: collection.id,
          title: collection.title,
          games: collection.games,
          seoId: collection.seoId,
        }
      );
    }
    case 'jackpot': {
      const jackpot = (await getJackpots(ctx)).find((item) => item.slug === slug);
      return (
        jackpot && {
          id: jackpot.id,
          title: jackpot.title,
          games: jackpot.gameCodes,
          seoId: jackpot.seoId,
          jackpot: jackpotCard(jackpot),
        }
      );
    }
    case 'promotion': {
      // Every audience's promotion has a page: the server renders one page for every visitor, and the
      // browser shows the offer or who it is for once it knows the session (core's promotionPageView).
      const listed = (await getPromotions(ctx)).find((item) => item.slug === slug);
      const promotion = listed && (await getPromotion(ctx, listed));
      return (
        promotion && {
          id: promotion.id,
          title: promotion.title,
          games: promotion.games,
          seoId: promotion.seoId,
          promotion,
        }
      );
    }
  }
}

export interface TaxonomyPage {
  id: string;
  title: string;
  lobby: Lobby;
  games: GameTileData[];
  seo: PageSeo | null;
  jackpot: JackpotCard | null;
  promotion: Promotion | null;
}

export async function loadTaxonomyPage(
  ctx: ContentContext,
  kind: TaxonomyKind,
  request: { slug: string; path: string; lobby: Lobby },
): Promise<TaxonomyPage> {
  const entry = await findEntry(ctx, kind, request.slug, request.lobby);
  if (!entry) notFound(request.path);
  const [games, seo] = await Promise.all([tilesFor(ctx, entry.games), getSeo(ctx, entry.seoId)]);
  return {
    id: entry.id,
    title: entry.title,
    lobby: request.lobby,
    games,
    seo,
    jackpot: entry.jackpot ?? null,
    promotion: entry.promotion ?? null,
  };
}

async function layoutSeo(ctx: ContentContext, page: PageKind): Promise<PageSeo | null> {
  return getSeo(ctx, (await getLayout(ctx, page))?.seoId);
}

export async function loadProviderCards(ctx: ContentContext) {
  const [providers, seo] = await Promise.all([getProviders(ctx), layoutSeo(ctx, 'Providers')]);
  return { seo, providers: providers.filter((provider) => provider.games.length > 0).map(providerCard) };
}

export async function loadCollectionCards(ctx: ContentContext) {
  const [collections, seo] = await Promise.all([getCollections(ctx), layoutSeo(ctx, 'Collections')]);
  return {
    seo,
    collections: collections.filter((collection) => !collection.excludeFromPage).map(collectionCard),
  };
}

/** errors.failed-to-fetch-jackpots is a notice with a try-again, not an error page (catalogue.md section 8). */
export async function loadJackpotCards(ctx: ContentContext) {
  const [jackpots, seo] = await Promise.all([
    getJackpots(ctx).catch(() => {
      markDegraded(ctx);
      return null;
    }),
    layoutSeo(ctx, 'Jackpots'),
  ]);
  return { seo, jackpots: jackpots?.map(jackpotCard) ?? [], failed: jackpots === null };
}
