/** The tournament records; the games of each are drawn among the popular ones. */
import type { Tournament } from '@casino/core/schemas';
import type { Rng } from '../prng.ts';
import type { CatalogueContext } from './context.ts';
import { TOURNAMENT_DEFS } from './fixtures/tournaments.ts';
import { drawPopularGames, type GameSeed } from './game-seed.ts';

export function buildTournaments(ctx: CatalogueContext, rng: Rng, seeds: GameSeed[]): Tournament[] {
  const { tr } = ctx;
  return TOURNAMENT_DEFS.map((def) => ({
    id: `turneu-${def.slug}`,
    slug: def.slug,
    title: tr(def.title),
    description: tr(def.description),
    prize: tr(def.prize),
    startDate: ctx.at(def.start),
    endDate: ctx.at(def.end),
    image: ctx.asset(`turneu-${def.slug}`, tr(def.title), 800, 450, 'banner'),
    games: drawPopularGames(rng, seeds, rng.int(6, 12), def.live ?? false),
  }));
}
