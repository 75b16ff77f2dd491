import { AppError } from '../../errors';
import { periodOf } from './periods';
import { LOSS_KINDS, PERIOD_OF, type LossKind } from './lossUsage';
import type { Db } from '../../db/schema';
import { euros, lockWallet } from '../wallet';
import {
  clearPendingLossLimits,
  deleteLossLimit,
  findLossLimits,
  insertLossLimit,
  updateLossLimit,
  type LossLimitRow,
  type LossLimitValues,
} from './store/lossLimits';

/** Entry bounds of a loss limit (docs/product/validation.md): whole euros, 10 to 100000. */
export const LIMIT_MIN_CENTS = 10_00;
export const LIMIT_MAX_CENTS = 100_000_00;

/** The request fields of POST /player/limit/loss are named after these prefixes. */
export const FIELD_PREFIX: Record<LossKind, 'daily' | 'weekly' | 'monthly'> = {
  dailyLoss: 'daily',
  weeklyLoss: 'weekly',
  monthlyLoss: 'monthly',
};

/** A shorter period's limit may not exceed a longer one's; ranks order the kinds by period length. */
const RANK: Record<LossKind, number> = { dailyLoss: 0, weeklyLoss: 1, monthlyLoss: 2 };

export interface LossLimit {
  kind: LossKind;
  /** The amount in force (cents). */
  amountCents: number;
  /** A requested raise (cents), or null. */
  pendingAmountCents: number | null;
  /** A requested removal (autoRenew off). */
  pendingRemoval: boolean;
  /** When the pending change may be confirmed: the end of the period it was requested in. */
  pendingEffectiveAt: number | null;
}

/** none; waiting for the period end; or past it and waiting for the player (increasingToBeConfirmed). */
export type PendingState = 'none' | 'waiting' | 'toBeConfirmed';

export function pendingState(limit: LossLimit, now: number): PendingState {
  if (limit.pendingAmountCents === null && !limit.pendingRemoval) return 'none';
  return limit.pendingEffectiveAt !== null && now >= limit.pendingEffectiveAt ? 'toBeConfirmed' : 'waiting';
}

function toLimit(row: LossLimitRow): LossLimit {
  return {
    kind: row.kind as LossKind,
    amountCents: Number(row.amount_cents),
    pendingAmountCents: row.pending_amount_cents === null ? null : Number(row.pending_amount_cents),
    pendingRemoval: Number(row.pending_removal) === 1,
    pendingEffectiveAt: row.pending_effective_at === null ? null : Number(row.pending_effective_at),
  };
}

/** The player's loss limits by kind (a kind without a row has no limit). */
export async function readLossLimits(db: Db, playerId: number): Promise<Partial<Record<LossKind, LossLimit>>> {
  const rows = await findLossLimits(db, playerId);
  const out: Partial<Record<LossKind, LossLimit>> = {};
  for (const r of rows) out[r.kind as LossKind] = toLimit(r);
  return out;
}

interface LossLimitChange {
  /** A new amount (cents, whole euros). */
  amountCents?: number;
  /** false: the limit is not renewed when the period ends, i.e. a removal; true undoes that. */
  autoRenew?: boolean;
}

export type LossLimitRequest = Partial<Record<LossKind, LossLimitChange>>;

function checkAmount(kind: LossKind, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents % 100 !== 0 || cents < LIMIT_MIN_CENTS || cents > LIMIT_MAX_CENTS) {
    throw AppError.validation(`${FIELD_PREFIX[kind]}Amount`, `Min ${euros(LIMIT_MIN_CENTS)}€ - Max ${euros(LIMIT_MAX_CENTS)}€`, {
      rule: 'range',
      min: euros(LIMIT_MIN_CENTS),
      max: euros(LIMIT_MAX_CENTS),
    });
  }
}

type Limits = Partial<Record<LossKind, LossLimit>>;

/** The most a limit could become: its pending raise, otherwise its amount in force. */
function highestReachable(limit: LossLimit): number {
  return Math.max(limit.amountCents, limit.pendingAmountCents ?? limit.amountCents);
}

/**
 * The least a limit could become: its amount in force (a pending change is a raise or a removal,
 * and having no limit binds nothing).
 */
function lowestReachable(limit: LossLimit): number {
  return Math.min(limit.amountCents, limit.pendingAmountCents ?? limit.amountCents);
}

