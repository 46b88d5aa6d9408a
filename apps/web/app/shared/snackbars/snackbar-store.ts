import { addSnackbar, createSnackbars, removeSnackbar, type SnackbarMessage } from '@casino/core/snackbars';
import type { TranslationKey } from '~/shared/i18n/keys';
import { createStore } from '~/shared/ui/create-store';

/** A snackbar as the portal asks for one: its words are dictionary keys, so none shows raw. */
export type PortalSnackbarMessage = SnackbarMessage<TranslationKey>;

/**
 * What the server and the hydrating browser render: the store's own first state, so that a page whose
 * store is still at it is not rendered again, at once, right after hydration.
 */
export const NO_SNACKBARS = createSnackbars<TranslationKey>();

/** Snackbars (core rules: at most 4, the per-title limit, 5 s); actions are callbacks kept by id. */
export const snackbarStore = createStore(NO_SNACKBARS);
const actions = new Map<number, () => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissSnackbar(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  actions.delete(id);
  snackbarStore.set((state) => removeSnackbar(state, id));
}

export function notify(message: PortalSnackbarMessage & { onAction?: () => void }): void {
  const { onAction, ...snackbar } = message;
  const before = snackbarStore.get();
  const after = addSnackbar(before, snackbar);
  if (after === before) return;
  for (const item of before.items) if (!after.items.includes(item)) dismissSnackbar(item.id);
  const added = after.items.at(-1);
  snackbarStore.set(after);
  if (!added) return;
  if (onAction) actions.set(added.id, onAction);
  // A timeout of 0 is "no time-out" (the authentication startup error waits for its action).
  if (added.timeout <= 0) return;
  timers.set(
    added.id,
    setTimeout(() => dismissSnackbar(added.id), added.timeout),
  );
}

export function runSnackbarAction(id: number): void {
  const action = actions.get(id);
  dismissSnackbar(id);
  action?.();
}
