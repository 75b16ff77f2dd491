import { AppError, ErrorCode } from '../../errors';

/** Limits of one payment method in cents (per currency; EUR only). */
export interface MethodLimits {
  minCents: number;
  maxCents: number;
}

export interface PaymentMethodConfig {
  method: string;
  deposit: MethodLimits;
  withdraw: MethodLimits;
}

/** docs/product/constants.md: deposit default min 10, max 100000 EUR; withdrawals use the same range. */
export const PAYMENT_METHODS: PaymentMethodConfig[] = [
  { method: 'bank', deposit: { minCents: 1000, maxCents: 10_000_000 }, withdraw: { minCents: 1000, maxCents: 10_000_000 } },
];

export const PAYMENT_CURRENCY = 'EUR';

export function findMethod(method: string): PaymentMethodConfig {
  const m = PAYMENT_METHODS.find((p) => p.method === method);
  if (!m)
    throw AppError.validation('method', `Unknown payment method ${method}`, {
      rule: 'method',
      allowed: PAYMENT_METHODS.map((p) => p.method),
    });
  return m;
}

export function checkCurrency(currency: string | undefined): void {
  if (currency !== undefined && currency.toUpperCase() !== PAYMENT_CURRENCY) {
    throw AppError.validation('currency', 'Only EUR is supported', { rule: 'currency' });
  }
}

/** 117 with params.paymentLimit {minAmount} or {maxAmount} (euros) when out of range. */
export function checkLimits(cents: number, limits: MethodLimits): void {
  if (cents < limits.minCents) {
    throw new AppError(ErrorCode.PAYMENT_AMOUNT, `The amount is below the minimum of ${limits.minCents / 100} EUR`, {
      params: { paymentLimit: { minAmount: limits.minCents / 100 } },
    });
  }
  if (cents > limits.maxCents) {
    throw new AppError(ErrorCode.PAYMENT_AMOUNT, `The amount is above the maximum of ${limits.maxCents / 100} EUR`, {
      params: { paymentLimit: { maxAmount: limits.maxCents / 100 } },
    });
  }
}

/** Euro amount to cents for payments: 195 when not a positive amount with 2 decimals. */
export function paymentCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) {
    throw AppError.validation('amount', 'amount must be a positive amount with at most 2 decimals', { rule: 'amount' });
  }
  return cents;
}
