import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/schema';
import type { PaymentsTables } from '../tables';

/** The bank accounts players paid from (payment_stored_detail), one per player, method and account. */

type StoredDetailRow = Insertable<PaymentsTables['payment_stored_detail']>;

/** Inserts the detail, or marks the one already stored for that account as used now. */
export async function upsertStoredDetail(trx: Trx, row: StoredDetailRow, now: number): Promise<void> {
  await trx
    .insertInto('payment_stored_detail')
    .values(row)
    .onConflict((oc) => oc.columns(['player_id', 'method', 'account_hash']).doUpdateSet({ last_used_at: now }))
    .execute();
}

/** The reference of the player's stored detail of an account. */
export async function storedDetailReferenceOf(trx: Trx, playerId: number, method: string, accountHash: string): Promise<string> {
  const row = await trx
    .selectFrom('payment_stored_detail')
    .select('reference')
    .where('player_id', '=', playerId)
    .where('method', '=', method)
    .where('account_hash', '=', accountHash)
    .executeTakeFirstOrThrow();
  return row.reference;
}

/** The reference of the detail the player used last with a method, if any. */
export async function latestStoredDetailReference(trx: Trx, playerId: number, method: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('payment_stored_detail')
    .select('reference')
    .where('player_id', '=', playerId)
    .where('method', '=', method)
    .orderBy('last_used_at', 'desc')
    .executeTakeFirst();
  return row?.reference;
}

/** The player's stored details, last used first. */
export async function playerStoredDetails(db: Db, playerId: number) {
  return db
    .selectFrom('payment_stored_detail')
    .select(['reference', 'method', 'bank_name', 'masked_account'])
    .where('player_id', '=', playerId)
    .orderBy('last_used_at', 'desc')
    .orderBy('reference')
    .execute();
}

export async function findStoredDetail(db: Db, playerId: number, reference: string) {
  return db
    .selectFrom('payment_stored_detail')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('reference', '=', reference)
    .executeTakeFirst();
}

/** Whether the player has saved a bank account (a stored payment detail). */
export async function hasStoredDetail(db: Db, playerId: number): Promise<boolean> {
  const detail = await db.selectFrom('payment_stored_detail').select('reference').where('player_id', '=', playerId).executeTakeFirst();
  return detail !== undefined;
}
