/** Money and size formatting (docs/product/data.md, docs/product/validation.md). */

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  const key = currency.toUpperCase();
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: key, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Euros as Intl's en-US currency format writes them ("-€1,234.50"), without Intl: a page's first
 * Intl.NumberFormat loads ICU's number data, tens of milliseconds of main thread in the home page's
 * hydration (its jackpots). Like Intl, it rounds the number's shortest decimal form (what String()
 * gives: 0.015 is "0.015", rounded up) half away from zero; amounts from 1e13 on (beyond exact
 * cents in a double) are left to Intl. Unit-tested against Intl.
 */
function formatEuros(value: number): string | null {
  const absolute = Math.abs(value);
  if (absolute >= 1e13) return null;
  // Below 1e-6 String() writes an exponent; such amounts are 0.00 whatever they are.
  const [whole, fraction = ''] = (absolute < 1e-6 ? '0' : String(absolute)).split('.');
  const totalCents = Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const cents = String(totalCents % 100).padStart(2, '0');
  const grouped = String(Math.floor(totalCents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  // Intl writes the sign of a negative amount that rounds to zero, and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}€${grouped}.${cents}`;
}

/**
 * Every amount the site shows (balances, deposits, limits, jackpots): 2 decimals, en-US grouping,
 * EUR unless another currency is given — "€1,234.50". Not a number shows as 0.
 */
export function formatMoney(amount: number | string | null | undefined, currency = 'EUR'): string {
  const parsed = typeof amount === 'string' ? Number(amount) : amount;
  const value = typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : 0;
  return (currency.toUpperCase() === 'EUR' ? formatEuros(value) : null) ?? currencyFormat(currency).format(value);
}
