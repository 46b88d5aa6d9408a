import { startTransition, useEffect, useState } from 'react';

/** Set once hydration has committed: what mounts after it starts hydrated. */
let hydrated = false;

/**
 * Whether the page has hydrated: for a component's first render (a state's initial value), which then
 * matches the server's markup during hydration and starts from the browser's own data after it.
 */
export function isHydrated(): boolean {
  return hydrated;
}

/**
 * False during server rendering and hydration, true afterwards. What waits for it (lazy badges, the
 * banner, the session's services) is not urgent: it renders in a transition after hydration's
 * effects, in tasks of its own, rather than synchronously at the end of hydration's longest task (as
 * a store's snapshot differing from the server's would make React do). A component mounted later, by
 * a navigation in the page, is hydrated from its first render.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    if (value) return;
    hydrated = true;
    startTransition(() => setValue(true));
  }, [value]);
  return value;
}
