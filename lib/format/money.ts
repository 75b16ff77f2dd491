/** Money and size formatting (SPEC sections 3 and 5). */

const EUR = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Balances and amounts: 2 decimals, en-US, EUR — "€1,234.50". */
export function formatMoney(amount: number | string | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return EUR.format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/** File sizes in B, KB or MB (1024 based). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
