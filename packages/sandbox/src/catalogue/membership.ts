/**
 * Which games belong to which jackpot, category and collection (random for a few of them), and the
 * references each game record carries to its categories and collections.
 */
import type { TaxonomyRef } from '@casino/core/schemas';
import type { Rng } from '../prng.ts';
import type { CatalogueContext } from './context.ts';
import { CATEGORY_DEFS } from './fixtures/categories.ts';
import { COLLECTION_DEFS } from './fixtures/collections.ts';
import { JACKPOT_DEFS } from './fixtures/jackpots.ts';
import type { GameSeed } from './game-seed.ts';

/** Members of each jackpot, category and collection, in the order of their fixture tables. */
export interface Membership {
  jackpots: GameSeed[][];
  categories: GameSeed[][];
  collections: GameSeed[][];
}

export function drawMembership(rng: Rng, seeds: GameSeed[]): Membership {
  // Jackpots first: a game drawn into a jackpot gets the jackpot flag, which the jackpot category reads.
  const jackpots = drawJackpotMembers(rng, seeds);
  const categories = CATEGORY_DEFS.map((def) => (def.select ? def.select(seeds, rng) : []));
  const collections = COLLECTION_DEFS.map((def) => def.select(seeds, rng));
  return { jackpots, categories, collections };
}

/** Jackpot games are dealt round-robin; a jackpot left without one (a tiny catalogue) takes a plain slot. */
function drawJackpotMembers(rng: Rng, seeds: GameSeed[]): GameSeed[][] {
  const jackpotGames = seeds.filter((game) => game.jackpot);
  const slotPool = seeds.filter((game) => game.type === 'Slot' && !game.jackpot);
  return JACKPOT_DEFS.map((_, index) => {
    const members = jackpotGames.filter((_game, i) => i % JACKPOT_DEFS.length === index);
    if (members.length === 0 && slotPool.length > 0) {
      const game = rng.pick(slotPool);
      game.jackpot = true;
      members.push(game);
    }
    return members;
  });
}

export interface TaxonomyLinks {
  categoryRefs: TaxonomyRef[];
  collectionRefs: TaxonomyRef[];
  /** Category references of each game, by game code. */
  gameCategories: Map<string, TaxonomyRef[]>;
  /** Collection references of each game, by game code. */
  gameCollections: Map<string, TaxonomyRef[]>;
}

export function linkTaxonomy(ctx: CatalogueContext, membership: Membership): TaxonomyLinks {
  const categoryRefs: TaxonomyRef[] = CATEGORY_DEFS.map((def) => ({
    id: `cat-${def.slug}`,
    slug: def.slug,
    name: ctx.tr(def.title),
  }));
  const collectionRefs: TaxonomyRef[] = COLLECTION_DEFS.map((def) => ({
    id: `col-${def.slug}`,
    slug: def.slug,
    name: ctx.tr(def.title),
  }));
  return {
    categoryRefs,
    collectionRefs,
    gameCategories: refsByGame(membership.categories, categoryRefs),
    gameCollections: refsByGame(membership.collections, collectionRefs),
  };
}

function refsByGame(members: GameSeed[][], refs: TaxonomyRef[]): Map<string, TaxonomyRef[]> {
  const map = new Map<string, TaxonomyRef[]>();
  members.forEach((list, index) => {
    const ref = refs[index]!;
    for (const game of list) {
      const existing = map.get(game.code);
      if (existing) existing.push(ref);
      else map.set(game.code, [ref]);
    }
  });
  return map;
}
