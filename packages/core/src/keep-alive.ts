/**
 * Keep-alive (shell.md section 9): a heartbeat every 5 minutes sends the milliseconds since the last user
 * action; actions (mouse down, mouse move, key down, scroll, touch start) are recorded at most every
 * 250 ms.
 */
export const KEEP_ALIVE_INTERVAL_MS = 5 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 250;
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart'] as const;

export interface ActivityTracker {
  lastActionAt: number;
}

export function createActivityTracker(now: number): ActivityTracker {
  return { lastActionAt: now };
}

/** Records an action unless the last one was recorded less than 250 ms ago (same object back then). */
export function recordActivity(tracker: ActivityTracker, now: number): ActivityTracker {
  return now - tracker.lastActionAt < ACTIVITY_THROTTLE_MS ? tracker : { lastActionAt: now };
}

export function heartbeatPayload(tracker: ActivityTracker, now: number): { millisFromLastAction: number } {
  return { millisFromLastAction: Math.max(0, now - tracker.lastActionAt) };
}
