import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import {
  applyMovements,
  checkSameRequest,
  euros,
  lockWallet,
  readWallet,
  requestHash,
  walletTransaction,
  withdrawableCents,
  type Movement,
} from '../wallet';
import { checkLimits, findMethod, paymentCents, PAYMENT_CURRENCY, PAYMENT_METHODS } from './methods';
import { assertCompliance } from '../accounts';
import { forfeitFreeSpins, remainingFreeSpins } from '../bonuses';
import { latestStoredDetailReference } from './store/storedDetails';
import {
  findPlayerWithdrawal,
  findWithdrawalByKey,
  findWithdrawalPlayer,
  getWithdrawal,
  insertWithdrawal,
  settlePendingWithdrawal,
} from './store/withdrawals';
import { withdrawalAnswered, withdrawalSettled } from '../../metrics/money';

export interface InitWithdrawView {
  totalBalance: number;
  cashBalance: number;
  promoBalance: number;
  cashReserve: number;
  withdrawable: number;
  methods: { method: string; minAmount: { EUR: number }; maxAmount: { EUR: number } }[];
  freeSpins: number;
}

/** GET /payment/initWithdraw. */
export async function initWithdraw(db: Db, playerId: number): Promise<InitWithdrawView> {
  // Account holds: 260, 231, 235 (the site adds its withdraw line to 235 and 260).
  await assertCompliance(db, 'withdrawInit', playerId);
  const w = await readWallet(db, playerId);
  return {
    totalBalance: euros(w.cash + w.promo),
    cashBalance: euros(w.cash),
    promoBalance: euros(w.promo),
    cashReserve: euros(Math.min(w.reserve, w.cash)),
    withdrawable: euros(withdrawableCents(w)),
    methods: PAYMENT_METHODS.map((m) => ({
      method: m.method,
      minAmount: { EUR: m.withdraw.minCents / 100 },
      maxAmount: { EUR: m.withdraw.maxCents / 100 },
    })),
    freeSpins: await remainingFreeSpins(db, playerId),
  };
}

export interface WithdrawInput {
  amount: number;
  method: string;
  idempotencyKey?: string;
}

export interface WithdrawResult {
  reference: string;
  amount: number;
  status: string;
  /** Promo money (euros) and free spins forfeited by this withdrawal. */
  forfeitedPromo: number;
  forfeitedFreeSpins: number;
}

/**
 * POST /payment/withdraw. Checks 127 (withdrawal blocked), 232 (transactions blocked), the
 * account holds (260 AML, 231 PEP, 235 risk), the method, then in one transaction: the amount must be withdrawable (cash minus reserve, else
 * 117 with paymentLimit.maxAmount = the withdrawable euros) and within the method's limits (117); promo money and free spins are forfeited (bonus_forfeit rows);
 * the amount leaves the cash into a pending withdrawal (ledger row `withdrawal`). A retried key
 * answers the first withdrawal and moves nothing; the key with another amount or method answers 262.
 */
export async function withdraw(db: Db, playerId: number, input: WithdrawInput, now: number): Promise<WithdrawResult> {
  // Counted once its outcome is final (metrics/money.ts); a retried key moved nothing again.
  let replayed = false;
  try {
    const result = await requestWithdrawal(db, playerId, input, now, () => (replayed = true));
    withdrawalAnswered({ replayed, cents: Math.round(result.amount * 100) });
    return result;
  } catch (err) {
    withdrawalAnswered({ err });
    throw err;
  }
}

