import type { AliasedExpression, ExpressionBuilder } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import type { Movement, WalletState } from '../../wallet';

/**
 * A real-money round is written in one place (slot/service.ts spinReal) and in one transaction.
 * Every feature that has a say in a round's money (responsible gaming, bonuses, jackpots) gives
 * a RoundStep of its own instead of editing the round: a step may refuse the bet, add its own
 * movements to the round's, or record what the round means for it. No step changes the
 * movements of another. The games feature knows only this contract; the list of steps, in
 * order, is ROUND_STEPS (features/roundSteps.ts), which every caller of spinReal passes.
 */

/** What every step knows from the start (before the round's one read statement). */
export interface RoundContext {
  trx: Trx;
  playerId: number;
  gameId: number;
  /** Prefix of every ledger key of the round; a step keys its movements `${key}:<step>:...`. */
  key: string;
  now: number;
}

/** The round before any money moves: the wallet is locked, the bet is known. */
export interface PendingRound extends RoundContext {
  roundId: string;
  wallet: WalletState;
  /** What the steps' `reads` read (by their names), in the round's one read statement. */
  reads: Record<string, unknown>;
  betCents: number;
  /** A free spin costs the player nothing; its bet is the free-spin bonus's stake. */
  freeSpin: boolean;
  /** The free-spin bonus (free_spins row) a free spin was taken from. */
  freeSpinsId: number | null;
}

/** The round once its outcome and its bet and win movements are known. */
export interface SettledRound extends PendingRound {
  betCashCents: number;
  betPromoCents: number;
  winCents: number;
  /** The bet and win movements (read only: a step adds its own, it never edits these). */
  movements: readonly Movement[];
}

/**
 * Scalar subqueries (one value each, named `<step>_<name>`) a step needs; the round runs those of
 * every step in ONE statement right after the wallet lock (round.reads). That statement is built
 * once per list of steps and engine (db/prepared.ts), so `select` must give the same SQL for every
 * round, only its values differing, and `params` those values in the order of the compiled SQL.
 */
export interface StepReads {
  select(round: RoundContext, eb: ExpressionBuilder<Database, never>): AliasedExpression<unknown, string>[];
  params(round: RoundContext): unknown[];
}

export interface RoundStep {
  name: string;
  reads?: StepReads;
  /** After the wallet lock, before money moves; throws an AppError to refuse the bet. */
  beforeBet?(round: PendingRound): Promise<void>;
  /** Extra movements of this step, written in the same ledger update as the bet and the win. */
  movements?(round: SettledRound): Promise<Movement[]>;
  /** After the balance and the round row are written (same transaction). */
  afterRound?(round: SettledRound, walletAfter: WalletState): Promise<void>;
  /** Once the round has committed (not for a replayed key): what is kept in memory about it. */
  afterCommit?(round: SettledRound, db: Db): void;
}

/** The steps of every real-money round, in order (features/roundSteps.ts). */
export type RoundSteps = readonly RoundStep[];

/** Every step's reads, to run in the round's one read statement. */
export function roundReads(
  steps: RoundSteps,
  round: RoundContext,
  eb: ExpressionBuilder<Database, never>,
): AliasedExpression<unknown, string>[] {
  return steps.flatMap((step) => step.reads?.select(round, eb) ?? []);
}

/** The parameters of roundReads' subqueries for a round, in their order. */
export function roundReadParams(steps: RoundSteps, round: RoundContext): unknown[] {
  return steps.flatMap((step) => step.reads?.params(round) ?? []);
}

/** The steps' reads on their own (spinReal runs them together with its own reads). */
export async function readSteps(steps: RoundSteps, round: RoundContext): Promise<Record<string, unknown>> {
  return (await round.trx.selectNoFrom((eb) => roundReads(steps, round, eb)).executeTakeFirstOrThrow()) as Record<string, unknown>;
}

export async function runBeforeBet(steps: RoundSteps, round: PendingRound): Promise<void> {
  for (const step of steps) await step.beforeBet?.(round);
}

export async function collectStepMovements(steps: RoundSteps, round: SettledRound): Promise<Movement[]> {
  const extra: Movement[] = [];
  for (const step of steps) if (step.movements) extra.push(...(await step.movements(round)));
  return extra;
}

export function runAfterCommit(steps: RoundSteps, round: SettledRound, db: Db): void {
  for (const step of steps) step.afterCommit?.(round, db);
}

export async function runAfterRound(steps: RoundSteps, round: SettledRound, walletAfter: WalletState): Promise<void> {
  for (const step of steps) await step.afterRound?.(round, walletAfter);
}
