import { MODALS } from '~/shared/modals/modal-ids';
import { hideModal, openNamedModal } from '~/shared/modals/modal-store';
import { createStore } from '~/shared/ui/create-store';

/** The game whose details modal is open (catalogue.md: it opens whenever a game is selected). */
export const selectedGameStore = createStore<string | null>(null);

export function selectGame(gameCode: string): void {
  selectedGameStore.set(gameCode);
  openNamedModal('gameDetails');
}

export function closeGameDetails(): void {
  hideModal(MODALS.gameDetails.id);
  selectedGameStore.set(null);
}
