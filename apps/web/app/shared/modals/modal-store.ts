import {
  closeModal,
  isModalOpen,
  isScrollLocked,
  keepModalsOfPage,
  type ModalPriority,
  type ModalStack,
  openModal,
} from '@casino/core/modal-stack';
import { createStore, useStore } from '~/shared/ui/create-store';
import { MODALS, type ModalName } from './modal-ids';

/**
 * The page's modal stack (core's rules): opening an open modal is ignored, a modal displaced from its
 * priority slot closes, and the body scroll locks while any overlay shows.
 */
export const modalStore = createStore<ModalStack>([]);

function syncScrollLock(stack: ModalStack) {
  if (typeof document !== 'undefined')
    document.documentElement.classList.toggle('scroll-locked', isScrollLocked(stack));
}

function currentPage(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.pathname;
}

export function showModal(id: string, priority: ModalPriority, overlay = true): void {
  const { stack } = openModal(modalStore.get(), { id, priority, overlay, page: currentPage() });
  modalStore.set(stack);
  syncScrollLock(stack);
}

export function hideModal(id: string): void {
  const stack = closeModal(modalStore.get(), id);
  modalStore.set(stack);
  syncScrollLock(stack);
}

export function useModalOpen(id: string): boolean {
  return useStore(modalStore, (stack) => isModalOpen(stack, id), []);
}

/** Opens one of the portal's modals in its priority slot. */
export function openNamedModal(name: ModalName): void {
  showModal(MODALS[name].id, MODALS[name].priority);
}

/** A new page closes every dialog of the previous one (not one opened since its address changed). */
export function closePreviousPageModals(page: string): void {
  const stack = keepModalsOfPage(modalStore.get(), page);
  if (stack === modalStore.get()) return;
  modalStore.set(stack);
  syncScrollLock(stack);
}

export function closeAllModals(): void {
  if (modalStore.get().length === 0) return;
  modalStore.set([]);
  syncScrollLock([]);
}
