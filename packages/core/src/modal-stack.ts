/**
 * The modal stack (shell.md section 4): priority levels 2000 (lowest), 2200, 2400, 5000, 6000; opening an
 * already open modal is ignored; a modal that loses its slot is closed; body scroll locks while a modal
 * overlay shows.
 *
 * Choice where the spec is silent: each priority level is one slot, so opening a modal at a level that
 * is taken closes the modal holding it; the highest level is on top.
 */
export const MODAL_PRIORITIES = {
  lowest: 2000,
  low: 2200,
  medium: 2400,
  high: 5000,
  highest: 6000,
} as const;

export type ModalPriority = (typeof MODAL_PRIORITIES)[keyof typeof MODAL_PRIORITIES];

export interface OpenModal {
  id: string;
  priority: ModalPriority;
  /** Whether the modal shows a page overlay (a drawer or dialog does; a popover does not). */
  overlay: boolean;
  /** The page (path) it was opened on: a new page closes the dialogs of the previous one. */
  page?: string;
}

export type ModalStack = readonly OpenModal[];

export interface ModalChange {
  stack: ModalStack;
  closed: string[];
}

export function openModal(stack: ModalStack, modal: OpenModal): ModalChange {
  if (stack.some((open) => open.id === modal.id)) return { stack, closed: [] };
  const displaced = stack.filter((open) => open.priority === modal.priority);
  const kept = stack.filter((open) => open.priority !== modal.priority);
  return {
    stack: [...kept, modal].sort((a, b) => a.priority - b.priority),
    closed: displaced.map((open) => open.id),
  };
}

export function closeModal(stack: ModalStack, id: string): ModalStack {
  return stack.filter((open) => open.id !== id);
}

/**
 * The modals still open once `page` shows: those opened on it. The page's address changes before the
 * new page has rendered, so a modal opened in between (a host page's `navigate` then `game.open`) is the
 * new page's and stays; those of the page before close.
 */
export function keepModalsOfPage(stack: ModalStack, page: string): ModalStack {
  return stack.every((open) => open.page === page) ? stack : stack.filter((open) => open.page === page);
}

export function isModalOpen(stack: ModalStack, id: string): boolean {
  return stack.some((open) => open.id === id);
}

export function isScrollLocked(stack: ModalStack): boolean {
  return stack.some((open) => open.overlay);
}
