/**
 * App version (shell.md section 4): a poll compares the latest build id (GET /builds/latest.json) with
 * the build the page runs and signals an update once when they differ. Every 5 minutes and when the tab
 * becomes visible again; never while it is hidden; timers capped at 2147483647 ms (section 9).
 *
 * Choices where the spec is silent:
 * - the build the page runs is the first id the watcher is started with: the root loader revalidates on
 *   navigation and would report the new server's id, while the JavaScript in memory is still the old one;
 * - coming back to the tab checks at once unless the last check is under 30 s old (quick tab switching
 *   does not flood the server), then the 5-minute period starts again;
 * - a failed or unreadable answer is logged and ignored; the next period tries again;
 * - after the update is signalled polling stops for good (it is signalled once per page load).
 */
import { isUpdateAvailable } from '@casino/core/app-version';
import { documentVisibility, type PageVisibility } from '~/shared/hooks/page-visibility';

export const APP_VERSION_POLL_MS = 5 * 60_000;
export const APP_VERSION_RECHECK_GAP_MS = 30_000;
/** The largest delay setTimeout honours; a longer one fires at once (shell.md section 9). */
export const MAX_TIMER_MS = 2_147_483_647;
export const LATEST_BUILD_PATH = '/builds/latest.json';

export function cappedDelay(ms: number): number {
  if (!Number.isFinite(ms)) return ms > 0 ? MAX_TIMER_MS : 0;
  return Math.min(Math.max(0, Math.round(ms)), MAX_TIMER_MS);
}

export interface AppVersionWatcherOptions {
  /** Reads builds/latest.json; rejects on a network or HTTP failure. */
  load: () => Promise<unknown>;
  /** Called once, the first time a newer build is seen. */
  onUpdate: () => void;
  intervalMs?: number;
  recheckGapMs?: number;
  now?: () => number;
  visibility?: PageVisibility;
  logError?: (message: string, error: unknown) => void;
}

export interface AppVersionWatcher {
  /** Ref-counted: polls while at least one caller has started it and not stopped; returns the stop. */
  start(currentBuildId: string): () => void;
  /** Polls now (unless an update is already known); resolves whether an update is available. */
  check(): Promise<boolean>;
  updateAvailable(): boolean;
}

export function createAppVersionWatcher(options: AppVersionWatcherOptions): AppVersionWatcher {
  const intervalMs = cappedDelay(options.intervalMs ?? APP_VERSION_POLL_MS);
  const recheckGapMs = options.recheckGapMs ?? APP_VERSION_RECHECK_GAP_MS;
  const now = options.now ?? (() => Date.now());
  const visibility = options.visibility ?? documentVisibility;
  const logError = options.logError ?? ((message, error) => console.error(message, error));

  let currentBuildId: string | null = null;
  let users = 0;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopWatchingVisibility: (() => void) | null = null;
  let inflight: Promise<boolean> | null = null;
  let updated = false;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const schedule = () => {
    clearTimer();
    if (updated || users === 0 || visibility.hidden()) return;
    const wait = cappedDelay(lastCheck + intervalMs - now());
    timer = setTimeout(() => {
      timer = null;
      void check().finally(schedule);
    }, wait);
  };

  const check = (): Promise<boolean> => {
    if (updated) return Promise.resolve(true);
    if (currentBuildId === null) return Promise.resolve(false);
    if (inflight) return inflight;
    const running = currentBuildId;
    lastCheck = now();
    inflight = options
      .load()
      .then(
        (answer) => {
          if (updated || !isUpdateAvailable(running, answer)) return updated;
          updated = true;
          clearTimer();
          options.onUpdate();
          return true;
        },
        (error: unknown) => {
          logError('App version: checking the latest build failed', error);
          return false;
        },
      )
      .finally(() => {
        inflight = null;
      });
    return inflight;
  };

  const followVisibility = () => {
    if (visibility.hidden()) {
      clearTimer();
      return;
    }
    if (updated || users === 0) return;
    if (now() - lastCheck >= recheckGapMs) {
      clearTimer();
      void check().finally(schedule);
      return;
    }
    if (timer === null) schedule();
  };

  return {
    start(buildId) {
      currentBuildId ??= buildId;
      users += 1;
      if (users === 1) {
        // The page was just served with this build, so the first poll waits a full period.
        if (lastCheck === Number.NEGATIVE_INFINITY) lastCheck = now();
        stopWatchingVisibility = visibility.subscribe(followVisibility);
        schedule();
      }
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        users -= 1;
        if (users > 0) return;
        stopWatchingVisibility?.();
        stopWatchingVisibility = null;
        clearTimer();
      };
    },
    check,
    updateAvailable: () => updated,
  };
}

/** GET /builds/latest.json, bypassing caches; rejects on a non-OK answer. */
export async function fetchLatestBuild(fetcher: typeof fetch = fetch): Promise<unknown> {
  const response = await fetcher(LATEST_BUILD_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}
