import type { Db } from '../../../db/schema';

/** Records a conversion of points to cash; answers its id (the ledger key of its credit). */
export async function insertLoyaltyConversion(db: Db, playerId: number, points: number, amountCents: number, now: number): Promise<number> {
  const row = await db
    .insertInto('loyalty_conversion')
    .values({ player_id: playerId, points, amount_cents: amountCents, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
