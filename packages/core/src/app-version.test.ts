import { describe, expect, it } from 'vitest';
import { cappedDelay, isUpdateAvailable, latestBuildId, MAX_TIMER_MS } from './app-version.ts';

describe('app version (shell.md section 4)', () => {
  it.each([
    [{ id: 'b2' }, true],
    [{ id: 'b1' }, false],
    [{ id: '' }, false],
    [{ id: 3 }, false],
    [null, false],
    ['b2', false],
  ])('current b1, latest %j: update %s', (latest, update) => {
    expect(isUpdateAvailable('b1', latest)).toBe(update);
  });

  it('reads the latest build id', () => expect(latestBuildId({ id: 'x', timestamp: 1 })).toBe('x'));
});

describe('timer cap (shell.md section 9)', () => {
  it('keeps delays between 0 and the setTimeout limit', () => {
    expect(cappedDelay(-5)).toBe(0);
    expect(cappedDelay(300_000)).toBe(300_000);
    expect(cappedDelay(MAX_TIMER_MS + 1)).toBe(2_147_483_647);
    expect(cappedDelay(Number.POSITIVE_INFINITY)).toBe(MAX_TIMER_MS);
    expect(cappedDelay(Number.NaN)).toBe(0);
  });
});
