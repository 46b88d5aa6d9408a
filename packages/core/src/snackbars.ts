/**
 * Snackbars (catalogue.md section 4): at most 4; a fifth closes the oldest that does not ignore clicks; a
 * message whose title already shows as many times as its limit is not added; auto-dismiss after 5 s.
 *
 * Choices where the spec is silent: without a limit a title may repeat; when all four ignore clicks the
 * oldest closes anyway so the cap holds; ids come from a counter in the state.
 */
export const SNACKBAR_MAX = 4;
export const SNACKBAR_TIMEOUT_MS = 5000;

export type SnackbarType = 'info' | 'success' | 'alert';

/** `Text` is what the words are: the portal's dictionary keys, for instance. */
export interface SnackbarMessage<Text extends string = string> {
  type: SnackbarType;
  title: Text;
  text?: Text;
  actionText?: Text;
  /** The action's name; the app maps it to a handler (e.g. retry). */
  action?: string;
  /** How many snackbars with this title may show at once. */
  limit?: number;
  timeout?: number;
  /** Stays when a click elsewhere or a fifth snackbar would close it. */
  ignoreClick?: boolean;
}

export interface Snackbar<Text extends string = string> extends SnackbarMessage<Text> {
  id: number;
  timeout: number;
}

export interface SnackbarState<Text extends string = string> {
  items: Snackbar<Text>[];
  nextId: number;
}

export function createSnackbars<Text extends string = string>(): SnackbarState<Text> {
  return { items: [], nextId: 1 };
}

export function addSnackbar<Text extends string>(
  state: SnackbarState<Text>,
  message: SnackbarMessage<Text>,
): SnackbarState<Text> {
  if (message.limit !== undefined) {
    const sameTitle = state.items.filter((item) => item.title === message.title).length;
    if (sameTitle >= message.limit) return state;
  }
  let items = state.items;
  if (items.length >= SNACKBAR_MAX) {
    const oldest = items.find((item) => !item.ignoreClick) ?? items[0];
    items = items.filter((item) => item !== oldest);
  }
  const snackbar: Snackbar<Text> = {
    ...message,
    id: state.nextId,
    timeout: message.timeout ?? SNACKBAR_TIMEOUT_MS,
  };
  return { items: [...items, snackbar], nextId: state.nextId + 1 };
}

export function removeSnackbar<Text extends string>(
  state: SnackbarState<Text>,
  id: number,
): SnackbarState<Text> {
  return { ...state, items: state.items.filter((item) => item.id !== id) };
}
