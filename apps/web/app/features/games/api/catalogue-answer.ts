/**
 * The check and the decoding of `/api/catalog`'s answer (ADR 0020), loaded on demand with the answer:
 * valibot checks the shape, core's decoder every length, code and index; anything wrong throws.
 */
import { CatalogueWire, decodeWireGames } from '@casino/core/catalogue-wire';
import { AssetImage } from '@casino/core/schemas';
import * as v from 'valibot';
import type { LobbyCatalogue, TaxonomyEntry } from './catalogue-types';

const TaxonomyEntrySchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  image: v.nullable(AssetImage),
});

/** The answer of `/api/catalog`: the games as columns, the taxonomies as they are. */
export const CatalogueAnswer = v.object({
  games: CatalogueWire,
  categories: v.array(TaxonomyEntrySchema),
  collections: v.array(TaxonomyEntrySchema),
  providers: v.array(TaxonomyEntrySchema),
});

// The checked entry and the feature's TaxonomyEntry are one shape (a change to either fails the build).
const sameShape: v.InferOutput<typeof TaxonomyEntrySchema> extends TaxonomyEntry
  ? TaxonomyEntry extends v.InferOutput<typeof TaxonomyEntrySchema>
    ? true
    : false
  : false = true;
void sameShape;

/** Checks an answer and decodes its games; throws on any wrong shape or inconsistent column. */
export function parseCatalogueAnswer(answer: unknown): LobbyCatalogue {
  const checked = v.parse(CatalogueAnswer, answer);
  return { ...checked, games: decodeWireGames(checked.games) };
}
