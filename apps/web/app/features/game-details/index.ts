/** Game details: the modal and the `/joc/{game}` view, and selecting a game (which opens the modal). */
import { lazyOnInteraction } from '~/shared/modals/lazy-modal';

export { fetchGameDetails } from './api/game-details';
export type { GameDetailsView } from './game-details.server';
export { closeGameDetails, selectGame } from './game-details-store';
export { GameDetails } from './game-details-view';

/** The details modal loads on the visitor's first interaction (ADR 0004). */
export const GameDetailsModal = lazyOnInteraction(() =>
  import('./game-details-modal').then((module) => module.GameDetailsModal),
);
