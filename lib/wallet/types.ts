/**
 * The wallet's data as the platform sends and takes it, named from its OpenAPI document
 * (services/platform/openapi.ts): the balance, payment methods, deposits and withdrawals.
 */
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';
import type { WithdrawTransaction } from '@/lib/transactions/types';

/** The wallet in euros: balance = cash + promo; withdrawable = cash minus cashReserve. */
export type Balance = ApiResponse<'/player/balance', 'get'>;
/** A payment method with its limits per currency and, for a logged-in player, the stored bank details. */
export type PaymentMethod = ApiResponse<'/payment/methods', 'get'>['methods'][number];
export type DepositStatus = ApiResponse<'/payment/depositStatus', 'post'>['status'];
export type InitDepositFields = ApiRequestBody<'/payment/initDeposit', 'post'>;
export type ConfirmDepositFields = ApiRequestBody<'/payment/confirmDeposit', 'post'>;
export type WithdrawInit = ApiResponse<'/payment/initWithdraw', 'get'>;
export type WithdrawFields = ApiRequestBody<'/payment/withdraw', 'post'>;
export type WithdrawAnswer = ApiResponse<'/payment/withdraw', 'post'>;
export type WithdrawalItem = WithdrawTransaction;
