import { describe, expect, it, vi } from 'vitest';
import { parseOperator, SANDBOX_OPERATOR } from './operator.server';

describe('the licensed operator the footer names (OPERATOR_*, ONJN_LICENCE_*, RESPONSIBLE_GAMING_HELPLINE)', () => {
  it('defaults to the fictional sandbox operator', () => {
    expect(parseOperator({})).toEqual(SANDBOX_OPERATOR);
  });

  it('takes every configured value, trimmed; an empty one keeps its default', () => {
    expect(
      parseOperator({
        OPERATOR_NAME: ' Exemplu Jocuri S.A. ',
        OPERATOR_ADDRESS: 'Bd. Test nr. 2, Cluj-Napoca',
        OPERATOR_TRADE_REGISTER: 'J12/1234/2019',
        OPERATOR_CUI: 'RO12345678',
        ONJN_LICENCE_NUMBER: 'L1234',
        ONJN_LICENCE_VALID_FROM: '2025-07-01',
        ONJN_LICENCE_VALID_UNTIL: '2035-06-30',
        RESPONSIBLE_GAMING_HELPLINE: '  ',
      }),
    ).toEqual({
      name: 'Exemplu Jocuri S.A.',
      address: 'Bd. Test nr. 2, Cluj-Napoca',
      tradeRegister: 'J12/1234/2019',
      cui: 'RO12345678',
      licence: { number: 'L1234', validFrom: '2025-07-01', validUntil: '2035-06-30' },
      helpline: SANDBOX_OPERATOR.helpline,
    });
  });

  it.each([
    ['01.07.2025', '2035-06-30'],
    ['2025-02-30', '2035-06-30'],
    ['2035-07-01', '2025-06-30'],
    ['2025-07-01', 'never'],
  ])(
    'refuses the validity %s to %s: both dates keep their defaults, and an error is logged',
    (from, until) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { licence } = parseOperator({
        ONJN_LICENCE_NUMBER: 'L1234',
        ONJN_LICENCE_VALID_FROM: from,
        ONJN_LICENCE_VALID_UNTIL: until,
      });
      expect(licence).toEqual({ ...SANDBOX_OPERATOR.licence, number: 'L1234' });
      expect(error).toHaveBeenCalledWith(expect.stringContaining('ONJN_LICENCE_VALID_FROM'));
      error.mockRestore();
    },
  );
});