/**
 * Daily not above weekly or monthly, weekly not below daily nor above monthly, monthly not below
 * daily or weekly, over everything a limit could become: the most a shorter period's limit could
 * become (its pending raise) may not exceed the least a longer period's could (its amount in
 * force; a pending raise may be cancelled or left unconfirmed, a pending removal only lifts it).
 * Checked on the state a call would leave (`after`): a value given to a kind (`set`: an amount
 * asked for, even when a removal in the same call replaces it, or a confirmed raise) may not
 * exceed a longer kind's (noHigherThan, with that kind's amount in force); a kind whose amount in
 * force falls or that is new may not be below what a shorter kind could become (noLowerThan, with
 * that kind's highest amount, its pending raise included).
 * Nothing else a call does (a removal asked for or taken back, a cancel, a confirmed removal, a
 * raise of the longer kind) can break the rule, so an untouched pair is not looked at.
 */
function checkAcrossKinds(before: Limits, after: Limits, set: Partial<Record<LossKind, number>>, field: (kind: LossKind) => string): void {
  for (const kind of LOSS_KINDS) {
    const next = after[kind];
    if (!next) continue;
    const prev = before[kind];
    const fell = !prev || lowestReachable(next) < lowestReachable(prev);
    const given = set[kind];
    const highest = given === undefined ? undefined : Math.max(given, highestReachable(next));
    for (const other of LOSS_KINDS) {
      const o = after[other];
      if (other === kind || !o) continue;
      if (RANK[other] > RANK[kind] && highest !== undefined && highest > lowestReachable(o)) {
        throw AppError.validation(field(kind), `The ${kind} limit may not be higher than the ${other} limit`, {
          rule: 'noHigherThan',
          other,
          otherAmount: euros(lowestReachable(o)),
        });
      }
      if (RANK[other] < RANK[kind] && fell && highestReachable(o) > lowestReachable(next)) {
        const pending = o.pendingAmountCents !== null && o.pendingAmountCents > o.amountCents;
        throw AppError.validation(
          field(kind),
          `The ${kind} limit may not be lower than the ${other} limit${pending ? ' or its pending raise' : ''}`,
          {
            rule: 'noLowerThan',
            other,
            otherAmount: euros(highestReachable(o)),
          },
        );
      }
    }
  }
}

interface Pending {
  pending_amount_cents: number | null;
  pending_removal: number;
  pending_effective_at: number | null;
}

const NO_PENDING: Pending = { pending_amount_cents: null, pending_removal: 0, pending_effective_at: null };

/** A pending change that waits for the end of the current period; asking again for the same change keeps its time. */
function pendingChange(existing: LossLimit | undefined, kind: LossKind, change: { amount: number } | 'removal', now: number): Pending {
  const same =
    existing !== undefined &&
    (change === 'removal' ? existing.pendingRemoval : !existing.pendingRemoval && existing.pendingAmountCents === change.amount);
  const effectiveAt = same && existing.pendingEffectiveAt !== null ? existing.pendingEffectiveAt : periodOf(PERIOD_OF[kind], now).end;
  return change === 'removal'
    ? { pending_amount_cents: null, pending_removal: 1, pending_effective_at: effectiveAt }
    : { pending_amount_cents: change.amount, pending_removal: 0, pending_effective_at: effectiveAt };
}

const withPending = (kind: LossKind, amountCents: number, p: Pending): LossLimit => ({
  kind,
  amountCents,
  pendingAmountCents: p.pending_amount_cents,
  pendingRemoval: p.pending_removal === 1,
  pendingEffectiveAt: p.pending_effective_at,
});

const valuesOf = (limit: LossLimit): LossLimitValues => ({
  amount_cents: limit.amountCents,
  pending_amount_cents: limit.pendingAmountCents,
  pending_removal: limit.pendingRemoval ? 1 : 0,
  pending_effective_at: limit.pendingEffectiveAt,
});

/**
 * The limits a change request would leave: a first limit and any lowering (or the same amount)
 * at once, dropping a pending change; a raise, or autoRenew off (a removal), as the pending
 * change; autoRenew on takes a pending removal back.
 */
function applyRequest(current: Limits, request: LossLimitRequest, now: number): Limits {
  const next: Limits = { ...current };
  for (const kind of LOSS_KINDS) {
    const change = request[kind];
    if (!change) continue;
    let limit = current[kind];
    if (change.amountCents !== undefined) {
      const amount = change.amountCents;
      if (!limit) limit = withPending(kind, amount, NO_PENDING);
      else if (amount <= limit.amountCents) limit = withPending(kind, amount, NO_PENDING);
      else limit = withPending(kind, limit.amountCents, pendingChange(limit, kind, { amount }, now));
    }
    if (limit && change.autoRenew === false) limit = withPending(kind, limit.amountCents, pendingChange(limit, kind, 'removal', now));
    else if (limit && change.autoRenew === true && limit.pendingRemoval) limit = withPending(kind, limit.amountCents, NO_PENDING);
    if (limit) next[kind] = limit;
  }
  return next;
}

