import type { PageVisibility } from './page-visibility';

/** A page visibility the tests drive: `setHidden` flips it and tells every listener. For tests only. */
export function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    hidden: () => hidden,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const setHidden = (value: boolean) => {
    hidden = value;
    for (const listener of [...listeners]) listener();
  };
  return { visibility, setHidden, listeners };
}
