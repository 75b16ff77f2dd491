/** Balances: 2 decimals, en-US format, EUR (SPEC section 3). */
const euros = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatBalance(amount: number | null | undefined): string {
  return euros.format(typeof amount === 'number' && Number.isFinite(amount) ? amount : 0);
}
