/**
 * Runs `start` when the browser is idle, at most `timeout` ms away (work that must not compete with the
 * first paint or hydration). Returns a cancel.
 */
export function whenIdle(start: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => start(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(start, 1);
  return () => window.clearTimeout(id);
}
