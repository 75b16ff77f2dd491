import { toCoolOffEnd } from './coolOff';
import { LIMIT_MAX_CENTS, LIMIT_MIN_CENTS, pendingState, readLossLimits } from './lossLimits';
import { LOSS_KINDS, lossInCurrentPeriods, type LossKind } from './lossUsage';
import { realityCheckDue, realityCheckSubqueries, toRealityCheckSettings, type RealityCheckReport } from './realityCheck';
import type { Db } from '../../db/schema';
import { coolOffEndQuery } from './store/coolOffs';
import { euros } from '../wallet';

/**
 * GET /player/limits (docs/product/data.md: Limit, trueLimits, Reality check). Money in euros with
 * 2 decimals, times in epoch ms.
 */

interface CoolOffEntry {
  kind: 'coolOff';
  coolOff: boolean;
  endTime: number | null;
}

interface LossLimitEntry {
  kind: LossKind;
  /** The amount in force; null without a limit. */
  amount: number | null;
  /** The loss of the current period. */
  usedAmount: number;
  minAmount: number;
  maxAmount: number;
  /** false while a removal is pending. */
  autoRenew: boolean;
  /** A pending raise. */
  newAmount: number | null;
  /** When the pending raise or removal can be confirmed. */
  amountEffectiveTime: number | null;
  /** End of the current period (when usedAmount starts again from 0). */
  endTime: number;
  currency: 'EUR';
}

interface RealityCheckEntry {
  kind: 'realityCheck';
  realityCheck: RealityCheckReport;
}

type LimitsListEntry = CoolOffEntry | LossLimitEntry | RealityCheckEntry;

interface TrueLimitEntry {
  kind: LossKind;
  amount: number;
  newAmount: number | null;
  /** The pending change's period has ended; the player must confirm or cancel it. */
  increasingToBeConfirmed: boolean;
  pendingRemoval: boolean;
}

export interface LimitsView {
  /** Cool-off, daily, weekly and monthly loss, and a realityCheck entry when one is due. */
  limits: LimitsListEntry[];
  /** The limits that exist, for the confirmation modal. */
  trueLimits: TrueLimitEntry[];
  /** Minutes; 0 = off. */
  realityCheckInterval: number;
}

/** The cool-off end and the reality-check settings in one statement (the view is polled every 5 s). */
async function coolOffAndRealityCheck(db: Db, playerId: number, now: number) {
  const q = realityCheckSubqueries(db, playerId);
  const row = await db
    .selectNoFrom([
      coolOffEndQuery(db, playerId, now).as('cool_off_end'),
      q.interval.as('interval_minutes'),
      q.acknowledged.as('acknowledged_at'),
      q.started.as('started'),
    ])
    .executeTakeFirstOrThrow();
  return { coolOff: toCoolOffEnd(row.cool_off_end), settings: toRealityCheckSettings(row) };
}

export async function buildLimitsView(db: Db, playerId: number, now: number): Promise<LimitsView> {
  return (await buildLimitsAnswer(db, playerId, now)).view;
}

const MINUTE_MS = 60_000;

/**
 * The view and the clock time until which time alone leaves it as it is (the polled answer is
 * kept that long, http/answerCache.ts): the end of the current day (the shortest period), the
 * end of a cool-off, a pending change becoming confirmable, the reality check falling due and,
 * once due, its next whole minute of play time.
 */
export async function buildLimitsAnswer(db: Db, playerId: number, now: number): Promise<{ view: LimitsView; validUntil: number }> {
  const [limits, usage, { coolOff, settings, due }] = await Promise.all([
    readLossLimits(db, playerId),
    lossInCurrentPeriods(db, playerId, now),
    coolOffAndRealityCheck(db, playerId, now).then(async (read) => ({
      ...read,
      due: await realityCheckDue(db, playerId, now, read.settings),
    })),
  ]);
  const list: LimitsListEntry[] = [{ kind: 'coolOff', coolOff: coolOff !== null, endTime: coolOff }];
  const trueLimits: TrueLimitEntry[] = [];
  for (const kind of LOSS_KINDS) {
    const limit = limits[kind];
    const newAmount = limit?.pendingAmountCents != null ? euros(limit.pendingAmountCents) : null;
    list.push({
      kind,
      amount: limit ? euros(limit.amountCents) : null,
      usedAmount: euros(usage[kind].lossCents),
      minAmount: euros(LIMIT_MIN_CENTS),
      maxAmount: euros(LIMIT_MAX_CENTS),
      autoRenew: !limit?.pendingRemoval,
      newAmount,
      amountEffectiveTime: limit?.pendingEffectiveAt ?? null,
      endTime: usage[kind].period.end,
      currency: 'EUR',
    });
    if (limit) {
      trueLimits.push({
        kind,
        amount: euros(limit.amountCents),
        newAmount,
        increasingToBeConfirmed: pendingState(limit, now) === 'toBeConfirmed',
        pendingRemoval: limit.pendingRemoval,
      });
    }
  }
  if (due) list.push({ kind: 'realityCheck', realityCheck: due });
  const changes = [...LOSS_KINDS.map((kind) => usage[kind].period.end), coolOff ?? Infinity];
  for (const kind of LOSS_KINDS) {
    const at = limits[kind]?.pendingEffectiveAt;
    if (at != null && at > now) changes.push(at);
  }
  const { intervalMinutes, since } = settings;
  if (intervalMinutes > 0 && since !== null) {
    changes.push(due ? since + (Math.floor((now - since) / MINUTE_MS) + 1) * MINUTE_MS : since + intervalMinutes * MINUTE_MS);
  }
  return { view: { limits: list, trueLimits, realityCheckInterval: intervalMinutes }, validUntil: Math.min(...changes) };
}
