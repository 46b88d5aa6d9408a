/**
 * Money formats (catalogue.md section 9, shell.md section 9). The portal's currencies are written by hand
 * as Intl would write them in ro-RO, because a page's first Intl.NumberFormat costs 40-180 ms of a phone's
 * main thread (ADR 0029); anything else goes to Intl itself, and a property test holds the two equal.
 */
export const MONEY_LOCALE = 'ro-RO';
export const DEFAULT_CURRENCY = 'RON';
export const DEFAULT_MONEY_THRESHOLD = 1000;

/** The narrow symbols of ro-RO (CLDR) for the currencies written without Intl. */
const NARROW_SYMBOLS: Readonly<Record<string, string>> = { RON: 'lei', EUR: '€', USD: '$', GBP: '£' };

const formatters = new Map<string, Intl.NumberFormat>();

function intlFormat(amount: number, currency: string, decimals: number): string {
  const key = `${currency}:${decimals}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(MONEY_LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, cached);
  }
  return cached.format(amount);
}

/** Adds one to a string of decimal digits (`"199"` -> `"200"`, `"99"` -> `"100"`). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let index = out.length - 1; index >= 0; index--) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      return out.join('');
    }
    out[index] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * `abs` rounded to `decimals`, half away from zero, on its shortest decimal form (as ICU rounds: 1.005
 * is `1.01`, where `toFixed` gives `1.00`), with ro-RO's separators: `.` between thousands, `,` before
 * the decimals. Null when the shortest form is exponential.
 */
function roDigits(abs: number, decimals: number): string | null {
  const text = String(abs);
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = increment(digits);
  const integer = digits.slice(0, digits.length - decimals) || '0';
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, '.');
  return decimals ? `${grouped},${digits.slice(digits.length - decimals)}` : grouped;
}

function format(amount: number, currency: string, decimals: number): string {
  const symbol = NARROW_SYMBOLS[currency];
  const digits = symbol && Number.isFinite(amount) ? roDigits(Math.abs(amount), decimals) : null;
  if (symbol === undefined || digits === null) return intlFormat(amount, currency, decimals);
  // Intl keeps the sign of a negative amount that rounds to zero, and of -0.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${digits}\u00a0${symbol}`;
}

/** `1.250,50 lei`: 2 decimals with the narrow symbol. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return format(amount, currency, 2);
}

/** `1.251 lei`: digits only, 0 decimals (rounded half away from zero). */
export function formatMoneyDigits(amount: number, currency: string = DEFAULT_CURRENCY): string {
  return format(amount, currency, 0);
}

/** Below the threshold the full amount (2 decimals), at or above it whole numbers. */
export function formatMoneyThreshold(
  amount: number,
  currency: string = DEFAULT_CURRENCY,
  threshold: number = DEFAULT_MONEY_THRESHOLD,
): string {
  return Math.abs(amount) < threshold ? formatMoney(amount, currency) : formatMoneyDigits(amount, currency);
}
