import { describe, expect, it } from 'vitest';
import {
  closeModal,
  isModalOpen,
  isScrollLocked,
  keepModalsOfPage,
  MODAL_PRIORITIES,
  type ModalStack,
  openModal,
} from './modal-stack.ts';

describe('modal stack (shell.md section 4)', () => {
  it('has the levels 2000, 2200, 2400, 5000, 6000', () => {
    expect(Object.values(MODAL_PRIORITIES)).toEqual([2000, 2200, 2400, 5000, 6000]);
  });

  it('orders by priority; opening an open modal is ignored', () => {
    let stack: ModalStack = [];
    stack = openModal(stack, { id: 'game-details', priority: 2400, overlay: true }).stack;
    stack = openModal(stack, { id: 'search', priority: 2000, overlay: true }).stack;
    expect(stack.map((open) => open.id)).toEqual(['search', 'game-details']);
    const again = openModal(stack, { id: 'search', priority: 6000, overlay: true });
    expect(again).toEqual({ stack, closed: [] });
  });

  it('a modal losing its slot closes', () => {
    const first = openModal([], { id: 'filters', priority: 2200, overlay: true });
    const second = openModal(first.stack, { id: 'account', priority: 2200, overlay: true });
    expect(second.closed).toEqual(['filters']);
    expect(isModalOpen(second.stack, 'filters')).toBe(false);
    expect(isModalOpen(second.stack, 'account')).toBe(true);
  });

  it('locks scroll while an overlay shows', () => {
    const stack = openModal([], { id: 'menu', priority: 5000, overlay: false }).stack;
    expect(isScrollLocked(stack)).toBe(false);
    const withOverlay = openModal(stack, { id: 'login', priority: 6000, overlay: true }).stack;
    expect(isScrollLocked(withOverlay)).toBe(true);
    expect(isScrollLocked(closeModal(withOverlay, 'login'))).toBe(false);
  });

  it("a new page closes the previous page's modals and keeps those opened on it", () => {
    let stack: ModalStack = [];
    stack = openModal(stack, { id: 'search', priority: 2000, overlay: true, page: '/' }).stack;
    stack = openModal(stack, {
      id: 'game-details',
      priority: 2400,
      overlay: true,
      page: '/toate-jocurile',
    }).stack;
    expect(keepModalsOfPage(stack, '/toate-jocurile').map((open) => open.id)).toEqual(['game-details']);
    expect(keepModalsOfPage(stack, '/jackpots')).toEqual([]);
    // Nothing to close: the same stack, so nothing renders again.
    const onNewPage = stack.slice(1);
    expect(keepModalsOfPage(onNewPage, '/toate-jocurile')).toBe(onNewPage);
  });
});
