import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Db } from '../../../db/schema';
import type { LossKind } from '../lossUsage';
import type { PlayerLossLimitTable } from '../tables';

/** player_loss_limit: a player's limit of one kind, with its pending raise or removal. */
export type LossLimitRow = Selectable<PlayerLossLimitTable>;

/** A limit's amount in force and its pending change, as written. */
export interface LossLimitValues {
  amount_cents: number;
  pending_amount_cents: number | null;
  pending_removal: number;
  pending_effective_at: number | null;
}

export const findLossLimits = (db: Db, playerId: number): Promise<LossLimitRow[]> =>
  db.selectFrom('player_loss_limit').selectAll().where('player_id', '=', playerId).execute();

export async function insertLossLimit(db: Db, playerId: number, kind: LossKind, values: LossLimitValues, now: number): Promise<void> {
  await db
    .insertInto('player_loss_limit')
    .values({ player_id: playerId, kind, ...values, created_at: now, updated_at: now })
    .execute();
}

export async function updateLossLimit(db: Db, playerId: number, kind: LossKind, values: LossLimitValues, now: number): Promise<void> {
  await db
    .updateTable('player_loss_limit')
    .set({ ...values, updated_at: now })
    .where('player_id', '=', playerId)
    .where('kind', '=', kind)
    .execute();
}

export async function deleteLossLimit(db: Db, playerId: number, kind: LossKind): Promise<void> {
  await db.deleteFrom('player_loss_limit').where('player_id', '=', playerId).where('kind', '=', kind).execute();
}

/** Drops the pending raise or removal of each of `kinds` (the amounts in force stay). */
export async function clearPendingLossLimits(db: Db, playerId: number, kinds: readonly LossKind[], now: number): Promise<void> {
  await db
    .updateTable('player_loss_limit')
    .set({ pending_amount_cents: null, pending_removal: 0, pending_effective_at: null, updated_at: now })
    .where('player_id', '=', playerId)
    .where('kind', 'in', kinds)
    .execute();
}

/** The amount in force of one kind as a scalar subquery (no row: null), for a read of the caller's. */
export const lossLimitAmountQuery = (eb: ExpressionBuilder<Database, never>, playerId: number, kind: LossKind) =>
  eb.selectFrom('player_loss_limit').select('amount_cents').where('player_id', '=', playerId).where('kind', '=', kind);
