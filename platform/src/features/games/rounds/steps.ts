import type { AliasedExpression, ExpressionBuilder } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';
import { bonusMovements, bonusReads, recordBonusRound } from '../../bonuses/roundStep';
import { contributeFromShard, jackpotsChanged, lockedShard, shardPools } from '../../jackpots/jackpots';
import { checkDoorFromReads, doorReads, refusalError } from '../../limits';
import type { Movement, WalletState } from '../../wallet';

/**
 * A real-money round is written in one place (slot/service.ts spinReal) and in one transaction.
 * Every feature that has a say in a round's money (responsible gaming, bonuses, jackpots) adds
 * its own step to ROUND_STEPS instead of editing the round: a step may refuse the bet, add its
 * own movements to the round's, or record what the round means for it. No step changes the
 * movements of another.
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

export interface RoundStep {
  name: string;
  /**
   * Scalar subqueries (one value each, named `<step>_<name>`) this step needs; the round runs
   * those of every step in ONE statement right after the wallet lock (round.reads).
   */
  reads?(round: RoundContext, eb: ExpressionBuilder<Database, never>): AliasedExpression<unknown, string>[];
  /** After the wallet lock, before money moves; throws an AppError to refuse the bet. */
  beforeBet?(round: PendingRound): Promise<void>;
  /** Extra movements of this step, written in the same ledger update as the bet and the win. */
  movements?(round: SettledRound): Promise<Movement[]>;
  /** After the balance and the round row are written (same transaction). */
  afterRound?(round: SettledRound, walletAfter: WalletState): Promise<void>;
  /** Once the round has committed (not for a replayed key): what is kept in memory about it. */
  afterCommit?(round: SettledRound, db: Db): void;
}

/**
 * Responsible gaming, inside the round's transaction after the wallet lock: the bet door of the
 * one check every door asks (limits/checks.ts). A player put in the self-exclusion register while
 * a game is open is refused at the next spin (238; 258 while the register cannot answer), a
 * cool-off stops all play (217, free spins too); a real-money bet that, if lost, would take the
 * loss of the current day, week or month over a limit in force is refused (122). Its reads,
 * the player's bank id for the register among them, ride in the round's one first read. Free
 * spins cost nothing and do not count towards the loss (docs/decisions.md#loss-counting).
 */
const limitsStep: RoundStep = {
  name: 'limits',
  reads: (round, eb) => doorReads(eb, 'bet', round.playerId, round.now),
  async beforeBet(round) {
    const check = await checkDoorFromReads(round.trx, 'bet', round.playerId, round.freeSpin ? null : round.betCents, round.now, round.reads);
    if (!check.ok) throw refusalError(check);
  },
};

/**
 * Bonuses: wagering toward the promo requirement (promo becomes cash when it is met), bonus game,
 * gold rush and loyalty progress with their level rewards (bonuses/roundStep.ts).
 */
const bonusesStep: RoundStep = {
  name: 'bonuses',
  reads: bonusReads,
  movements: bonusMovements,
  afterRound: recordBonusRound,
};

/**
 * Jackpots: every real-money bet feeds the pools, on the shard of the player (no lock shared by
 * all bets), read and locked in the round's first read; the whole cents each pool grows by are
 * the step's movements (house to pool).
 */
const poolsGrew = new WeakSet<SettledRound>();
const jackpotStep: RoundStep = {
  name: 'jackpots',
  reads: (round, eb) => [lockedShard(round.trx, eb, round.playerId).as('jackpots_shard')],
  async movements(round) {
    if (round.freeSpin) return [];
    const pools = shardPools(round.reads.jackpots_shard);
    const moves = await contributeFromShard(round.trx, round.playerId, pools, round.betCents, round.now, `${round.key}:jackpots`, round.roundId);
    if (moves.length > 0) poolsGrew.add(round);
    return moves;
  },
  // A pool grew by whole cents: its kept answer (GET /jackpots) was dropped then, and is again now
  // that the round has committed (a read racing the commit may have kept the amounts before it).
  afterCommit(round, db) {
    if (poolsGrew.delete(round)) jackpotsChanged(db);
  },
};

/** The steps of every real-money round, in order. */
export const ROUND_STEPS: readonly RoundStep[] = [limitsStep, bonusesStep, jackpotStep];

/** Every step's reads, to run in the round's one read statement. */
export function roundReads(round: RoundContext, eb: ExpressionBuilder<Database, never>): AliasedExpression<unknown, string>[] {
  return ROUND_STEPS.flatMap((step) => step.reads?.(round, eb) ?? []);
}

/** The steps' reads on their own (spinReal runs them together with its own reads). */
export async function readSteps(round: RoundContext): Promise<Record<string, unknown>> {
  return (await round.trx.selectNoFrom((eb) => roundReads(round, eb)).executeTakeFirstOrThrow()) as Record<string, unknown>;
}

export async function runBeforeBet(round: PendingRound): Promise<void> {
  for (const step of ROUND_STEPS) await step.beforeBet?.(round);
}

export async function collectStepMovements(round: SettledRound): Promise<Movement[]> {
  const extra: Movement[] = [];
  for (const step of ROUND_STEPS) if (step.movements) extra.push(...(await step.movements(round)));
  return extra;
}

export function runAfterCommit(round: SettledRound, db: Db): void {
  for (const step of ROUND_STEPS) step.afterCommit?.(round, db);
}

export async function runAfterRound(round: SettledRound, walletAfter: WalletState): Promise<void> {
  for (const step of ROUND_STEPS) await step.afterRound?.(round, walletAfter);
}
