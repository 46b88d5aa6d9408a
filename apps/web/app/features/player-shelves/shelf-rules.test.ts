import { parsePersonalCategorySlugs } from '@casino/core/personal-categories';
import { describe, expect, it } from 'vitest';
import { emptyShelfKey, personalShelfHref, personalShelfSize, RECOMMENDATION_TYPES } from './shelf-rules';

describe('personal shelf rules', () => {
  it('a shelf links to the configured slug (PERSONAL_CATEGORY_SLUGS)', () => {
    const slugs = parsePersonalCategorySlugs('{"most-played":"top-jocuri","golden-chips":"jetoane"}')!;
    expect(personalShelfHref('most-played', false, slugs)).toBe('/utilizator/top-jocuri');
    expect(personalShelfHref('golden-chips', true, slugs)).toBe('/cazinou-live/utilizator/jetoane');
    expect(personalShelfHref('recent-wins', false, slugs)).toBe('/utilizator/castiguri-recente');
  });

  it('a shelf’s "show all" opens its personal page; live-only types the live one in the live layout', () => {
    expect(personalShelfHref('favourites', false)).toBe('/utilizator/preferate');
    expect(personalShelfHref('most-played', false)).toBe('/utilizator/cele-mai-jucate');
    expect(personalShelfHref('personalised-marketing', false)).toBe('/utilizator/recomandate');
    expect(personalShelfHref('golden-chips', true)).toBe('/cazinou-live/utilizator/jetoane-aurii');
    expect(personalShelfHref('favourites-live', true)).toBe('/cazinou-live/utilizator/preferate');
    // A type that is not live-only keeps the casino route in the live layout.
    expect(personalShelfHref('recent-wins', true)).toBe('/utilizator/castiguri-recente');
  });

  it('recommendation shelves have no page', () => {
    for (const type of RECOMMENDATION_TYPES) expect(personalShelfHref(type, false)).toBeNull();
    expect(personalShelfHref('popular', false)).toBeNull();
  });

  it('shelf sizes: 20 for the player’s own lists, 30 for recommended ones, 10 in a top-10 layout', () => {
    expect(personalShelfSize({ type: 'favourites', layout: 'Default' }, false)).toBe(20);
    expect(personalShelfSize({ type: 'recent-wins', layout: 'Default' }, true)).toBe(20);
    expect(personalShelfSize({ type: 'because-you-like', layout: 'Default' }, false)).toBe(30);
    expect(personalShelfSize({ type: 'personalised-marketing', layout: 'Portrait' }, false)).toBe(30);
    expect(personalShelfSize({ type: 'most-played', layout: 'Top10' }, false)).toBe(10);
  });

  it('bonus shelves: 5 games, 15 on mobile', () => {
    expect(personalShelfSize({ type: 'free-spins', layout: 'Default' }, false)).toBe(5);
    expect(personalShelfSize({ type: 'free-spins', layout: 'Default' }, true)).toBe(15);
    expect(personalShelfSize({ type: 'golden-chips', layout: 'Portrait' }, true)).toBe(15);
  });

  it('an empty shelf tells the player how to fill it', () => {
    expect(emptyShelfKey('favourites')).toBe('personal.empty.favourites');
    expect(emptyShelfKey('favourites-live')).toBe('personal.empty.favourites');
    expect(emptyShelfKey('because-you-like')).toBe('personal.empty.becauseYouLike');
    expect(emptyShelfKey('recently-played')).toBe('personal.empty.played');
    expect(emptyShelfKey('recent-wins')).toBe('personal.empty.wins');
    expect(emptyShelfKey('golden-chips')).toBe('personal.empty.bonus');
    expect(emptyShelfKey('trending')).toBe('personal.empty.other');
  });
});
