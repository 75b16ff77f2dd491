import type { RoundStep, SettledRound } from '../games';
import { contributeFromShard, jackpotsChanged, lockedShard, lockedShardParams, shardPools } from './jackpots';

/**
 * Jackpots: every real-money bet feeds the pools, on the shard of the player (no lock shared by
 * all bets), read and locked in the round's first read; the whole cents each pool grows by are
 * the step's movements (house to pool).
 */
const poolsGrew = new WeakSet<SettledRound>();
export const jackpotsRoundStep: RoundStep = {
  name: 'jackpots',
  reads: {
    select: (round, eb) => [lockedShard(round.trx, eb, round.playerId).as('jackpots_shard')],
    params: (round) => lockedShardParams(round.playerId),
  },
  async movements(round) {
    if (round.freeSpin) return [];
    const pools = shardPools(round.reads.jackpots_shard);
    const moves = await contributeFromShard(
      round.trx,
      round.playerId,
      pools,
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
