/** The lobby carousels. */
import type { Carousel } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { CAROUSEL_DEFS, type SlideDef } from './fixtures/carousels.ts';

export function buildCarousels(ctx: CatalogueContext): Carousel[] {
  return CAROUSEL_DEFS.map((def) => ({
    id: def.id,
    lobby: def.lobby,
    slides: def.slides.map((slide) => buildSlide(ctx, slide)),
  }));
}

export function buildSlide(ctx: CatalogueContext, def: SlideDef): Carousel['slides'][number] {
  const { tr } = ctx;
  return {
    id: def.id,
    title: tr(def.title),
    text: tr(def.text),
    image: ctx.asset(`slide-${def.id}`, tr(def.title), 1200, 480, 'slide'),
    url: def.url,
    ctaText: tr(def.cta),
  };
}
