/** Shapes of the paged transaction lists (docs/product/data.md); extra fields pass through. */

export interface PagedList<T> {
  count: number;
  pageCount: number;
  page?: number;
  transactions: T[];
  [extra: string]: unknown;
}

export interface DepositTransaction {
  status: string;
  amount: number;
  currency: string;
  createdTime: string | number;
}

export interface BetTransaction {
  createdTime: string | number;
  productTranslation: string;
  betAmount: number;
  winAmount: number;
  currency: string;
}

export interface WithdrawTransaction {
  status?: string;
  amount: number;
  currency: string;
  createdTime: string | number;
  reference?: string;
  [extra: string]: unknown;
}
