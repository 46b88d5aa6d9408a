/** The jackpot records; the amounts of their levels are drawn. */
import type { Jackpot } from '@casino/core/schemas';
import type { Rng } from '../prng.ts';
import { type CatalogueContext, round2 } from './context.ts';
import { JACKPOT_DEFS, JACKPOT_LEVELS } from './fixtures/jackpots.ts';
import type { GameSeed } from './game-seed.ts';

export function buildJackpots(ctx: CatalogueContext, rng: Rng, members: GameSeed[][]): Jackpot[] {
  return JACKPOT_DEFS.map((def, index) => {
    const levels = JACKPOT_LEVELS.slice(0, def.levels === 3 ? 3 : 4).map((level) => ({
      name: level.name,
      amount: round2(level.min + rng.next() * (level.max - level.min)),
    }));
    const title = ctx.tr(def.title);
    return {
      id: `jp-${def.slug}`,
      slug: def.slug,
      title,
      currency: 'RON',
      gameCodes: members[index]!.map((game) => game.code),
      jackpotLevels: levels,
      image: ctx.asset(`jp-${def.slug}`, title, 600, 300, 'banner'),
      seoId: ctx.addSeo(
        `seo-jackpot-${def.slug}`,
        title,
        ctx.tr(
          `Câștigă ${title}: jackpot progresiv în RON.`,
          `Win the ${title}: a progressive jackpot in RON.`,
        ),
        ctx.assetUrl(`jp-${def.slug}`),
      ),
    };
  });
}
