import { describe, expect, it } from 'vitest';
import { fitCount } from './use-overflow';

describe('overflow of a navigation row', () => {
  it('keeps every item when they all fit', () => {
    expect(fitCount([50, 60, 70], 8, 196, 40)).toBe(3);
  });

  it('moves what does not fit behind the more button, keeping room for it', () => {
    // 40 (more) + 8 + 50 + 8 + 60 = 166 fits 170; adding 8 + 70 does not.
    expect(fitCount([50, 60, 70], 8, 170, 40)).toBe(2);
    expect(fitCount([50, 60, 70], 8, 60, 40)).toBe(0);
  });

  it('gives no room or gap to an item this screen does not show', () => {
    expect(fitCount([50, 0, 60, 0], 8, 118, 40)).toBe(4);
    // 40 + 8 + 50 = 98 fits 100; the hidden item after it costs nothing; 60 does not fit.
    expect(fitCount([50, 0, 60], 8, 100, 40)).toBe(2);
  });

  it('counts nothing for an empty row', () => {
    expect(fitCount([], 8, 100, 40)).toBe(0);
  });
});
