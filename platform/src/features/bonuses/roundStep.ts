import type { Movement } from '../wallet';
import type { RoundContext, RoundStep, SettledRound } from '../games';
import { freeSpinFactor, grantBonusFreeSpins } from './freeSpins';
import { FREE_SPIN_NAMES, prizeEffect } from './prizes';
import { countRound, crossedLevels, markCredited, periodKey, type RoundCount } from './progress';
import type { Level, Programme } from './rules';
import { freeSpinOfRead, freeSpinRead, freeSpinsLeftOn, spendFreeSpin } from './store/gameFreeSpins';
import { roundBonusRead, roundBonusValues } from './store/roundReads';
import { writeWagering, type Wagering } from './store/wagering';

/**
 * The bonuses part of a real-money round (the `bonuses` round step): wagering progress toward
 * the promo requirement and the conversion of promo money to cash once it is met; bonus game,
 * gold rush and loyalty turnover, and the rewards of the levels the round reaches. `movements`
 * only reads and plans (its movements go into the round's one ledger update, keyed
 * `${key}:bonuses:...`); `afterRound` writes the plan in the same transaction.
 */
interface Plan {
  stored: Wagering;
  wagering: Wagering;
  counted: RoundCount[];
  levels: { programme: Programme; period: string; level: Level }[];
  freeSpins: { spins: number; source: Programme }[];
}

const plans = new WeakMap<SettledRound, Plan>();

/** The programmes a real-money bet counts toward; those with levels are read before the round. */
const PROGRAMMES = ['bonusGame', 'goldRush', 'loyalty'] as const;
const levelPeriods = (now: number) =>
  (['bonusGame', 'goldRush'] as const).map((programme) => ({ programme, period: periodKey(programme, now) }));

/** The bonuses step's reads, run with the round's: the free spin to play, the requirement and the level programmes' counts. */
const bonusReads = (round: RoundContext) => [
  freeSpinRead(round.playerId, round.gameId, round.now),
  roundBonusRead(round.playerId, levelPeriods(round.now), PROGRAMMES),
];

/**
 * What the reads found: the requirement, each level programme's count in its current period (a
 * live row's count goes on from the locked wallet's turnover, ./progress.ts) and each programme's
 * live period.
 */
function bonusState(read: Record<string, unknown>, now: number, turnover: number) {
  const periods = levelPeriods(now);
  const values = roundBonusValues(read, periods.length, PROGRAMMES.length);
  const livePeriods = new Map<string, string | null>(PROGRAMMES.map((p, i) => [p, values.livePeriods[i]]));
  const counted = new Map(
    periods.map((p, i) => [
      `${p.programme}:${p.period}`,
      values.countedLessBase[i] + (livePeriods.get(p.programme) === p.period ? turnover : 0),
    ]),
  );
  return { wagering: values.wagering, counted, livePeriods };
}

const promoOf = (moves: readonly Movement[]) => moves.filter((m) => m.account === 'promo').reduce((sum, m) => sum + m.amount, 0);

async function bonusMovements(round: SettledRound): Promise<Movement[]> {
  const { trx, playerId, key, now, freeSpin } = round;
  const moves: Movement[] = [];
  const periods = PROGRAMMES.map((programme) => ({ programme, period: periodKey(programme, now) }));
  // Read in the round's one read statement (bonusReads): the requirement and the programmes' counts.
  const state = bonusState(round.reads, now, round.wallet.totalTurnover);
  // A requirement with no promo money behind it is over (spent or forfeited before this round).
  const stored = state.wagering;
  let wagering = round.wallet.promo > 0 ? stored : { requiredCents: 0, progressCents: 0 };
  let promo = round.wallet.promo + promoOf(round.movements);
  const plan: Plan = { stored, wagering, counted: [], levels: [], freeSpins: [] };

  if (freeSpin) {
    // Free-spin wins are promo money with the bonus's own turnover factor.
    const won = promoOf(round.movements);
    if (won > 0 && round.freeSpinsId !== null)
      wagering = { ...wagering, requiredCents: wagering.requiredCents + won * (await freeSpinFactor(trx, round.freeSpinsId)) };
  } else {
    wagering = { ...wagering, progressCents: wagering.progressCents + round.betCents };
    for (const { programme, period } of periods) {
      plan.counted.push({ programme, period, livePeriod: state.livePeriods.get(programme) ?? null });
      if (programme === 'loyalty') continue;
      const before = state.counted.get(`${programme}:${period}`) ?? 0;
      for (const level of await crossedLevels(trx, playerId, programme, period, before, before + round.betCents)) {
        const effect = prizeEffect(level.prize, `${key}:bonuses:${programme}:${level.level}`, `${programme}:${level.level}`);
        moves.push(...effect.moves);
        promo += effect.promoCents;
        wagering = { ...wagering, requiredCents: wagering.requiredCents + effect.requirementCents };
        if (effect.freeSpins > 0) plan.freeSpins.push({ spins: effect.freeSpins, source: programme });
        plan.levels.push({ programme, period, level });
      }
    }
  }

  if (promo <= 0) {
    wagering = { requiredCents: 0, progressCents: 0 };
  } else if (wagering.requiredCents > 0 && wagering.progressCents >= wagering.requiredCents) {
    // Requirement met: all promo money becomes cash.
    moves.push({ kind: 'bonus_convert', account: 'promo', amount: -promo, key: `${key}:bonuses:convert:promo`, reference: round.roundId });
    moves.push({ kind: 'bonus_convert', account: 'cash', amount: promo, key: `${key}:bonuses:convert:cash`, reference: round.roundId });
    wagering = { requiredCents: 0, progressCents: 0 };
  }
  plan.wagering = wagering;
  plans.set(round, plan);
  return moves;
}

async function recordBonusRound(round: SettledRound): Promise<void> {
  const plan = plans.get(round);
  if (!plan) return;
  plans.delete(round);
  const { trx, playerId, now } = round;
  const { stored, wagering } = plan;
  if (stored.requiredCents !== wagering.requiredCents || stored.progressCents !== wagering.progressCents)
    await writeWagering(trx, playerId, wagering, now);
  if (plan.counted.length > 0) await countRound(trx, playerId, plan.counted, round.wallet.totalTurnover, round.betCents, now);
  for (const l of plan.levels) await markCredited(trx, playerId, l.programme, l.period, l.level.level, now);
  for (const f of plan.freeSpins)
    await grantBonusFreeSpins(trx, playerId, { spins: f.spins, name: FREE_SPIN_NAMES[f.source], source: f.source }, now);
}

/**
 * Bonuses: free spins played instead of the player's bet, wagering toward the promo requirement
 * (promo becomes cash when it is met), bonus game, gold rush and loyalty progress with their level
 * rewards.
 */
export const bonusesRoundStep: RoundStep = {
  name: 'bonuses',
  reads: bonusReads,
  // A free-spin bonus of the round's game is played before the player's money (the oldest first).
  freeSpins: {
    async take(round) {
      const found = freeSpinOfRead(round.reads);
      return found && (await spendFreeSpin(round.trx, found.id)) ? found : null;
    },
    left: freeSpinsLeftOn,
  },
  movements: bonusMovements,
  afterRound: recordBonusRound,
};
