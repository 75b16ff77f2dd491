import { randomUUID } from 'node:crypto';
import type { BoundRead } from '../../db/readFragment';
import type { Db, Trx } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { lockBalanceThen, selectBalance, writeBalance, type BalanceRow } from './store/balance';
import { insertHouseEntries, insertPlayerEntries, txnWritten, type EntryRow } from './store/ledger';

export const CURRENCY = 'EUR';

/** The player's accounts: each has a column of the balance row and a running balance_after. */
export type Account = 'cash' | 'promo' | 'reserve';
export const ACCOUNTS: Account[] = ['cash', 'promo', 'reserve'];

/**
 * The counterpart accounts (shared, no balance row): house (bets, wins, adjustments, jackpot
 * contributions and seeds), bank clearing (deposits in, pay-outs out), bonus liability (promo and
 * bonus money granted, forfeited, converted), payout (withdrawals requested but not paid out yet),
 * reserve_control (the memo side of the cash reserve), and one pool per jackpot.
 */
export type HouseAccount = 'house' | 'bank' | 'bonus' | 'payout' | 'reserve_control' | `jackpot:${string}`;
type LedgerAccount = Account | HouseAccount;

const isPlayerAccount = (a: string): a is Account => a === 'cash' || a === 'promo' || a === 'reserve';
export const jackpotAccount = (slug: string): HouseAccount => `jackpot:${slug}`;

type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_cancel'
  /** The bank paid a pending withdrawal out: payout to bank clearing. */
  | 'withdrawal_payout'
  | 'bet'
  | 'win'
  | 'bonus_grant'
  | 'bonus_forfeit'
  /** Promo money whose wagering requirement is met, moved to cash (a pair of rows). */
  | 'bonus_convert'
  | 'adjustment'
  | 'reserve_lock'
  | 'reserve_release'
  /** A bet's share for a jackpot pool: house to the pool. */
  | 'jackpot_contribution'
  /** A pool paid to its winner, and the house's seed that restarts it. */
  | 'jackpot_win'
  | 'jackpot_seed';

/** Where the other side of a player-account movement goes, by kind (migration 0011 mirrors it). */
const CONTRA: Record<LedgerKind, HouseAccount> = {
  deposit: 'bank',
  withdrawal: 'payout',
  withdrawal_cancel: 'payout',
  withdrawal_payout: 'bank',
  bet: 'house',
  win: 'house',
  adjustment: 'house',
  bonus_grant: 'bonus',
  bonus_forfeit: 'bonus',
  bonus_convert: 'bonus',
  reserve_lock: 'reserve_control',
  reserve_release: 'reserve_control',
  jackpot_contribution: 'house',
  jackpot_win: 'house',
  jackpot_seed: 'house',
};

/** A player's wallet as the balance row holds it (integer cents). */
export interface WalletState {
  playerId: number;
  cash: number;
  promo: number;
  /** Part of the cash that may not be withdrawn yet (API: cashReserve). */
  reserve: number;
  currentTurnover: number;
  totalTurnover: number;
  version: number;
  transactionsBlocked: boolean;
  withdrawalBlocked: boolean;
  firstDepositLock: boolean;
}

/**
 * One money movement: `amount` onto `account` and the same amount off `contra` (by default the
 * kind's CONTRA), written as two entries of the same txn, so every txn sums to zero by
 * construction. A movement between two house accounts (a jackpot contribution) names both.
 */
export interface Movement {
  kind: LedgerKind;
  account: LedgerAccount;
  /** Signed cents. */
  amount: number;
  /** Unique per player: a retried operation finds its rows by it (the counterpart: key/contra). */
  key: string;
  reference?: string | null;
  contra?: HouseAccount;
}

/** The two entries of each movement (none for a zero counterpart). */
function entriesOf(
  txn: string,
  playerId: number | null,
  movements: readonly Movement[],
  now: number,
  balanceAfter: (m: Movement) => number | null,
): EntryRow[] {
  const rows: EntryRow[] = [];
  for (const m of movements) {
    if (!Number.isSafeInteger(m.amount)) throw new Error(`Movement amount must be whole cents: ${m.amount}`);
    const contra = m.contra ?? CONTRA[m.kind];
    if (contra === m.account) throw new Error(`Movement ${m.key} has the same account on both sides`);
    const base = { txn, player_id: playerId, kind: m.kind, reference: m.reference ?? null, created_at: now };
    rows.push({ ...base, account: m.account, amount_cents: m.amount, balance_after: balanceAfter(m), idempotency_key: m.key });
    if (m.amount !== 0)
      rows.push({ ...base, account: contra, amount_cents: -m.amount, balance_after: null, idempotency_key: `${m.key}/${contra}` });
  }
  return rows;
}

/**
 * Movements between house accounts alone, with no player (a jackpot pool's opening); one txn.
 * Returns false (and writes nothing) when the txn exists already.
 */
