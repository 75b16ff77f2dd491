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
 * Every amount the site shows (balances, deposits, limits, jackpots): 2 decimals, en-US grouping,
 * EUR unless another currency is given — "€1,234.50". Not a number shows as 0.
 */
export function formatMoney(amount: number | string | null | undefined, currency = 'EUR'): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return currencyFormat(currency).format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** File sizes in B, KB or MB (1024 based). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
