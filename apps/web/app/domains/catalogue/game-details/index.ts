/** Game details: the modal and the `/joc/{game}` view, and selecting a game (which opens the modal). */
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';
import type { fetchGameDetails as fetchNow } from './api/game-details';

export type { GameDetailsView } from './game-details.server';
export { closeGameDetails, selectGame } from './game-details-store';
export { GameDetails } from './game-details-view';

/** The details modal loads on the visitor's first interaction (ADR 0004). */
export const GameDetailsModal = lazyOnInteraction(() =>
  import('./game-details-modal').then((module) => module.GameDetailsModal),
);

/**
 * A game's details for code outside React (the global API's `game.play`): the resource's code and its
 * schemas load on the first call, not with the global API on every page (ADR 0018).
 */
export async function fetchGameDetails(...args: Parameters<typeof fetchNow>): ReturnType<typeof fetchNow> {
  const { fetchGameDetails: fetchDetails } = await import('./api/game-details');
  return fetchDetails(...args);
}
