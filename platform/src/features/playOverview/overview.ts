import type { Db } from '../../db/schema';
import { LOSS_KINDS, lossInCurrentPeriods, readLossLimits } from '../limits';
import { euros } from '../wallet';
import { figuresByDay, rolledUpDays } from './days';
import { addFigures, answerFigures, noFigures } from './figures';
import { bucketsOf, type OverviewRange } from './range';

/** The loss limits' calendar (features/limits/periods.ts): every period and date of the overview is on it. */
const TIME_ZONE = 'Europe/Helsinki';

/**
 * The loss limits in force with the loss of their current period exactly as the limits count it
 * for a bet (lossInCurrentPeriods: the limits view and the bet check's sum), so that the chart's
 * line and a refusal agree to the cent.
 */
async function lossLimitLines(db: Db, playerId: number, now: number) {
  const limits = await readLossLimits(db, playerId);
  const kinds = LOSS_KINDS.filter((kind) => limits[kind] !== undefined);
  if (kinds.length === 0) return [];
  const usage = await lossInCurrentPeriods(db, playerId, now);
  return kinds.map((kind) => ({
    kind,
    amount: euros(limits[kind]!.amountCents),
    usedAmount: euros(usage[kind].lossCents),
    periodStart: usage[kind].period.start,
    endTime: usage[kind].period.end,
  }));
}

/**
 * GET /player/overview: the player's figures for each period of the range and for the whole
 * range, and their loss limits in force. What has passed comes from the day rows (rolled up first
 * when due), the last hour or so live from the rounds and the ledger (docs/decisions.md#play-overview-cost).
 */
export async function buildOverview(db: Db, playerId: number, range: OverviewRange, now: number) {
  const [{ rolledUntil, days: kept }, lossLimits] = await Promise.all([
    rolledUpDays(db, playerId, range, now),
    lossLimitLines(db, playerId, now),
  ]);
  const liveFrom = Math.max(range.start, rolledUntil);
  const live = liveFrom < range.end ? await figuresByDay(db, playerId, liveFrom, range.end) : [];
  const buckets = bucketsOf(range);
  const sums = buckets.map(noFigures);
  let i = 0;
  for (const day of [...kept, ...live]) {
    while (i < buckets.length && day.dayStart >= buckets[i].end) i++;
    if (i === buckets.length) break;
    addFigures(sums[i], day.figures);
  }
  const totals = sums.reduce(addFigures, noFigures());
  return {
    period: range.period,
    timeZone: TIME_ZONE,
    currency: 'EUR' as const,
    from: range.from,
    to: range.to,
    periods: buckets.map((b, n) => ({ start: b.start, end: b.end, date: b.date, ...answerFigures(sums[n]) })),
    totals: answerFigures(totals),
    lossLimits,
  };
}
