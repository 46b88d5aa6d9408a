/** The personalised categories of a player (`/Personalized/general/categories`). */
import { CATEGORY_TYPES, type PersonalizedCategory } from '@casino/core/schemas';
import { createRng, hashString } from '../prng.ts';
import type { SandboxCatalogue } from './types.ts';

/**
 * Deterministic per seed and player. A guest (`null`) gets none; the player `nou` (new, no history)
 * gets empty lists.
 */
export function personalizedCategories(
  catalogue: SandboxCatalogue,
  player: string | null,
): PersonalizedCategory[] {
  if (!player) return [];
  const rng = createRng((catalogue.seed ^ hashString(player)) >>> 0);
  const casino = catalogue.games.filter((game) => game.type === 'Slot' || game.type === 'Crash');
  const live = catalogue.games.filter((game) => game.type === 'Live' || game.type === 'Table');
  const fresh = player === 'nou';
  return CATEGORY_TYPES.filter((type) => type !== 'default').map((type) => {
    const pool = type.endsWith('-live') || type === 'golden-chips' ? live : casino;
    const count = fresh ? 0 : rng.int(6, 20);
    return { type, games: rng.sample(pool, count).map((game) => game.gameCode) };
  });
}