async function requestWithdrawal(
  db: Db,
  playerId: number,
  input: WithdrawInput,
  now: number,
  replaying: () => void,
): Promise<WithdrawResult> {
  const method = findMethod(input.method);
  const cents = paymentCents(input.amount);
  const key = input.idempotencyKey ? `withdraw:${input.idempotencyKey}` : `withdraw:${randomUUID()}`;
  const hash = requestHash({ amount: cents, method: method.method });
  return walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    const existing = await findWithdrawalByKey(trx, playerId, key);
    if (existing) {
      checkSameRequest(existing.request_hash, hash);
      replaying();
      return {
        reference: existing.reference,
        amount: euros(Number(existing.amount_cents)),
        status: existing.status,
        forfeitedPromo: 0,
        forfeitedFreeSpins: 0,
      };
    }
    if (wallet.withdrawalBlocked) throw new AppError(ErrorCode.WITHDRAWAL_BLOCKED);
    if (wallet.transactionsBlocked) throw new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
    await assertCompliance(trx, 'withdraw', playerId);
    // More than the withdrawable cash is an amount out of range (117 with the limit the player can
    // act on), checked before the method's limits; 121 is for a balance that is really negative.
    const withdrawable = withdrawableCents(wallet);
    if (cents > withdrawable) {
      throw new AppError(ErrorCode.PAYMENT_AMOUNT, `The amount is more than the withdrawable ${euros(withdrawable)} EUR`, {
        params: { paymentLimit: { maxAmount: euros(withdrawable) } },
      });
    }
    checkLimits(cents, method.withdraw);

    const reference = randomBytes(9).toString('base64url');
    const moves: Movement[] = [];
    if (wallet.promo > 0)
      moves.push({
        kind: 'bonus_forfeit',
        account: 'promo',
        amount: -wallet.promo,
        key: `${key}:forfeit:promo`,
        reference: `withdrawal:${reference}`,
      });
    const forfeitedSpins = await forfeitFreeSpins(trx, playerId);
    if (forfeitedSpins > 0) {
      moves.push({
        kind: 'bonus_forfeit',
        account: 'promo',
        amount: 0,
        key: `${key}:forfeit:freeSpins`,
        reference: `freeSpins:${forfeitedSpins}`,
      });
    }
    moves.push({ kind: 'withdrawal', account: 'cash', amount: -cents, key, reference: `withdrawal:${reference}` });
    const storedDetailReference = await latestStoredDetailReference(trx, playerId, method.method);
    await insertWithdrawal(trx, {
      reference,
      player_id: playerId,
      method: method.method,
      amount_cents: cents,
      currency: PAYMENT_CURRENCY,
      status: 'pending',
      idempotency_key: key,
      request_hash: hash,
      stored_detail_reference: storedDetailReference ?? null,
      created_at: now,
    });
    await applyMovements(trx, wallet, moves, now);
    return { reference, amount: euros(cents), status: 'pending', forfeitedPromo: euros(wallet.promo), forfeitedFreeSpins: forfeitedSpins };
  });
}

const notPending = (status: string): AppError =>
  new AppError(ErrorCode.UNEXPECTED, `The withdrawal is not pending (it is ${status})`, { status: 409, params: { status } });

/**
 * POST /payment/cancelWithdraw: the pending withdrawal's money goes back to the cash once
 * (ledger row `withdrawal_cancel`); cancelling again or after payout is 409 and moves nothing.
 * Another player's reference is unknown (404).
 */
export async function cancelWithdrawal(
  db: Db,
  playerId: number,
  reference: string,
  now: number,
): Promise<{ reference: string; amount: number; status: 'cancelled' }> {
  const cancelled = await walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    const row = await findPlayerWithdrawal(trx, playerId, reference);
    if (!row) throw AppError.notFound('Unknown withdrawal reference');
    if (!(await settlePendingWithdrawal(trx, row.id, 'cancelled', now))) throw notPending(row.status);
    const amount = Number(row.amount_cents);
    await applyMovements(
      trx,
      wallet,
      [
        {
          kind: 'withdrawal_cancel',
          account: 'cash',
          amount,
          key: `withdrawal:${row.id}:cancel`,
          reference: `withdrawal:${row.reference}`,
        },
      ],
      now,
    );
    return { reference: row.reference, amount: euros(amount), status: 'cancelled' as const };
  });
  withdrawalSettled('cancelled', Math.round(cancelled.amount * 100));
  return cancelled;
}

/**
 * Sandbox admin: the bank paid the pending withdrawal out. The money left the cash at request
 * time (into the payout account); now it leaves the payout account to bank clearing.
 */
export async function completeWithdrawal(
  db: Db,
  reference: string,
  now: number,
): Promise<{ reference: string; amount: number; status: 'paid'; userId: number }> {
  const playerId = await findWithdrawalPlayer(db, reference);
  if (playerId === undefined) throw AppError.notFound('Unknown withdrawal reference');
  const paid = await walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    const row = await getWithdrawal(trx, reference);
    if (!(await settlePendingWithdrawal(trx, row.id, 'paid', now))) throw notPending(row.status);
    const amount = Number(row.amount_cents);
    const payout: Movement = {
      kind: 'withdrawal_payout',
      account: 'bank',
      contra: 'payout',
      amount,
      key: `withdrawal:${row.id}:payout`,
      reference: `withdrawal:${row.reference}`,
    };
    await applyMovements(trx, wallet, [payout], now, 0, `payout:${row.id}`);
    return { reference: row.reference, amount: euros(amount), status: 'paid' as const, userId: playerId };
  });
  withdrawalSettled('paid', Math.round(paid.amount * 100));
  return paid;
}
