import { euros } from '../wallet/ledger';
import { coolOffEnd } from './coolOff';
import { LIMIT_MAX_CENTS, LIMIT_MIN_CENTS, pendingState, readLossLimits } from './lossLimits';
import { LOSS_KINDS, lossInCurrentPeriods, type LossKind } from './lossUsage';
import { realityCheckDue, realityCheckSettings, type RealityCheckReport } from './realityCheck';
import type { DbOrTrx } from './tables';

/**
 * GET /player/limits (docs/product/data.md: Limit, trueLimits, Reality check). Money in euros with
 * 2 decimals, times in epoch ms.
 */

export interface CoolOffEntry {
  kind: 'coolOff';
  coolOff: boolean;
  endTime: number | null;
}

export interface LossLimitEntry {
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

export interface RealityCheckEntry {
  kind: 'realityCheck';
  realityCheck: RealityCheckReport;
}

export type LimitsListEntry = CoolOffEntry | LossLimitEntry | RealityCheckEntry;

export interface TrueLimitEntry {
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

export async function buildLimitsView(db: DbOrTrx, playerId: number, now: number): Promise<LimitsView> {
  const [limits, usage, coolOff, due] = await Promise.all([
    readLossLimits(db, playerId),
    lossInCurrentPeriods(db, playerId, now),
    coolOffEnd(db, playerId, now),
    // The settings once, for the interval and for the due check (polled every 5 s: statements count).
    realityCheckSettings(db, playerId).then(async (settings) => ({ settings, report: await realityCheckDue(db, playerId, now, settings) })),
  ]);
  const { settings } = due;
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
  if (due.report) list.push({ kind: 'realityCheck', realityCheck: due.report });
  return { limits: list, trueLimits, realityCheckInterval: settings.intervalMinutes };
}
