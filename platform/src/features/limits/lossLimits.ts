import type { Selectable } from 'kysely';
import { AppError } from '../../errors';
import { euros, lockWallet } from '../wallet/ledger';
import { periodOf } from './periods';
import { LOSS_KINDS, PERIOD_OF, type LossKind } from './lossUsage';
import { limitsDb, type DbOrTrx, type PlayerLossLimitTable } from './tables';

/** Entry bounds of a loss limit (docs/product/validation.md): whole euros, 10 to 100000. */
export const LIMIT_MIN_CENTS = 10_00;
export const LIMIT_MAX_CENTS = 100_000_00;

/** The request fields of POST /player/limit/loss are named after these prefixes. */
export const FIELD_PREFIX: Record<LossKind, 'daily' | 'weekly' | 'monthly'> = { dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' };

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

function toLimit(row: Selectable<PlayerLossLimitTable>): LossLimit {
  return {
    kind: row.kind as LossKind,
    amountCents: Number(row.amount_cents),
    pendingAmountCents: row.pending_amount_cents === null ? null : Number(row.pending_amount_cents),
    pendingRemoval: Number(row.pending_removal) === 1,
    pendingEffectiveAt: row.pending_effective_at === null ? null : Number(row.pending_effective_at),
  };
}

/** The player's loss limits by kind (a kind without a row has no limit). */
export async function readLossLimits(db: DbOrTrx, playerId: number): Promise<Partial<Record<LossKind, LossLimit>>> {
  const rows = await limitsDb(db).selectFrom('player_loss_limit').selectAll().where('player_id', '=', playerId).execute();
  const out: Partial<Record<LossKind, LossLimit>> = {};
  for (const r of rows) out[r.kind as LossKind] = toLimit(r);
  return out;
}

export interface LossLimitChange {
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

/**
 * Daily not above weekly or monthly, weekly not below daily nor above monthly, monthly not below
 * daily or weekly. A requested amount is compared with the other kinds' amounts requested in the
 * same call, otherwise with their amounts in force (pending changes do not count).
 */
function checkAcrossKinds(current: Partial<Record<LossKind, LossLimit>>, request: LossLimitRequest): void {
  const compared: Partial<Record<LossKind, number>> = {};
  for (const k of LOSS_KINDS) {
    const asked = request[k]?.amountCents;
    const inForce = current[k]?.amountCents;
    if (asked !== undefined) compared[k] = asked;
    else if (inForce !== undefined) compared[k] = inForce;
  }
  for (const kind of LOSS_KINDS) {
    const asked = request[kind]?.amountCents;
    if (asked === undefined) continue;
    for (const other of LOSS_KINDS) {
      const value = compared[other];
      if (other === kind || value === undefined) continue;
      const longer = RANK[other] > RANK[kind];
      if ((longer && asked > value) || (!longer && asked < value)) {
        const rule = longer ? 'noHigherThan' : 'noLowerThan';
        throw AppError.validation(`${FIELD_PREFIX[kind]}Amount`, `The ${kind} limit may not be ${longer ? 'higher' : 'lower'} than the ${other} limit`, {
          rule,
          other,
          otherAmount: euros(value),
        });
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

/**
 * POST /player/limit/loss with amounts and AutoRenew flags. A first limit and any lowering take
 * effect at once (and drop a pending change); a raise, or autoRenew off (a removal), becomes a
 * pending change effective at the end of the current period, to be confirmed after that. 195 on
 * an amount out of range or breaking the rule across kinds; nothing is written then.
 */
export async function requestLossLimits(db: DbOrTrx, playerId: number, request: LossLimitRequest, now: number): Promise<void> {
  for (const kind of LOSS_KINDS) {
    const cents = request[kind]?.amountCents;
    if (cents !== undefined) checkAmount(kind, cents);
  }
  await db.transaction().execute(async (trx) => {
    // The wallet lock orders limit changes and bets of one player.
    await lockWallet(trx, playerId, now);
    const ldb = limitsDb(trx);
    const current = await readLossLimits(trx, playerId);
    checkAcrossKinds(current, request);
    for (const kind of LOSS_KINDS) {
      const change = request[kind];
      if (!change) continue;
      let limit = current[kind];
      if (change.amountCents !== undefined) {
        const amount = change.amountCents;
        if (!limit) {
          await ldb
            .insertInto('player_loss_limit')
            .values({ player_id: playerId, kind, amount_cents: amount, ...NO_PENDING, created_at: now, updated_at: now })
            .execute();
          limit = { kind, amountCents: amount, pendingAmountCents: null, pendingRemoval: false, pendingEffectiveAt: null };
        } else {
          const set = amount <= limit.amountCents ? { amount_cents: amount, ...NO_PENDING } : pendingChange(limit, kind, { amount }, now);
          await ldb.updateTable('player_loss_limit').set({ ...set, updated_at: now }).where('player_id', '=', playerId).where('kind', '=', kind).execute();
          limit = toLimit({ player_id: playerId, kind, amount_cents: limit.amountCents, ...set, created_at: now, updated_at: now });
        }
      }
      if (!limit || change.autoRenew === undefined) continue;
      if (change.autoRenew === false) {
        const set = pendingChange(limit, kind, 'removal', now);
        await ldb.updateTable('player_loss_limit').set({ ...set, updated_at: now }).where('player_id', '=', playerId).where('kind', '=', kind).execute();
      } else if (limit.pendingRemoval) {
        await ldb.updateTable('player_loss_limit').set({ ...NO_PENDING, updated_at: now }).where('player_id', '=', playerId).where('kind', '=', kind).execute();
      }
    }
  });
}

/** What a confirmation is about: the *Confirmed flags confirm a raise, the *RemovalConfirmed flags a removal. */
export type ConfirmationKind = 'increase' | 'removal';

/**
 * confirmNewLossLimits: applies each kind's pending change whose effective time has passed (the
 * raised amount, or no limit at all). 195 when a kind has nothing of that sort to confirm or its
 * period has not ended yet; nothing is written then.
 */
export async function confirmLossLimits(db: DbOrTrx, playerId: number, kinds: LossKind[], now: number, what?: ConfirmationKind): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockWallet(trx, playerId, now);
    const ldb = limitsDb(trx);
    const current = await readLossLimits(trx, playerId);
    for (const kind of kinds) {
      const limit = current[kind];
      const field = `${FIELD_PREFIX[kind]}${what === 'removal' ? 'RemovalConfirmed' : 'Confirmed'}`;
      const state = limit ? pendingState(limit, now) : 'none';
      const matches = limit !== undefined && (what === undefined || (what === 'removal') === limit.pendingRemoval);
      if (!limit || state === 'none' || !matches) throw AppError.validation(field, `There is no pending ${kind} change to confirm`, { rule: 'nothingPending' });
      if (state === 'waiting') {
        throw AppError.validation(field, `The new ${kind} limit can be confirmed after the current period`, { rule: 'notYetEffective', amountEffectiveTime: limit.pendingEffectiveAt });
      }
      if (limit.pendingRemoval) {
        await ldb.deleteFrom('player_loss_limit').where('player_id', '=', playerId).where('kind', '=', kind).execute();
      } else {
        await ldb
          .updateTable('player_loss_limit')
          .set({ amount_cents: limit.pendingAmountCents as number, ...NO_PENDING, updated_at: now })
          .where('player_id', '=', playerId)
          .where('kind', '=', kind)
          .execute();
      }
    }
  });
}

/** cancelNewLossLimits: drops each kind's pending raise or removal (the limit in force stays). */
export async function cancelLossLimits(db: DbOrTrx, playerId: number, kinds: LossKind[], now: number): Promise<void> {
  if (kinds.length === 0) return;
  await limitsDb(db)
    .updateTable('player_loss_limit')
    .set({ ...NO_PENDING, updated_at: now })
    .where('player_id', '=', playerId)
    .where('kind', 'in', kinds)
    .execute();
}
