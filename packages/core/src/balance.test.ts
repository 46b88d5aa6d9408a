import { describe, expect, it } from 'vitest';
import { balanceVisibilityToggle, isBalanceHidden } from './balance.ts';

describe('balance hidden (shell.md section 5)', () => {
  it.each([
    [true, false, true],
    [true, true, false],
    [false, false, false],
    [false, true, false],
  ])('balanceHidden %s, session flag %s: hidden %s', (balanceHidden, flag, hidden) => {
    expect(isBalanceHidden({ balanceHidden }, flag)).toBe(hidden);
  });

  it('the eye toggle flips the preference', () => {
    expect(balanceVisibilityToggle(true)).toEqual({ balanceHidden: false });
  });
});
