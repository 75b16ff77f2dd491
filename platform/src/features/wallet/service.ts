import { randomUUID } from 'node:crypto';
import { AppError } from '../../errors';
import { applyMovements, euros, lockWallet, CURRENCY, type Movement, type WalletState } from './ledger';
import type { Db } from '../../db/schema';
import { setBalanceFlags } from './store/balance';
import { anyKeyWritten } from './store/ledger';
import { walletTransaction } from './store/transaction';

/** GET /player/balance: euros with 2 decimals. */
export interface BalanceView {
  balance: number;
  cash: number;
  promo: number;
  currency: string;
  currentTurnover: number;
  totalTurnover: number;
  cashReserve: number;
  withdrawable: number;
}

/** Cash that may be withdrawn: cash minus the reserve (never below 0). */
export const withdrawableCents = (w: WalletState): number => Math.max(0, w.cash - w.reserve);

/** What the balance shows of the promo wagering requirement (kept by bonuses/wagering.ts). */
export interface WageringProgress {
  requiredCents: number;
  progressCents: number;
}

export const NO_WAGERING: WageringProgress = { requiredCents: 0, progressCents: 0 };

/**
 * The wallet in euros. currentTurnover / totalTurnover are the promo wagering requirement's
 * progress and size (what the profile's wagering bar shows); 0 / 0 when there is none.
 */
export function balanceView(w: WalletState, wagering: WageringProgress = NO_WAGERING): BalanceView {
  return {
    balance: euros(w.cash + w.promo),
    cash: euros(w.cash),
    promo: euros(w.promo),
    currency: CURRENCY,
    currentTurnover: euros(Math.min(wagering.progressCents, wagering.requiredCents)),
    totalTurnover: euros(wagering.requiredCents),
    cashReserve: euros(Math.min(w.reserve, w.cash)),
    withdrawable: euros(withdrawableCents(w)),
  };
}

export interface MoneyFlags {
  transactionsBlocked?: boolean;
  withdrawalBlocked?: boolean;
  firstDepositLock?: boolean;
}

/** Sandbox admin: sets the player's money flags (232, 127, 237). */
export async function setMoneyFlags(db: Db, playerId: number, flags: MoneyFlags, now: number): Promise<WalletState> {
  return walletTransaction(db, async (trx) => {
    const w = await lockWallet(trx, playerId, now);
    const flag = (on: boolean | undefined) => (on === undefined ? undefined : on ? 1 : 0);
    await setBalanceFlags(
      trx,
      playerId,
      {
        transactions_blocked: flag(flags.transactionsBlocked),
        withdrawal_blocked: flag(flags.withdrawalBlocked),
        first_deposit_lock: flag(flags.firstDepositLock),
      },
      now,
    );
    return {
      ...w,
      transactionsBlocked: flags.transactionsBlocked ?? w.transactionsBlocked,
      withdrawalBlocked: flags.withdrawalBlocked ?? w.withdrawalBlocked,
      firstDepositLock: flags.firstDepositLock ?? w.firstDepositLock,
    };
  });
}

export interface GrantInput {
  /** Cents of cash to add (kind adjustment). */
  cash?: number;
  /** Cents of promo money (kind bonus_grant). */
  promo?: number;
  /** Cents to add to the cash reserve (kind reserve_lock; negative releases). */
  reserve?: number;
  idempotencyKey?: string;
  reference?: string;
}

/** Sandbox admin: puts money on the wallet through the ledger (tests, bench, demos). */
export async function grantMoney(db: Db, playerId: number, input: GrantInput, now: number): Promise<WalletState> {
  const key = input.idempotencyKey ?? randomUUID();
  const moves: Movement[] = [];
  if (input.cash)
    moves.push({
      kind: 'adjustment',
      account: 'cash',
      amount: input.cash,
      key: `grant:${key}:cash`,
      reference: input.reference ?? 'sandbox',
    });
  if (input.promo)
    moves.push({
      kind: 'bonus_grant',
      account: 'promo',
      amount: input.promo,
      key: `grant:${key}:promo`,
      reference: input.reference ?? 'sandbox',
    });
  if (input.reserve) {
    moves.push({
      kind: input.reserve > 0 ? 'reserve_lock' : 'reserve_release',
      account: 'reserve',
      amount: input.reserve,
      key: `grant:${key}:reserve`,
      reference: input.reference ?? 'sandbox',
    });
  }
  return walletTransaction(db, async (trx) => {
    const w = await lockWallet(trx, playerId, now);
    if (moves.length === 0) return w;
    if (
      await anyKeyWritten(
        trx,
        playerId,
        moves.map((m) => m.key),
      )
    )
      return w;
    try {
      return await applyMovements(trx, w, moves, now);
    } catch (err) {
      if (err instanceof AppError) throw AppError.validation('cash', 'The grant would make an account negative', { rule: 'negative' });
      throw err;
    }
  });
}
