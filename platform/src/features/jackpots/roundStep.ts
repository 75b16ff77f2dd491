import type { RoundStep, SettledRound } from '../games';
import { contributeFromTurnover, jackpotsChanged, shardOf } from './jackpots';
import { shardPoolsOfRead, shardRatesRead } from './store/jackpots';

/**
 * Jackpots: every real-money bet feeds the pools, on the shard of the player (no lock shared by
 * all bets), with the rates read in the round's first read and the fractions of a cent carried by
 * the player's turnover on the locked wallet; the whole cents each pool grows by are the step's
 * movements (house to pool).
 */
const poolsGrew = new WeakSet<SettledRound>();
export const jackpotsRoundStep: RoundStep = {
  name: 'jackpots',
  reads: (round) => [shardRatesRead(shardOf(round.playerId))],
  async movements(round) {
    if (round.freeSpin) return [];
    const pools = shardPoolsOfRead(round.reads);
    // The wallet as locked, before this bet: its total turnover is every earlier real-money bet.
    const moves = await contributeFromTurnover(
      round.trx,
      round.playerId,
      pools,
      round.wallet.totalTurnover,
      round.betCents,
      round.now,
      `${round.key}:jackpots`,
      round.roundId,
    );
    if (moves.length > 0) poolsGrew.add(round);
    return moves;
  },
  // A pool grew by whole cents: its kept answer (GET /jackpots) was dropped then, and is again now
  // that the round has committed (a read racing the commit may have kept the amounts before it).
  afterCommit(round, db) {
    if (poolsGrew.delete(round)) jackpotsChanged(db);
  },
};
