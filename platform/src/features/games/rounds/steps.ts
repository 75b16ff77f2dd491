import { compileRead, type BoundRead } from '../../../db/readFragment';
import type { Db, Trx } from '../../../db/schema';
import type { Movement, WalletState } from '../../wallet';

/**
 * A real-money round is written in one place (slot/service.ts spinReal) and in one transaction.
 * Every feature that has a say in a round's money (responsible gaming, bonuses, jackpots) gives
 * a RoundStep of its own instead of editing the round: a step may read in the round's first
 * statement, give a free spin instead of the bet, refuse the bet, add its own movements to the
 * round's, or record what the round means for it. No step changes the
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

/** The round once its first read is answered. */
export interface ReadRound extends RoundContext {
  /** What the steps' `reads` read (by their names), in the round's one read statement. */
  reads: Record<string, unknown>;
}

/** The round before any money moves: the wallet is locked, the bet is known. */
export interface PendingRound extends ReadRound {
  roundId: string;
  wallet: WalletState;
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

/** A free spin a step used up for the round: its bonus (free_spins row) and its stake. */
export interface FreeSpinTaken {
  id: number;
  betCents: number;
}

/** Free spins a step keeps (bonuses): the round plays one instead of a paid bet when the step's reads found one for its game. */
interface StepFreeSpins {
  /** Uses up one of the free spins the step's reads found; null when they found none (or it is gone). */
  take(round: ReadRound): Promise<FreeSpinTaken | null>;
  /** The free spins the player has left on a game (the spin's answer, the launch page). */
  left(db: Db, playerId: number, gameId: number, now: number): Promise<number>;
}

export interface RoundStep {
  name: string;
  /**
   * What the step reads, run with every step's in the round's ONE read statement right after the
   * wallet lock: its owners' fragments with this round's values (db/readFragment.ts), each value
   * named `<step>_<name>` in PendingRound.reads.
   */
  reads?(round: RoundContext): readonly BoundRead[];
  freeSpins?: StepFreeSpins;
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
export function roundReads(steps: RoundSteps, round: RoundContext): BoundRead[] {
  return steps.flatMap((step) => step.reads?.(round) ?? []);
}

/** The steps' reads on their own (spinReal runs them together with its own reads). */
export async function readSteps(steps: RoundSteps, round: RoundContext): Promise<Record<string, unknown>> {
  return (await round.trx.executeQuery(compileRead(round.trx, roundReads(steps, round)))).rows[0] as Record<string, unknown>;
}

/** The free spin the round plays instead of a paid bet: the first step keeping free spins that has one. */
export async function takeFreeSpin(steps: RoundSteps, round: ReadRound): Promise<FreeSpinTaken | null> {
  for (const step of steps) {
    const taken = await step.freeSpins?.take(round);
    if (taken) return taken;
  }
  return null;
}

/** The free spins the player has left on a game, as the steps keeping them count them. */
export async function freeSpinsLeft(steps: RoundSteps, db: Db, playerId: number, gameId: number, now: number): Promise<number> {
  let left = 0;
  for (const step of steps) if (step.freeSpins) left += await step.freeSpins.left(db, playerId, gameId, now);
  return left;
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
