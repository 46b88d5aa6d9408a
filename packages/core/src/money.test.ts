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

  it('warmMoneyFormats builds both formats ahead: the first amounts shown build none', async () => {
    vi.resetModules();
    const money = await import('./money.ts');
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        built += 1;
      }
    } as typeof Intl.NumberFormat;
    try {
      money.warmMoneyFormats();
      expect(built).toBe(2);
      expect(money.formatMoneyThreshold(5)).toBe(nbsp('5,00 lei'));
      expect(money.formatMoneyThreshold(5000)).toBe(nbsp('5.000 lei'));
      expect(built).toBe(2);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
