/** Default currency format (catalogue.md section 9): 2 decimals with the narrow symbol. */
export function formatMoney(amount: number, currency = 'RON', locale = 'ro-RO'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
