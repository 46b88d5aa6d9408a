/**
 * The live tables the page shows, as an external store for `useSyncExternalStore`. The feed starts with
 * the first subscriber and stops a grace period after the last one leaves, so moving between two pages
 * that both show live data keeps the one connection.
 */

import type { LiveTables } from '@casino/core/live-tables';
import { notify } from '~/shared/snackbars/snackbar-store';
import {
  createLiveFeed,
  type LiveFeed,
  type LiveFeedErrorKey,
  type LiveFeedOptions,
  type LiveFeedStatus,
} from '../../services/live-feed';

/** Long enough to cover a client-side navigation between two live pages. */
export const LIVE_FEED_GRACE_MS = 10_000;

export interface LiveTablesSnapshot {
  tables: LiveTables;
  status: LiveFeedStatus;
}

/** What the server and the hydrating client render: no live data yet. */
export const NO_LIVE_TABLES: LiveTablesSnapshot = Object.freeze({ tables: {}, status: 'disconnected' });

export interface LiveTablesStore {
  /** Ref-counted: the first subscriber starts the feed, the last one stops it after the grace period. */
  subscribe(listener: () => void): () => void;
  getSnapshot(): LiveTablesSnapshot;
}

export interface LiveTablesStoreOptions {
  hubUrl: string;
  onError: (key: LiveFeedErrorKey) => void;
  graceMs?: number;
  createFeed?: (options: LiveFeedOptions) => LiveFeed;
}

export function createLiveTablesStore(options: LiveTablesStoreOptions): LiveTablesStore {
  const graceMs = options.graceMs ?? LIVE_FEED_GRACE_MS;
  const listeners = new Set<() => void>();
  let snapshot = NO_LIVE_TABLES;
  let stopTimer: ReturnType<typeof setTimeout> | null = null;
  let feed: LiveFeed | null = null;

  const publish = (next: LiveTablesSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const liveFeed = (): LiveFeed => {
    if (!feed) {
      const created = (options.createFeed ?? createLiveFeed)({
        hubUrl: options.hubUrl,
        onTables: (tables) => publish({ ...snapshot, tables }),
        onError: options.onError,
        logger: console,
      });
      created.subscribeStatus(() => publish({ ...snapshot, status: created.getStatus() }));
      feed = created;
    }
    return feed;
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (stopTimer !== null) {
          clearTimeout(stopTimer);
          stopTimer = null;
        } else {
          void liveFeed().start();
        }
      }
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        stopTimer = setTimeout(() => {
          stopTimer = null;
          void liveFeed().stop();
        }, graceMs);
      };
    },
    getSnapshot: () => snapshot,
  };
}

const stores = new Map<string, LiveTablesStore>();

/** The one store per hub address, shared by every component on the page; its errors are toasts. */
export function liveTablesStore(hubUrl: string): LiveTablesStore {
  let store = stores.get(hubUrl);
  if (!store) {
    store = createLiveTablesStore({
      hubUrl,
      onError: (key: LiveFeedErrorKey) => notify({ type: 'alert', title: key, limit: 1 }),
    });
    stores.set(hubUrl, store);
  }
  return store;
}
