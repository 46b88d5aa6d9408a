/**
 * Route prefetch (shell.md and catalogue.md section 9): a portal link's page data only, never its code,
 * so a first visit downloads no other page's modules. The rule is core's (`payloadPrefetchDelay`,
 * `PreloadQueue`); this module observes the links, owns the timers and renders each preload as a
 * prefetch link that tells when it is over. ADR 0019.
 */
import { type ConnectionHints, PreloadQueue, payloadPrefetchDelay } from '@casino/core/prefetch';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { usePageDataHref } from '~/shared/links/page-data-href';

const queue = new PreloadQueue();
/**
 * What the server and the hydrating browser render. The pages start at the same array, so hydration's
 * check of the store finds nothing changed and renders nothing again (ADR 0044).
 */
const NOTHING: readonly string[] = [];
let active: readonly string[] = NOTHING;
const listeners = new Set<() => void>();

function publish(started: string[]): void {
  if (started.length === 0 && active.length === queue.active().length) return;
  active = queue.active();
  for (const listener of listeners) listener();
}

function requestPreload(href: string): void {
  if (href === window.location.pathname + window.location.search) return;
  publish(queue.request(href));
}

function settlePreload(href: string): void {
  publish(queue.settle(href));
}

function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** One observer for every link; each link's timer runs while it shows and stops when it leaves. */
const targets = new Map<Element, string>();
const timers = new Map<Element, ReturnType<typeof setTimeout>>();
let observer: IntersectionObserver | null = null;

function onIntersection(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const element = entry.target;
    const pending = timers.get(element);
    if (!entry.isIntersecting) {
      if (pending !== undefined) clearTimeout(pending);
      timers.delete(element);
      continue;
    }
    if (pending !== undefined) continue;
    const delay = payloadPrefetchDelay(connection());
    if (delay === null) continue;
    timers.set(
      element,
      setTimeout(() => {
        timers.delete(element);
        const href = targets.get(element);
        if (href) requestPreload(href);
      }, delay),
    );
  }
}

function observe(element: Element, href: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver(onIntersection);
  targets.set(element, href);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    targets.delete(element);
    const pending = timers.get(element);
    if (pending !== undefined) clearTimeout(pending);
    timers.delete(element);
  };
}

/** A ref for a link to `href`: its page is prefetched once the link has shown for 1 s. */
export function useViewportPrefetch(href: string, enabled: boolean): (element: Element | null) => void {
  return useCallback(
    (element: Element | null) => {
      if (!element || !enabled) return;
      return observe(element, href);
    },
    [href, enabled],
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One page's preload: a prefetch of the data its navigation would ask for. A page that asks none (no
 * server loader runs, or the player is now on it) is over at once.
 */
function PageDataPrefetch({ page }: { page: string }) {
  const href = usePageDataHref(page);
  const settle = () => settlePreload(page);
  useEffect(() => {
    if (!href) settlePreload(page);
  }, [href, page]);
  if (!href) return null;
  return (
    <link rel="prefetch" as="fetch" href={href} data-prefetch-page={page} onLoad={settle} onError={settle} />
  );
}

/**
 * The preloads in flight (at most 4), mounted once for the whole page. A page's preload is over when
 * its data link has loaded or failed.
 */
export function RoutePrefetcher() {
  const pages = useSyncExternalStore(
    subscribe,
    () => active,
    () => NOTHING,
  );
  return (
    <>
      {pages.map((page) => (
        <PageDataPrefetch key={page} page={page} />
      ))}
    </>
  );
}
