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
