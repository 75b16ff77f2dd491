/**
 * Payment calls (docs/product/api.md, platform README "Wallet, payments"): the payment methods
 * (also for the bank login), deposits for a logged-in player (confirmDeposit) and a new customer
 * (initDeposit), the deposit status, the withdraw form data, withdraw and cancel, and the deposit /
 * withdrawal lists the wallet needs.
 */
import type { BankCountry } from '@/services/account/bankLogin';
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';

export interface PaymentMethod {
  method: string;
  minAmount?: Record<string, number>;
  maxAmount?: Record<string, number>;
  storedData?: { reference: string; [extra: string]: unknown }[];
  [extra: string]: unknown;
}

/** GET /payment/methods — an array, or an object with `methods`. */
export async function getPaymentMethods(options?: RequestOptions): Promise<ApiResult<PaymentMethod[]>> {
  const result = await playerGet<PaymentMethod[] | { methods?: PaymentMethod[] }>('/payment/methods', options);
  if (!result.success) return result;
  const data = result.data;
  return { success: true, data: Array.isArray(data) ? data : (data.methods ?? []) };
}

export interface DepositStart {
  token: string;
  redirectUrl: string;
}

export type DepositStatus = 'pending' | 'ok' | 'declined' | 'cancelled' | 'expired';

export interface DepositStatusAnswer {
  status: DepositStatus;
  amount?: number;
  currency?: string;
  createdTime?: string;
  declineCode?: string | number;
  userId?: number;
}

export interface InitDepositFields {
  country: BankCountry;
  amount: number;
  method: string;
  currency: 'EUR';
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
  lang?: string;
  returnUrl?: string;
  /** The deposit campaign it redeems. */
  campaignId?: number;
  /** One per attempt, the same on a retry (lib/wallet/attemptKey). */
  idempotencyKey?: string;
}

/** POST /payment/initDeposit — a new customer's deposit (no session needed). */
export function initDeposit(fields: InitDepositFields, options?: RequestOptions): Promise<ApiResult<DepositStart>> {
  return playerPost<DepositStart>(
    '/payment/initDeposit',
    {
      country: fields.country,
      amount: fields.amount,
      method: fields.method,
      currency: fields.currency,
      policyChecked: fields.policyChecked,
      privacyPolicyChecked: fields.privacyPolicyChecked,
      lang: fields.lang,
      returnUrl: fields.returnUrl,
      campaignId: fields.campaignId,
      idempotencyKey: fields.idempotencyKey,
    },
    options,
  );
}

export interface ConfirmDepositFields {
  amount: number;
  method: string;
  storedDetailReference?: string;
  lang?: string;
  returnUrl?: string;
  /** The deposit campaign it redeems. */
  campaignId?: number;
  /** One per attempt, the same on a retry (lib/wallet/attemptKey). */
  idempotencyKey?: string;
}

/** POST /payment/confirmDeposit — a logged-in player's deposit with the stored bank details. */
export function confirmDeposit(fields: ConfirmDepositFields, options?: RequestOptions): Promise<ApiResult<DepositStart>> {
  return playerPost<DepositStart>(
    '/payment/confirmDeposit',
    {
      amount: fields.amount,
      method: fields.method,
      storedDetailReference: fields.storedDetailReference,
      lang: fields.lang,
      returnUrl: fields.returnUrl,
      campaignId: fields.campaignId,
      idempotencyKey: fields.idempotencyKey,
    },
    options,
  );
}

/** POST /payment/depositStatus {token}; a new customer's first call after approval starts the session. */
export function depositStatus(token: string, options?: RequestOptions): Promise<ApiResult<DepositStatusAnswer>> {
  return playerPost<DepositStatusAnswer>('/payment/depositStatus', { token }, options);
}

interface WithdrawMethod {
  method: string;
  minAmount?: Record<string, number>;
  maxAmount?: Record<string, number>;
}

export interface WithdrawInit {
  totalBalance: number;
  cashBalance: number;
  promoBalance: number;
  cashReserve: number;
  withdrawable?: number;
  methods: WithdrawMethod[];
  freeSpins?: number;
}

/** GET /payment/initWithdraw — balances and methods for the withdraw form. */
export function initWithdraw(options?: RequestOptions): Promise<ApiResult<WithdrawInit>> {
  return playerGet<WithdrawInit>('/payment/initWithdraw', options);
}

export interface WithdrawAnswer {
  reference: string;
  amount: number;
  status: string;
  forfeitedPromo?: number;
  forfeitedFreeSpins?: number;
}

/** POST /payment/withdraw {amount, method, idempotencyKey} (one key per attempt, lib/wallet/attemptKey) */
export function withdraw(fields: { amount: number; method: string; idempotencyKey: string }, options?: RequestOptions): Promise<ApiResult<WithdrawAnswer>> {
  return playerPost<WithdrawAnswer>('/payment/withdraw', { amount: fields.amount, method: fields.method, idempotencyKey: fields.idempotencyKey }, options);
}

/** POST /payment/cancelWithdraw {reference} */
export function cancelWithdraw(reference: string, options?: RequestOptions): Promise<ApiResult<{ reference: string; amount: number; status: string }>> {
  return playerPost('/payment/cancelWithdraw', { reference }, options);
}

export interface DepositItem {
  id: number | string;
  status: string;
  amount: number;
  currency: string;
  method?: string;
  createdTime?: string;
}

export interface WithdrawalItem {
  reference: string;
  status: 'pending' | 'cancelled' | 'paid' | string;
  amount: number;
  currency: string;
  method?: string;
  createdTime?: string;
}

interface Paged<T> {
  count: number;
  pageCount: number;
  page: number;
  transactions: T[];
}

/** GET /transactions/deposits?page= (newest first), for the last successful deposit. */
export function getDepositList(page = 1, options?: RequestOptions): Promise<ApiResult<Paged<DepositItem>>> {
  return playerGet<Paged<DepositItem>>('/transactions/deposits', { ...options, params: { page } });
}

/** GET /transactions/withdrawals?page= (newest first), for the pending withdrawals. */
export function getWithdrawalList(page = 1, options?: RequestOptions): Promise<ApiResult<Paged<WithdrawalItem>>> {
  return playerGet<Paged<WithdrawalItem>>('/transactions/withdrawals', { ...options, params: { page } });
}
