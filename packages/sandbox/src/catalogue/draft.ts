/**
 * What only the draft catalogue has: one extra promotion, one extra carousel slide and one extra Lobby
 * widget. (The draft marks on the titles of the first promotion and of the `noutati` category are made
 * where those records are built, since the titles are copied into SEO records, menus and shelves.)
 */
import { createRng } from '../prng.ts';
import { buildSlide } from './carousels.ts';
import type { CatalogueContext } from './context.ts';
import { DRAFT_SLIDE } from './fixtures/carousels.ts';
import { DRAFT_LOBBY_WIDGET } from './fixtures/layouts.ts';
import { DRAFT_PROMOTION } from './fixtures/promotions.ts';
import type { GameSeed } from './game-seed.ts';
import { promotionFrom } from './promotions.ts';
import type { SandboxCatalogue } from './types.ts';

/** Runs last, so that the draft promotion, slide and their assets come after the published ones. */
export function applyDraft(ctx: CatalogueContext, catalogue: SandboxCatalogue, seeds: GameSeed[]): void {
  // Its own generator, so that the published draws are the same in both catalogues.
  const rng = createRng(ctx.seed ^ 0x5eed);
  const games = rng.sample(seeds, 4).map((game) => game.code);
  catalogue.promotions.push(promotionFrom(ctx, DRAFT_PROMOTION, games, false));
  catalogue.carousels[0]!.slides.push(buildSlide(ctx, DRAFT_SLIDE));
  catalogue.layouts
    .find((layout) => layout.page === 'Lobby')!
    .widgets.splice(2, 0, {
      id: DRAFT_LOBBY_WIDGET.id,
      type: 'html',
      title: ctx.tr(DRAFT_LOBBY_WIDGET.title),
      html: ctx.tr(DRAFT_LOBBY_WIDGET.html),
    });
}
