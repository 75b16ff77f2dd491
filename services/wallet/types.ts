/** The balance of GET /player/balance (docs/product/data.md). */
export interface Balance {
  balance: number;
  cash: number;
  promo: number;
  currency: 'EUR' | string;
  currentTurnover: number;
  totalTurnover: number;
}
