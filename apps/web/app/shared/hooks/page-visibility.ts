/** Whether the tab is hidden, and its changes; structural so stores can be tested without a DOM. */
export interface PageVisibility {
  hidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export const documentVisibility: PageVisibility = {
  hidden: () => typeof document !== 'undefined' && document.hidden,
  subscribe(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * A store's `subscribe` for work that runs only while someone listens and the tab is visible: the
 * first listener starts watching visibility (and calls `follow` now and on every change), the last
 * one to leave stops watching and calls `stop`.
 */
export function subscribeWhileVisible(
  listeners: Set<() => void>,
  visibility: PageVisibility,
  follow: () => void,
  stop: () => void,
): (listener: () => void) => () => void {
  let unwatch: (() => void) | null = null;
  return (listener) => {
    listeners.add(listener);
    if (listeners.size === 1) {
      unwatch = visibility.subscribe(follow);
      follow();
    }
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return;
      unwatch?.();
      unwatch = null;
      stop();
    };
  };
}
