import { type CatalogueGame, inLobby } from '@casino/core/catalogue';
import type { Lobby } from '@casino/core/filters';
import { isPersonalisedCategoryType } from '@casino/core/personal-categories';
import type { Category, Collection, Provider } from '@casino/core/schemas';
import {
  type ContentContext,
  getCategories,
  getCollections,
  getGames,
  getProviders,
} from '~/platform/server/content.server';
import type { LobbyCatalogue } from './api/catalogue';

const byLobby = new WeakMap<CatalogueGame[], Record<Lobby, CatalogueGame[]>>();

/** One lobby's games; the same array while the content cache holds the same games. */
export async function lobbyCatalogue(ctx: ContentContext, lobby: Lobby): Promise<CatalogueGame[]> {
  const { catalogue } = await getGames(ctx);
  let split = byLobby.get(catalogue);
  if (!split) {
    split = {
      casino: catalogue.filter((game) => inLobby(game, 'casino')),
      live: catalogue.filter((game) => inLobby(game, 'live')),
    };
    byLobby.set(catalogue, split);
  }
  return split[lobby];
}

const built = new Map<string, { sources: unknown[]; catalogue: LobbyCatalogue }>();

/**
 * One lobby's catalogue for the browser, built once per version of its four sources (the content
 * cache hands out the same arrays while they are fresh), so callers can cache by identity.
 */
export async function lobbyCatalogueWithTaxonomy(ctx: ContentContext, lobby: Lobby): Promise<LobbyCatalogue> {
  const sources = await Promise.all([
    lobbyCatalogue(ctx, lobby),
    getCategories(ctx),
    lobby === 'casino' ? getCollections(ctx) : NO_COLLECTIONS,
    getProviders(ctx),
  ]);
  const key = `${ctx.locale}|${ctx.status}|${lobby}`;
  const previous = built.get(key);
  if (previous?.sources.every((source, index) => source === sources[index])) return previous.catalogue;
  const catalogue = buildLobbyCatalogue(lobby, ...sources);
  built.set(key, { sources, catalogue });
  return catalogue;
}

const NO_COLLECTIONS: Collection[] = [];

function buildLobbyCatalogue(
  lobby: Lobby,
  games: CatalogueGame[],
  categories: Category[],
  collections: Collection[],
  providers: Provider[],
): LobbyCatalogue {
  const present = (ids: Iterable<string>) => new Set(ids);
  const providerIds = present(games.map((game) => game.providerId));
  return {
    games,
    categories: categories
      .filter((category) => category.lobby === lobby && !isPersonalisedCategoryType(category.type))
      .map((category) => ({
        id: category.id,
        slug: category.slug,
        name: category.title,
        image: category.iconImage,
      })),
    collections: collections
      .filter((collection) => !collection.excludeFromPage)
      .map((collection) => ({
        id: collection.id,
        slug: collection.slug,
        name: collection.title,
        image: collection.iconImage,
      })),
    providers: providers
      .filter((provider) => providerIds.has(provider.id))
      .map((provider) => ({
        id: provider.id,
        slug: provider.slug,
        name: provider.name,
        image: provider.darkLogoImage,
      })),
  };
}
