import { MODAL_PRIORITIES } from '@casino/core/modal-stack';
import { hideModal, showModal } from '~/features/modals/modal-store';
import { createStore } from '~/features/ui/create-store';

export const GAME_DETAILS_MODAL_ID = 'game-details';

/** The game whose details modal is open (catalogue.md: it opens whenever a game is selected). */
export const selectedGameStore = createStore<string | null>(null);

export function selectGame(gameCode: string): void {
  selectedGameStore.set(gameCode);
  showModal(GAME_DETAILS_MODAL_ID, MODAL_PRIORITIES.medium);
}

export function closeGameDetails(): void {
  hideModal(GAME_DETAILS_MODAL_ID);
  selectedGameStore.set(null);
}
