import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatMoneyDigits, formatMoneyThreshold } from './money.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('money formats (catalogue.md section 9)', () => {
  it.each([
    [1250.5, 'RON', '1.250,50 lei'],
    [0, 'RON', '0,00 lei'],
    [0.1, 'RON', '0,10 lei'],
    [12.345, 'EUR', '12,35 €'],
  ])('formatMoney(%s, %s) has 2 decimals and the narrow symbol: %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(nbsp(expected));
  });

  it('defaults to RON', () => {
    expect(formatMoney(5)).toBe(nbsp('5,00 lei'));
    expect(formatMoneyDigits(5)).toBe(nbsp('5 lei'));
    expect(formatMoneyThreshold(5)).toBe(nbsp('5,00 lei'));
  });

  it.each([
    [1250.5, '1.251 lei'],
    [12345.4, '12.345 lei'],
    [0.4, '0 lei'],
  ])('formatMoneyDigits(%s) has 0 decimals: %s', (amount, expected) => {
    expect(formatMoneyDigits(amount, 'RON')).toBe(nbsp(expected));
  });

  it.each([
    [999.99, undefined, '999,99 lei'],
    [1000, undefined, '1.000 lei'],
    [1000.5, undefined, '1.001 lei'],
    [50.5, 50, '51 lei'],
    [49.5, 50, '49,50 lei'],
  ])('formatMoneyThreshold(%s, threshold %s) = %s', (amount, threshold, expected) => {
    expect(formatMoneyThreshold(amount, 'RON', threshold)).toBe(nbsp(expected));
  });

  it('RON, EUR, USD and GBP are written without Intl.NumberFormat; any other currency goes to it', async () => {
    vi.resetModules();
    const money = await import('./money.ts');
    const Original = Intl.NumberFormat;
    const built: string[] = [];
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built.push(String(args[1]?.currency));
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(money.formatMoneyThreshold(5)).toBe(nbsp('5,00 lei'));
      expect(money.formatMoneyThreshold(5000, 'EUR')).toBe(nbsp('5.000 €'));
      expect(money.formatMoney(-1.5, 'USD')).toBe(nbsp('-1,50 $'));
      expect(money.formatMoneyDigits(12, 'GBP')).toBe(nbsp('12 £'));
      expect(built).toEqual([]);
      expect(money.formatMoney(1.5, 'CHF')).toBe(nbsp('1,50 CHF'));
      expect(money.formatMoney(Number.NaN)).toBe(nbsp('NaN lei'));
      expect(built).toEqual(['CHF', 'RON']);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it.each([
    [1.005, 2, '1,01 lei'],
    [0.125, 2, '0,13 lei'],
    [999.995, 2, '1.000,00 lei'],
    [2.5, 0, '3 lei'],
    [-2.5, 0, '-3 lei'],
    [-0.4, 0, '-0 lei'],
    [-0, 2, '-0,00 lei'],
    [1e-7, 2, '0,00 lei'],
    [123456789012.345, 2, '123.456.789.012,35 lei'],
  ])(
    'rounds %s to %s decimals half away from zero on its shortest decimal form, as Intl does: %s',
    (amount, decimals, expected) => {
      const written = decimals === 2 ? formatMoney(amount) : formatMoneyDigits(amount);
      expect(written).toBe(nbsp(expected));
    },
  );

  it('writes every amount exactly as Intl.NumberFormat ro-RO does', () => {
    const intl = (currency: string, decimals: number) =>
      new Intl.NumberFormat('ro-RO', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const amounts = fc.oneof(
      fc.double({ min: -1e22, max: 1e22, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
      fc.integer({ min: -1e6, max: 1e6 }).map((thousandths) => thousandths / 1000),
      fc.constantFrom(0, -0, 0.5, -0.5, 9.995, 999.5, 999_999.995, Number.POSITIVE_INFINITY, 1e21, 1e-7),
    );
    fc.assert(
      fc.property(amounts, fc.constantFrom('RON', 'EUR', 'USD', 'GBP'), (amount, currency) => {
        expect(formatMoney(amount, currency)).toBe(intl(currency, 2).format(amount));
        expect(formatMoneyDigits(amount, currency)).toBe(intl(currency, 0).format(amount));
      }),
      { numRuns: 5000 },
    );
  });
});
