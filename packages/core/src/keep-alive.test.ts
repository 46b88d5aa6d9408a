import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_EVENTS,
  createActivityTracker,
  heartbeatPayload,
  KEEP_ALIVE_INTERVAL_MS,
  recordActivity,
} from './keep-alive.ts';

describe('keep-alive (shell.md section 9)', () => {
  it('heartbeat every 5 minutes, activity from five events', () => {
    expect(KEEP_ALIVE_INTERVAL_MS).toBe(300_000);
    expect(ACTIVITY_EVENTS).toEqual(['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart']);
  });

  it.each([
    [100, 1000],
    [249, 1000],
    [250, 1250],
    [900, 1900],
  ])('an action %s ms after the last recorded one records at %s', (delay, recorded) => {
    expect(recordActivity(createActivityTracker(1000), 1000 + delay).lastActionAt).toBe(recorded);
  });

  it('sends the milliseconds since the last action', () => {
    const tracker = recordActivity(createActivityTracker(0), 10_000);
    expect(heartbeatPayload(tracker, 310_000)).toEqual({ millisFromLastAction: 300_000 });
    expect(heartbeatPayload(tracker, 5_000)).toEqual({ millisFromLastAction: 0 });
  });
});
