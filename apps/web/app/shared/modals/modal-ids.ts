import { MODAL_PRIORITIES } from '@casino/core/modal-stack';

/**
 * Every modal of the portal with its priority slot (shell.md section 4: 2000 lowest to 6000). Kept apart
 * from the modals themselves so the buttons that open them do not pull their code into the first visit.
 */
export const MODALS = {
  search: { id: 'search', priority: MODAL_PRIORITIES.lowest },
  menu: { id: 'menu', priority: MODAL_PRIORITIES.lowest },
  filters: { id: 'filters', priority: MODAL_PRIORITIES.low },
  account: { id: 'account', priority: MODAL_PRIORITIES.low },
  myAccount: { id: 'my-account', priority: MODAL_PRIORITIES.lowest },
  gameDetails: { id: 'game-details', priority: MODAL_PRIORITIES.medium },
  login: { id: 'login', priority: MODAL_PRIORITIES.high },
  playerMessage: { id: 'player-message', priority: MODAL_PRIORITIES.highest },
} as const;

export type ModalName = keyof typeof MODALS;
