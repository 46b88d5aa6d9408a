/** The promotion records; the games of each are drawn among the popular ones. */
import type { Promotion } from '@casino/core/schemas';
import type { Rng } from '../prng.ts';
import type { CatalogueContext } from './context.ts';
import { PROMOTION_DEFS, type PromotionDef, promotionBody } from './fixtures/promotions.ts';
import { drawPopularGames, type GameSeed } from './game-seed.ts';

export function buildPromotions(ctx: CatalogueContext, rng: Rng, seeds: GameSeed[]): Promotion[] {
  const games = PROMOTION_DEFS.map((def) => drawPopularGames(rng, seeds, rng.int(4, 10), def.live ?? false));
  // The draft catalogue marks the first promotion, so that a preview visibly differs.
  return PROMOTION_DEFS.map((def, index) => promotionFrom(ctx, def, games[index]!, index === 0));
}

export function promotionFrom(
  ctx: CatalogueContext,
  def: PromotionDef,
  games: string[],
  markDraft: boolean,
): Promotion {
  const { tr } = ctx;
  const title = markDraft ? ctx.draftTitle(tr(def.title)) : tr(def.title);
  const summary = tr(def.summary);
  return {
    id: `promo-${def.slug}`,
    slug: def.slug,
    title,
    summary,
    body: tr(promotionBody(title, summary)),
    image: ctx.asset(`promo-${def.slug}`, tr(def.title), 800, 450, 'banner'),
    games,
    visibleTo: def.visibleTo,
    templateCode: def.templateCode ?? null,
    tagName: def.tagName ?? null,
    startDate: ctx.at(def.start),
    endDate: def.end === null ? null : ctx.at(def.end),
    seoId: ctx.addSeo(`seo-promotie-${def.slug}`, title, summary, ctx.assetUrl(`promo-${def.slug}`)),
  };
}