export async function writeHouseMovements(db: Db | Trx, txn: string, movements: readonly Movement[], now: number): Promise<boolean> {
  for (const m of movements) if (isPlayerAccount(m.account)) throw new Error('A house movement cannot touch a player account');
  if (await txnWritten(db, txn)) return false;
  const rows = entriesOf(txn, null, movements, now, () => null);
  if (rows.length > 0) await insertHouseEntries(db, rows);
  return true;
}

const emptyState = (playerId: number): WalletState => ({
  playerId,
  cash: 0,
  promo: 0,
  reserve: 0,
  currentTurnover: 0,
  totalTurnover: 0,
  version: 0,
  transactionsBlocked: false,
  withdrawalBlocked: false,
  firstDepositLock: false,
});

function toState(playerId: number, row: BalanceRow | undefined): WalletState {
  if (!row) return emptyState(playerId);
  return {
    playerId,
    cash: Number(row.cash_cents),
    promo: Number(row.promo_cents),
    reserve: Number(row.reserve_cents),
    currentTurnover: Number(row.current_turnover_cents),
    totalTurnover: Number(row.total_turnover_cents),
    version: Number(row.version),
    transactionsBlocked: Number(row.transactions_blocked) === 1,
    withdrawalBlocked: Number(row.withdrawal_blocked) === 1,
    firstDepositLock: Number(row.first_deposit_lock) === 1,
  };
}

/** The wallet without a lock (reads only); zeros for a player who never had money. */
export async function readWallet(db: Db | Trx, playerId: number): Promise<WalletState> {
  return toState(playerId, await selectBalance(db, playerId));
}

/**
 * Locks the player's balance row for the rest of the transaction and reads it, creating it when
 * missing. Every money transaction starts here, so two operations of one player never interleave
 * (./store/balance.ts says how each engine locks).
 */
export async function lockWallet(trx: Trx, playerId: number, now: number): Promise<WalletState> {
  return (await lockWalletThen(trx, playerId, now)).wallet;
}

/**
 * lockWallet, and then `reads` (the caller's first read: fragments of the features it needs,
 * composed into one statement, db/readFragment.ts), sent right behind the lock: one round trip on
 * PostgreSQL. They run once the lock is held, so they see every money transaction of the player
 * committed before; `read` is their one row.
 */
export async function lockWalletThen(
  trx: Trx,
  playerId: number,
  now: number,
  reads: readonly BoundRead[] = [],
): Promise<{ wallet: WalletState; read: Record<string, unknown> }> {
  const { row, read } = await lockBalanceThen(trx, playerId, now, reads);
  return { wallet: toState(playerId, row), read: read ?? {} };
}

export const insufficientFunds = (message = 'Insufficient balance'): AppError => new AppError(ErrorCode.NEGATIVE_BALANCE, message);

/**
 * Applies movements to a locked wallet as one txn: two entries each (the player account's with its
 * balance after it, and the counterpart's) in one INSERT, and one update of the balance row, all
 * in the caller's transaction. An account that would go negative answers 121 and nothing is
 * written (the caller's transaction rolls back). `txn` names the movement (default a new id).
 */
export async function applyMovements(
  trx: Trx,
  state: WalletState,
  movements: Movement[],
  now: number,
  turnover = 0,
  txn: string = randomUUID(),
): Promise<WalletState> {
  const next: WalletState = { ...state };
  const rows = entriesOf(txn, state.playerId, movements, now, (m) => {
    if (!isPlayerAccount(m.account)) return null;
    next[m.account] += m.amount;
    if (next[m.account] < 0) throw insufficientFunds();
    return next[m.account];
  });
  next.currentTurnover += turnover;
  next.totalTurnover += turnover;
  next.version = state.version + 1;
  // Both written behind: on PostgreSQL they leave with the transaction's next awaited statement
  // (at the latest its COMMIT), whose answer brings their error, if any.
  if (rows.length > 0) await insertPlayerEntries(trx, rows);
  await writeBalance(trx, {
    playerId: state.playerId,
    cash: next.cash,
    promo: next.promo,
    reserve: next.reserve,
    currentTurnover: next.currentTurnover,
    totalTurnover: next.totalTurnover,
    version: state.version,
    nextVersion: next.version,
    now,
  });
  return next;
}

/** Euros with 2 decimals as a number (the API's money). */
export const euros = (cents: number): number => Math.round(cents) / 100;

/**
 * Whole cents of a euro amount from the API; 195 when it has more than 2 decimals, is not
 * finite, or not positive.
 */
export function toCents(amount: number, field = 'amount'): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(amount * 100 - cents) > 1e-6 || !Number.isSafeInteger(cents)) {
    throw AppError.validation(field, `${field} must be a positive amount with at most 2 decimals`, { rule: 'amount' });
  }
  return cents;
}