/** Writes the rows of `kinds` as `next` holds them (inserted, updated or deleted). */
async function writeLimits(
  trx: Db,
  playerId: number,
  current: Limits,
  next: Limits,
  kinds: readonly LossKind[],
  now: number,
): Promise<void> {
  for (const kind of kinds) {
    const before = current[kind];
    const after = next[kind];
    if (after === before) continue;
    if (!after) await deleteLossLimit(trx, playerId, kind);
    else if (!before) await insertLossLimit(trx, playerId, kind, valuesOf(after), now);
    else await updateLossLimit(trx, playerId, kind, valuesOf(after), now);
  }
}

/**
 * POST /player/limit/loss with amounts and AutoRenew flags. A first limit and any lowering take
 * effect at once (and drop a pending change); a raise, or autoRenew off (a removal), becomes a
 * pending change effective at the end of the current period, to be confirmed after that. 195 on
 * an amount out of range or breaking the rule across kinds (checkAcrossKinds, on what the call
 * would leave, pending raises included); nothing is written then.
 */
export async function requestLossLimits(db: Db, playerId: number, request: LossLimitRequest, now: number): Promise<void> {
  for (const kind of LOSS_KINDS) {
    const cents = request[kind]?.amountCents;
    if (cents !== undefined) checkAmount(kind, cents);
  }
  await db.transaction().execute(async (trx) => {
    // The wallet lock orders limit changes and bets of one player.
    await lockWallet(trx, playerId, now);
    const current = await readLossLimits(trx, playerId);
    const next = applyRequest(current, request, now);
    const asked: Partial<Record<LossKind, number>> = {};
    for (const kind of LOSS_KINDS) if (request[kind]?.amountCents !== undefined) asked[kind] = request[kind].amountCents;
    checkAcrossKinds(current, next, asked, (kind) => `${FIELD_PREFIX[kind]}Amount`);
    await writeLimits(
      trx,
      playerId,
      current,
      next,
      LOSS_KINDS.filter((k) => request[k] !== undefined),
      now,
    );
  });
}

/** What a confirmation is about: the *Confirmed flags confirm a raise, the *RemovalConfirmed flags a removal. */
export type ConfirmationKind = 'increase' | 'removal';

/**
 * confirmNewLossLimits: applies each kind's pending change whose effective time has passed (the
 * raised amount, or no limit at all). 195 when a kind has nothing of that sort to confirm or its
 * period has not ended yet; nothing is written then. The rule across kinds is checked again on
 * the result (noHigherThan on the *Confirmed field): the entry rules keep every pending raise
 * within the longer kinds' amounts in force, so this refuses only a state stored before they did.
 */
export async function confirmLossLimits(db: Db, playerId: number, kinds: LossKind[], now: number, what?: ConfirmationKind): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWallet(trx, playerId, now);
    const current = await readLossLimits(trx, playerId);
    const next: Limits = { ...current };
    const raised: Partial<Record<LossKind, number>> = {};
    const field = (kind: LossKind) => `${FIELD_PREFIX[kind]}${what === 'removal' ? 'RemovalConfirmed' : 'Confirmed'}`;
    for (const kind of kinds) {
      const limit = current[kind];
      const state = limit ? pendingState(limit, now) : 'none';
      const matches = limit !== undefined && (what === undefined || (what === 'removal') === limit.pendingRemoval);
      if (!limit || state === 'none' || !matches)
        throw AppError.validation(field(kind), `There is no pending ${kind} change to confirm`, { rule: 'nothingPending' });
      if (state === 'waiting') {
        throw AppError.validation(field(kind), `The new ${kind} limit can be confirmed after the current period`, {
          rule: 'notYetEffective',
          amountEffectiveTime: limit.pendingEffectiveAt,
        });
      }
      if (limit.pendingRemoval) delete next[kind];
      else {
        raised[kind] = limit.pendingAmountCents as number;
        next[kind] = withPending(kind, raised[kind], NO_PENDING);
      }
    }
    checkAcrossKinds(current, next, raised, field);
    await writeLimits(trx, playerId, current, next, kinds, now);
  });
}

/** cancelNewLossLimits: drops each kind's pending raise or removal (the limit in force stays). */
export async function cancelLossLimits(db: Db, playerId: number, kinds: LossKind[], now: number): Promise<void> {
  if (kinds.length === 0) return;
  await clearPendingLossLimits(db, playerId, kinds, now);
}
