/**
 * Payment calls (docs/product/api.md, platform README "Wallet, payments"): the payment methods
 * (also for the bank login), deposits for a logged-in player (confirmDeposit) and a new customer
 * (initDeposit), the deposit status, the withdraw form data, withdraw and cancel, and the deposit /
 * withdrawal lists the wallet needs.
 */
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody } from '@/services/platform/types';
import type { ConfirmDepositFields, InitDepositFields, PaymentMethod } from '@/lib/wallet/types';
import type { ApiResult } from '@/lib/apiResult';

/** GET /payment/methods — the methods of its `methods`. */
export async function getPaymentMethods(options?: RequestOptions): Promise<ApiResult<PaymentMethod[]>> {
  const result = await playerGet('/payment/methods', undefined, options);
  return result.success ? { success: true, data: result.data.methods } : result;
}

/** POST /payment/initDeposit — a new customer's deposit (no session needed); idempotencyKey one per attempt (lib/wallet/attemptKey). */
export function initDeposit(fields: InitDepositFields, options?: RequestOptions) {
  return playerPost(
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

/** POST /payment/confirmDeposit — a logged-in player's deposit with the stored bank details. */
export function confirmDeposit(fields: ConfirmDepositFields, options?: RequestOptions) {
  return playerPost(
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
export function depositStatus(token: string, options?: RequestOptions) {
  return playerPost('/payment/depositStatus', { token }, options);
}

/** GET /payment/initWithdraw — balances and methods for the withdraw form. */
export function initWithdraw(options?: RequestOptions) {
  return playerGet('/payment/initWithdraw', undefined, options);
}

/** POST /payment/withdraw {amount, method, idempotencyKey} (one key per attempt, lib/wallet/attemptKey) */
export function withdraw(fields: ApiRequestBody<'/payment/withdraw', 'post'>, options?: RequestOptions) {
  return playerPost('/payment/withdraw', { amount: fields.amount, method: fields.method, idempotencyKey: fields.idempotencyKey }, options);
}

/** POST /payment/cancelWithdraw {reference} */
export function cancelWithdraw(reference: string, options?: RequestOptions) {
  return playerPost('/payment/cancelWithdraw', { reference }, options);
}

/** GET /transactions/deposits?page= (newest first), for the last successful deposit. */
export function getDepositList(page = 1, options?: RequestOptions) {
  return playerGet('/transactions/deposits', { page }, options);
}

/** GET /transactions/withdrawals?page= (newest first), for the pending withdrawals. */
export function getWithdrawalList(page = 1, options?: RequestOptions) {
  return playerGet('/transactions/withdrawals', { page }, options);
}
