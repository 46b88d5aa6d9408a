/** The collection records and their groups. */
import type { Collection, CollectionGroup } from '@casino/core/schemas';
import type { CatalogueContext } from './context.ts';
import { COLLECTION_DEFS, COLLECTION_GROUPS } from './fixtures/collections.ts';
import type { GameSeed } from './game-seed.ts';
import type { TaxonomyLinks } from './membership.ts';

export function buildCollections(
  ctx: CatalogueContext,
  members: GameSeed[][],
  links: TaxonomyLinks,
): { collections: Collection[]; collectionGroups: CollectionGroup[] } {
  const { tr } = ctx;
  const collections = COLLECTION_DEFS.map((def, index): Collection => {
    const ref = links.collectionRefs[index]!;
    return {
      id: ref.id,
      slug: def.slug,
      title: ref.name,
      url: def.url ?? null,
      iconImage: ctx.asset(`col-${def.slug}-icon`, ref.name, 96, 96, 'icon'),
      games: members[index]!.map((game) => game.code),
      excludeFromPage: def.excludeFromPage ?? false,
      actionRoute: def.actionRoute ?? null,
      seoId: ctx.addSeo(
        `seo-colectie-${def.slug}`,
        tr(`Colecția ${ref.name}`, `${ref.name} collection`),
        tr(`Jocuri alese din colecția ${ref.name}.`, `Games picked for the ${ref.name} collection.`),
        null,
      ),
    };
  });
  const collectionGroups = COLLECTION_GROUPS.map((group) => ({
    id: group.id,
    title: tr(group.title),
    collections: COLLECTION_DEFS.flatMap((def, index) =>
      def.group === group.id ? [links.collectionRefs[index]!.id] : [],
    ),
  }));
  return { collections, collectionGroups };
}
