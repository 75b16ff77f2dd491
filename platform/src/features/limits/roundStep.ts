import { readFragment } from '../../db/readFragment';
import type { RoundStep } from '../games';
import { checkDoorFromReads, doorReads, refusalError } from './checks';
import { addRound, writeLossTotals, type LossBase } from './lossTotals';

/** The bet door's reads (./checks.ts), as a part of the round's first read. */
const BET_DOOR = readFragment((eb, v: { playerId: number; now: number }) => doorReads(eb, 'bet', v.playerId, v.now));

/** The running totals a round under a loss limit adds to, by the round's reads (shared by its pending and settled forms). */
const bases = new WeakMap<object, LossBase>();

/**
 * Responsible gaming, inside the round's transaction after the wallet lock: the bet door of the
 * one check every door asks (./checks.ts). A player put in the self-exclusion register while
 * a game is open is refused at the next spin (238; 258 while the register cannot answer), a
 * cool-off stops all play (217, free spins too); a real-money bet that, if lost, would take the
 * loss of the current day, week or month over a limit in force is refused (122). Its reads,
 * the player's bank id for the register, the limits and their running totals among them, ride in
 * the round's one first read. Free spins cost nothing and do not count towards the loss
 * (docs/decisions.md#loss-counting). A real-money round under a limit keeps the running totals
 * (docs/decisions.md#loss-totals) in its transaction.
 */
export const limitsRoundStep: RoundStep = {
  name: 'limits',
  reads: (round) => [BET_DOOR.with({ playerId: round.playerId, now: round.now })],
  async beforeBet(round) {
    const check = await checkDoorFromReads(
      round.trx,
      'bet',
      round.playerId,
      round.freeSpin ? null : round.betCents,
      round.now,
      round.reads,
      round.wallet.totalTurnover,
    );
    if (!check.ok) throw refusalError(check, 'bet');
    if (check.base) bases.set(round.reads, check.base);
  },
  async afterRound(round, walletAfter) {
    const base = bases.get(round.reads);
    if (!base || round.freeSpin) return;
    bases.delete(round.reads);
    const next = addRound(base, round.now, round.betCents - round.winCents);
    await writeLossTotals(round.trx, round.playerId, walletAfter.totalTurnover, next, round.now);
  },
};
