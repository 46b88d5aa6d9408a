/**
 * The check and the decoding of `/api/catalog`'s answer (ADR 0020), loaded on demand with the answer:
 * valibot checks the shape, core's decoder every length, code and index; anything wrong throws. The
 * games are decoded a slice at a time, each in a task of its own, so 10,000 of them never block a
 * phone's main thread for long (issue 13: all games' total blocking time).
 */
import type { CatalogueGame } from '@casino/core/catalogue';
import { CatalogueWire, wireGamesDecoder } from '@casino/core/catalogue-wire';
import { AssetImage } from '@casino/core/schemas';
import * as v from 'valibot';
import type { SameShape } from '~/shared/data/same-shape';
import { nextTask } from '~/shared/hooks/next-task';
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
const sameShape: SameShape<v.InferOutput<typeof TaxonomyEntrySchema>, TaxonomyEntry> = true;
void sameShape;

/** Games decoded per task: 10-25 ms on a phone's CPU (4x slower), far from a 50 ms long task. */
const SLICE = 500;

/**
 * Checks an answer and decodes its games; rejects on any wrong shape or inconsistent column. The check,
 * the decoder's set-up, each slice of games and what the page renders with the result are each a task of
 * their own: the result reaches React through a store whose updates render at once, in the task that
 * resolves it.
 */
export async function parseCatalogueAnswer(answer: unknown): Promise<LobbyCatalogue> {
  const checked = v.parse(CatalogueAnswer, answer);
  // The decoder's set-up splits the lists of 10,000 games: a task of its own, not the check's.
  await nextTask();
  const decoder = wireGamesDecoder(checked.games);
  const games: CatalogueGame[] = [];
  for (let from = 0; from < decoder.count; from += SLICE) {
    await nextTask();
    for (const game of decoder.decode(from, from + SLICE)) games.push(game);
  }
  await nextTask();
  return { ...checked, games };
}
