import { AppError } from '../errors';
import { counter, gauge, histogram } from './registry';

/**
 * The money paths and the business picture (docs/decisions.md#metrics): rounds, deposits and
 * withdrawals by outcome, the group commit, responsible gaming's refusals, and stakes, wins,
 * deposits and withdrawals in euros as counters (a dashboard turns them into rates; gross gaming
 * revenue is stakes minus wins, per money, which may go down and so is no counter of its own).
 * Each is counted once its transaction has committed (or its error is final), never inside a
 * transaction that may run again.
 */

const rounds = counter({
  name: 'rounds_total',
  help: 'Real-money rounds by outcome (ok, replayed: a retried key answered the first round, refused, failed) and error code',
  labelNames: ['outcome', 'code'],
});

const stakes = counter({ name: 'stakes_euros_total', help: 'Real-money stakes in euros, by money (cash, promo)', labelNames: ['money'] });

const wins = counter({
  name: 'wins_euros_total',
  help: 'Wins paid in euros, by money (cash, promo) and source (round, jackpot)',
  labelNames: ['money', 'source'],
});

const transactionRounds = histogram({
  name: 'round_transaction_rounds',
  help: 'Round transactions (played, replayed or refused) per database transaction of the group commit (1: alone)',
  buckets: [1, 2, 4, 8, 16, 32, 64],
});

const sharedRollbacks = counter({
  name: 'shared_commit_rollbacks_total',
  help: 'Shared transactions (two rounds or more) that did not commit as a whole; their rounds ran again alone',
});

const retries = counter({
  name: 'money_transaction_retries_total',
  help: 'Money transactions run again, by reason (deadlock, serialization, busy, stale_plan, shared_commit)',
  labelNames: ['reason'],
});

const depositStarts = counter({
  name: 'deposit_starts_total',
  help: 'Deposit starts (initDeposit, confirmDeposit) by outcome (ok, refused, failed) and error code',
  labelNames: ['outcome', 'code'],
});

const deposits = counter({
  name: 'deposits_total',
  help: "Deposits settled, by outcome (ok: credited; declined, cancelled, failed: the bank's; refused: the bank approved, the money rules declined; expired: the bank never answered) and via (bank, reconciliation, expiry)",
  labelNames: ['outcome', 'code', 'via'],
});

const depositEuros = counter({ name: 'deposits_euros_total', help: 'Deposits credited, in euros' });

const withdrawals = counter({
  name: 'withdrawals_total',
  help: 'Withdrawal requests by outcome (ok, replayed, refused, failed) and error code',
  labelNames: ['outcome', 'code'],
});

const withdrawalEuros = counter({
  name: 'withdrawals_euros_total',
  help: 'Withdrawals in euros by stage (requested: left the cash; cancelled: back to the cash; paid: paid out by the bank)',
  labelNames: ['stage'],
});

const rgRefusals = counter({
  name: 'rg_refusals_total',
  help: "Responsible gaming's refusals by door (login, launch, bet, deposit, bonus) and code (122, 217, 238, 258)",
  labelNames: ['door', 'code'],
});

const overdue = gauge({
  name: 'deposits_overdue',
  help: 'Deposits still pending past DEPOSIT_EXPIRY_MINUTES after the last reconciliation pass of this instance',
});

const reconciled = gauge({
  name: 'deposit_reconciliation_last_run_timestamp_seconds',
  help: 'When the last reconciliation pass of this instance ended (Unix seconds)',
});

const euros = (cents: number): number => cents / 100;

/** Responsible gaming's refusals by the error that answers them: the limits feature marks its own. */
const rgDoors = new WeakMap<object, string>();

/** The error is a refusal of responsible gaming at `door` (counted when a player is refused with it, countRefusal). */
export function markRgRefusal<E extends object>(err: E, door: string): E {
  rgDoors.set(err, door);
  return err;
}

/**
 * An error a player was refused with: every error answered (http/errors.ts), and a deposit the
 * bank approved that the money rules declined. A refusal of responsible gaming counts by its door.
 */
export function countRefusal(err: unknown): void {
  if (!(err instanceof AppError)) return;
  const door = rgDoors.get(err);
  if (door !== undefined) rgRefusals.inc({ door, code: String(err.errorCode) });
}

/** refused (an AppError the client is answered with, or a responsible-gaming refusal) or failed, with its code. */
function failure(err: unknown): { outcome: 'refused' | 'failed'; code: string } {
  if (err instanceof AppError) return { outcome: err.status < 500 || rgDoors.has(err) ? 'refused' : 'failed', code: String(err.errorCode) };
  return { outcome: 'failed', code: '' };
}

export interface PlayedRound {
  betCashCents: number;
  betPromoCents: number;
  winCashCents: number;
  winPromoCents: number;
}

/** A real-money round committed. */
export function roundPlayed(r: PlayedRound): void {
  rounds.inc({ outcome: 'ok', code: '' });
  if (r.betCashCents) stakes.inc({ money: 'cash' }, euros(r.betCashCents));
  if (r.betPromoCents) stakes.inc({ money: 'promo' }, euros(r.betPromoCents));
  if (r.winCashCents) wins.inc({ money: 'cash', source: 'round' }, euros(r.winCashCents));
  if (r.winPromoCents) wins.inc({ money: 'promo', source: 'round' }, euros(r.winPromoCents));
}

export const roundReplayed = (): void => rounds.inc({ outcome: 'replayed', code: '' });

export const roundNotPlayed = (err: unknown): void => rounds.inc(failure(err));

/** A jackpot paid to a player's cash. */
export const jackpotPaid = (cents: number): void => wins.inc({ money: 'cash', source: 'jackpot' }, euros(cents));

/** A transaction of the group commit ran with this many rounds. */
export const roundsTogether = (n: number): void => transactionRounds.observe(n);

export const sharedCommitRolledBack = (): void => sharedRollbacks.inc();

export const moneyTransactionRetried = (reason: 'deadlock' | 'serialization' | 'busy' | 'stale_plan' | 'shared_commit'): void =>
  retries.inc({ reason });

/** A deposit start answered: `err` undefined when it started (or a retried key answered the same one). */
export const depositStartAnswered = (err?: unknown): void =>
  depositStarts.inc(err === undefined ? { outcome: 'ok', code: '' } : failure(err));

/** A pending deposit settled (its transaction committed). */
export function depositSettled(
  outcome: 'ok' | 'declined' | 'cancelled' | 'failed' | 'refused' | 'expired',
  via: 'bank' | 'reconciliation' | 'expiry',
  amountCents: number,
  code?: number,
): void {
  deposits.inc({ outcome, code: code === undefined ? '' : String(code), via });
  if (outcome === 'ok') depositEuros.inc(euros(amountCents));
}

/** A withdrawal request answered: ok, replayed, or its error. */
export function withdrawalAnswered(result: { replayed: boolean; cents: number } | { err: unknown }): void {
  if ('err' in result) return withdrawals.inc(failure(result.err));
  withdrawals.inc({ outcome: result.replayed ? 'replayed' : 'ok', code: '' });
  if (!result.replayed) withdrawalEuros.inc({ stage: 'requested' }, euros(result.cents));
}

export const withdrawalSettled = (stage: 'cancelled' | 'paid', cents: number): void => withdrawalEuros.inc({ stage }, euros(cents));

/** A reconciliation pass ended with `n` deposits still pending past their expiry (the wall clock's time: Prometheus compares it with its own). */
export function reconciliationPassed(n: number): void {
  overdue.set(n);
  reconciled.set(Date.now() / 1000);
}
