import { describe, expect, it } from 'vitest';
import { PERSONAL_SOURCES, SHELF_SIZE, shelfSize } from './shelves.ts';

describe('shelf sizes (catalogue.md section 9)', () => {
  it('are 20 generic, 30 dynamic or recommended, 12 jackpot, 10 top games', () => {
    expect(shelfSize('Default', 'default', false)).toBe(20);
    expect(shelfSize('Portrait', 'recommended', false)).toBe(30);
    expect(shelfSize('Default', 'popular', false)).toBe(30);
    expect(shelfSize('Default', 'trending', false)).toBe(30);
    // Our own recommendations are recommended lists too; the player's own lists are generic.
    expect(shelfSize('Default', 'because-you-like', false)).toBe(30);
    expect(shelfSize('Default', 'because-you-like-live', false)).toBe(30);
    expect(shelfSize('Default', 'because-you-played', false)).toBe(30);
    expect(shelfSize('Default', 'personalised-marketing', false)).toBe(30);
    expect(shelfSize('Default', 'most-played', false)).toBe(20);
    expect(shelfSize('Default', 'favourites', false)).toBe(20);
    expect(shelfSize('Landscape', 'default', true)).toBe(12);
    expect(shelfSize('Top10', 'popular', true)).toBe(10);
    expect(SHELF_SIZE).toMatchObject({ bonus: 5, bonusMobile: 15 });
  });

  it('are 5 for the bonus shelves (free spins, golden chips), 15 on mobile', () => {
    expect(shelfSize('Default', 'free-spins', false)).toBe(5);
    expect(shelfSize('Portrait', 'golden-chips', false)).toBe(5);
    expect(shelfSize('Default', 'free-spins', false, true)).toBe(15);
    expect(shelfSize('Default', 'golden-chips', false, true)).toBe(15);
    // The device changes only the bonus shelves.
    expect(shelfSize('Default', 'most-played', false, true)).toBe(20);
    expect(shelfSize('Default', 'popular', false, true)).toBe(30);
  });
});

describe('personal shelves', () => {
  it('are the sources only a logged-in player has', () => {
    expect(PERSONAL_SOURCES.has('Favourites')).toBe(true);
    expect(PERSONAL_SOURCES.has('RecentWins')).toBe(true);
    expect(PERSONAL_SOURCES.has('Default')).toBe(false);
    expect(PERSONAL_SOURCES.has('PopularPggService')).toBe(false);
  });
});
