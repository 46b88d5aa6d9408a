/**
 * Whether an element is in the viewport: for work worth doing only where the player can see it (a
 * number ticking many times a second). One observer serves every element. False on the server and until
 * the browser's first observation; true where the browser has no IntersectionObserver.
 */
import { useCallback, useState } from 'react';

const watchers = new Map<Element, (onScreen: boolean) => void>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, onChange: (onScreen: boolean) => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
  });
  watchers.set(element, onChange);
  observer.observe(element);
  return () => {
    watchers.delete(element);
    observer?.unobserve(element);
  };
}

/** `[onScreen, ref]`: put the ref on the element to watch. */
export function useOnScreen<E extends Element>(): [boolean, (element: E | null) => (() => void) | undefined] {
  const [onScreen, setOnScreen] = useState(false);
  const ref = useCallback((element: E | null) => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setOnScreen(true);
      return;
    }
    return watch(element, setOnScreen);
  }, []);
  return [onScreen, ref];
}
