import { describe, expect, it } from 'vitest';
import {
  isPromotionRestricted,
  promotionPageView,
  splitPromotions,
  visiblePromotions,
} from './promotions.ts';

describe('promotion restriction (catalogue.md section 5)', () => {
  it.each([
    [null, true, false],
    [null, false, false],
    ['all', true, false],
    ['all', false, false],
    ['logged-in', true, false],
    ['logged-in', false, true],
    ['not-logged-in', true, true],
    ['not-logged-in', false, false],
  ] as const)('visibleTo %s, logged in %s: restricted %s', (visibleTo, loggedIn, restricted) => {
    expect(isPromotionRestricted({ visibleTo }, loggedIn)).toBe(restricted);
  });

  it('keeps the visible ones', () => {
    const list = [
      { visibleTo: 'logged-in' as const },
      { visibleTo: 'not-logged-in' as const },
      { visibleTo: null },
    ];
    expect(visiblePromotions(list, true)).toEqual([list[0], list[2]]);
  });
});

describe('active and available promotions', () => {
  it('splits by template code or tag name', () => {
    const promotions = [
      { id: 'a', templateCode: 'T1', tagName: null },
      { id: 'b', templateCode: null, tagName: 'vip' },
      { id: 'c', templateCode: 'T2', tagName: 'other' },
      { id: 'd', templateCode: null, tagName: null },
    ];
    const { active, available } = splitPromotions(promotions, { templateCodes: ['T1'], tagNames: ['vip'] });
    expect(active.map((p) => p.id)).toEqual(['a', 'b']);
    expect(available.map((p) => p.id)).toEqual(['c', 'd']);
    expect(splitPromotions(promotions, { templateCodes: [], tagNames: [] }).active).toEqual([]);
  });
});

describe("a promotion's page by audience and session", () => {
  const all = { visibleTo: 'all' } as const;
  const players = { visibleTo: 'logged-in' } as const;
  const guests = { visibleTo: 'not-logged-in' } as const;
  const none = { visibleTo: null } as const;

  it.each([
    [all, 'pending', 'offer'],
    [all, 'guest', 'offer'],
    [all, 'authenticated', 'offer'],
    [none, 'authenticated', 'offer'],
    [players, 'pending', 'checking'],
    [players, 'guest', 'for-players'],
    [players, 'authenticated', 'offer'],
    [guests, 'pending', 'offer'],
    [guests, 'guest', 'offer'],
    [guests, 'authenticated', 'for-guests'],
  ] as const)('%o with a %s session shows %s', (promotion, session, view) => {
    expect(promotionPageView(promotion, session)).toBe(view);
  });

  it('shows the offer exactly when the promotion is not restricted for the known session', () => {
    for (const promotion of [all, players, guests, none])
      for (const loggedIn of [false, true])
        expect(promotionPageView(promotion, loggedIn ? 'authenticated' : 'guest') === 'offer').toBe(
          !isPromotionRestricted(promotion, loggedIn),
        );
  });
});
