import { describe, expect, it } from 'vitest';
import {
  activeGamingBonuses,
  bonusPopupClickEvent,
  currentBonuses,
  isCurrentBonus,
  isSelfExcludedForBonuses,
  keptBonusDetails,
  optInToTemplate,
  optOutFromTemplate,
  promotionsBadgeCount,
  shouldFetchBonusLists,
} from './bonuses.ts';

describe('current bonuses (shell.md section 4)', () => {
  it.each([
    ['accepted', 'freespins', true],
    ['ACTIVE', 'bonusmoney', true],
    ['Accepted', 'cash', false],
    ['active', 'CASH', false],
    ['pending', 'freespins', false],
    ['expired', 'freespins', false],
  ])('status %s and play type %s is current: %s', (status, playType, current) => {
    expect(isCurrentBonus({ status, playType })).toBe(current);
  });

  it('filters a list', () => {
    const list = [
      { status: 'active', playType: 'freespins', bonus: { id: 1 } },
      { status: 'active', playType: 'cash', bonus: { id: 2 } },
    ];
    expect(currentBonuses(list)).toEqual([list[0]]);
  });
});

describe('gaming bonuses', () => {
  it.each([
    [{ bonusStatus: 'active', bonusType: 'freespins', freeSpinsCountRemaining: 5 }, true],
    [{ bonusStatus: 'Active', bonusType: 'freespins2', freeSpinsCountRemaining: 1 }, true],
    [{ bonusStatus: 'active', bonusType: 'freespins', freeSpinsCountRemaining: 0 }, false],
    [{ bonusStatus: 'active', bonusType: 'freespins' }, false],
    [{ bonusStatus: 'accepted', bonusType: 'freespins', freeSpinsCountRemaining: 5 }, false],
    [
      { bonusStatus: 'active', bonusType: 'goldenchips', goldenChips: { goldenChipsCountRemaining: 3 } },
      true,
    ],
    [
      { bonusStatus: 'active', bonusType: 'goldenchips', goldenChips: { goldenChipsCountRemaining: 0 } },
      false,
    ],
    [{ bonusStatus: 'active', bonusType: 'goldenchips', goldenChips: null }, false],
  ])('%j counts: %s', (bonus, counts) => {
    expect(activeGamingBonuses([bonus])).toHaveLength(counts ? 1 : 0);
  });
});

describe('self-exclusion (shell.md section 5)', () => {
  it.each([
    [{ selfExclusion: { productSettings: [{ product: 'CrossProduct' }] } }, true],
    [{ selfExclusion: { productSettings: [{ product: 'Sports' }, { product: 'Casino' }] } }, true],
    [{ selfExclusion: { productSettings: [{ product: 'Sports' }] } }, false],
    [{ selfExclusion: { productSettings: null } }, false],
    [{ selfExclusion: null }, false],
    [null, false],
  ])('%j is self-excluded: %s', (overview, excluded) => {
    expect(isSelfExcludedForBonuses(overview)).toBe(excluded);
  });
});

describe('bonus details', () => {
  it.each([
    ['freespins', true],
    ['freespins2', true],
    ['goldenchips', true],
    ['GoldenChips', true],
    ['cash', false],
    ['bonusmoney', false],
  ])('play type %s is kept: %s', (playType, kept) => {
    const details = { bonus: { playType, freeSpinsCount: 10, templateCode: 'T1' } };
    expect(keptBonusDetails(details)).toBe(kept ? details : null);
  });

  it('no details keeps nothing', () => expect(keptBonusDetails(null)).toBeNull());
});

describe('templates, lists and tracking', () => {
  it('opt-in adds the template once, opt-out removes it', () => {
    const list = [{ templateCode: 'A' }];
    expect(optInToTemplate(list, { templateCode: 'B' })).toEqual([
      { templateCode: 'A' },
      { templateCode: 'B' },
    ]);
    expect(optInToTemplate(list, { templateCode: 'A' })).toEqual(list);
    expect(optOutFromTemplate(list, 'A')).toEqual([]);
  });

  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
  ])('logged in %s, native view %s: bonus lists fetched %s', (loggedIn, nativeView, fetched) => {
    expect(shouldFetchBonusLists({ loggedIn, nativeView })).toBe(fetched);
  });

  it('the promotions badge counts bonuses plus active promotions', () => {
    expect(promotionsBadgeCount(2, 3)).toBe(5);
  });

  it('tracks the pop-up click', () => {
    expect(bonusPopupClickEvent(42, 'accept')).toEqual({
      event: 'casino_bonus_popup_click',
      bonus_id: '42',
      cta_action: 'accept',
    });
    expect(bonusPopupClickEvent('1002', 'dismiss')).toEqual({
      event: 'casino_bonus_popup_click',
      bonus_id: '1002',
      cta_action: 'dismiss',
    });
  });
});
