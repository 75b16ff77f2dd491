import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import type { Db, Trx } from '../../../db/schema';

/** The bonus_wagering statements: a player's promo wagering requirement. */

/** The requirement (see ../wagering.ts). */
export interface Wagering {
  requiredCents: number;
  progressCents: number;
}

/** The requirement as stored, zeros for none (a transaction, or the database for a read such as the balance). */
export async function readWagering(db: Db | Trx, playerId: number): Promise<Wagering> {
  const row = await db
    .selectFrom('bonus_wagering')
    .select(['required_cents', 'progress_cents'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return { requiredCents: Number(row?.required_cents ?? 0), progressCents: Number(row?.progress_cents ?? 0) };
}

/** The requirement's upsert (every round of a player with promo money), built once (db/prepared.ts); written behind. */
const upsertWagering = prepared(
  (db, a: { playerId: number; w: Wagering; now: number }) =>
    db
      .insertInto('bonus_wagering')
      .values({ player_id: a.playerId, required_cents: a.w.requiredCents, progress_cents: a.w.progressCents, updated_at: a.now })
      .onConflict((oc) =>
        oc.column('player_id').doUpdateSet({ required_cents: a.w.requiredCents, progress_cents: a.w.progressCents, updated_at: a.now }),
      )
      .modifyEnd(WRITE_BEHIND),
  (a) => [a.playerId, a.w.requiredCents, a.w.progressCents, a.now, a.w.requiredCents, a.w.progressCents, a.now],
  () => ({ playerId: 1, w: { requiredCents: 2, progressCents: 3 }, now: 4 }),
);

export async function writeWagering(trx: Trx, playerId: number, w: Wagering, now: number): Promise<void> {
  await upsertWagering(trx, { playerId, w, now });
}
