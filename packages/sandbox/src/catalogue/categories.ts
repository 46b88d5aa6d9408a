/** The category records; personal categories have no SEO page. */
import type { Category } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { CATEGORY_DEFS } from './fixtures/categories.ts';
import type { GameSeed } from './game-seed.ts';
import type { TaxonomyLinks } from './membership.ts';

export function buildCategories(
  ctx: CatalogueContext,
  members: GameSeed[][],
  links: TaxonomyLinks,
): Category[] {
  const { tr } = ctx;
  return CATEGORY_DEFS.map((def, index) => {
    const ref = links.categoryRefs[index]!;
    const personal = def.type !== 'default';
    // The draft catalogue marks this one category, so that a preview visibly differs.
    const title = def.slug === 'noutati' ? ctx.draftTitle(ref.name) : ref.name;
    return {
      id: ref.id,
      slug: def.slug,
      type: def.type,
      title,
      lobby: def.lobby,
      style: def.style ?? 'default',
      games: members[index]!.map((game) => game.code),
      iconImage: ctx.asset(`cat-${def.slug}-icon`, tr(def.title), 96, 96, 'icon'),
      seoId: personal
        ? null
        : ctx.addSeo(
            `seo-categorie-${def.slug}`,
            title,
            tr(`Descoperă jocurile din categoria ${title}.`, `Discover the games in ${title}.`),
            null,
          ),
    };
  });
}
