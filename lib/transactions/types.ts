/**
 * The paged transaction lists (docs/product/api.md): deposits, withdrawals and game rounds, 10 per
 * page, newest first, named from the platform's OpenAPI document (services/platform/openapi.ts).
 */
import type { ApiResponse } from '@/services/platform/types';

export type TransactionKind = 'deposits' | 'withdraws' | 'gameActions';

export type DepositList = ApiResponse<'/transactions/deposits', 'get'>;
export type WithdrawalList = ApiResponse<'/transactions/withdrawals', 'get'>;
export type GameRoundList = ApiResponse<'/transactions/games', 'get'>;
export type DepositTransaction = DepositList['transactions'][number];
export type WithdrawTransaction = WithdrawalList['transactions'][number];
export type BetTransaction = GameRoundList['transactions'][number];
