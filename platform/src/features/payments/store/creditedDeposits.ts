import type { Db } from '../../../db/schema';

/** The player's credited (status ok) deposits in cents, without the deposit `excludeId` (the one being settled). */
export async function creditedDepositCents(db: Db, playerId: number, excludeId?: number): Promise<number> {
  let q = db
    .selectFrom('payment_deposit')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
    .where('player_id', '=', playerId)
    .where('status', '=', 'ok');
  if (excludeId !== undefined) q = q.where('id', '!=', excludeId);
  return Number((await q.executeTakeFirst())?.s ?? 0);
}
