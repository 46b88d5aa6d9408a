import { describe, expect, it } from 'vitest';
import { isUpdateAvailable, latestBuildId } from './app-version.ts';

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
