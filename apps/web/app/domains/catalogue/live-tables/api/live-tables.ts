/**
 * Live tables (catalogue.md sections 3, 4 and 9) from the live feed hub: a query whose source is the
 * SignalR connection, started with the first component that shows live data and stopped 10 s after
 * the last one goes (so moving between two live pages keeps the one connection). The server and the
 * hydrating browser see no live data, so the markup matches.
 */
import type { LiveTables } from '@casino/core/live-tables';
import {
  createLiveFeed,
  type LiveFeed,
  type LiveFeedErrorKey,
  type LiveFeedOptions,
  type LiveFeedStatus,
} from '~/platform/browser/live-feed';
import type { QueryOptions } from '~/shared/data/query-client';
import { notify } from '~/shared/snackbars/snackbar-store';

/** Long enough to cover a client-side navigation between two live pages. */
export const LIVE_FEED_GRACE_MS = 10_000;

export interface LiveTablesSnapshot {
  tables: LiveTables;
  status: LiveFeedStatus;
}

export const NO_LIVE_TABLES: LiveTablesSnapshot = Object.freeze({ tables: {}, status: 'disconnected' });

export function liveTablesQuery(
  hubUrl: string,
  createFeed: (options: LiveFeedOptions) => LiveFeed = createLiveFeed,
): QueryOptions<LiveTablesSnapshot> {
  return {
    key: ['live-tables', hubUrl],
    keepMs: LIVE_FEED_GRACE_MS,
    initialData: NO_LIVE_TABLES,
    live(push) {
      let snapshot = NO_LIVE_TABLES;
      const update = (next: Partial<LiveTablesSnapshot>) => {
        snapshot = { ...snapshot, ...next };
        push(snapshot);
      };
      const feed = createFeed({
        hubUrl,
        onTables: (tables) => update({ tables }),
        // errors.failed-to-connect-to-live-feed and -disconnect- are toasts (catalogue.md section 8).
        onError: (key: LiveFeedErrorKey) => notify({ type: 'alert', title: key, limit: 1 }),
        logger: console,
      });
      const unwatchStatus = feed.subscribeStatus(() => update({ status: feed.getStatus() }));
      void feed.start();
      return () => {
        unwatchStatus();
        void feed.stop();
      };
    },
  };
}
