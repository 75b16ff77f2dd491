import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/schema';
import type { PaymentsTables } from '../tables';

/** The withdrawals' rows (payment_withdrawal): requested, cancelled, paid out. */

/** The player's withdrawal made with this idempotency key, if any. */
export async function findWithdrawalByKey(trx: Trx, playerId: number, key: string) {
  return trx
    .selectFrom('payment_withdrawal')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export async function insertWithdrawal(trx: Trx, values: Insertable<PaymentsTables['payment_withdrawal']>): Promise<void> {
  await trx.insertInto('payment_withdrawal').values(values).execute();
}

/** The player's withdrawal of a reference (another player's is not found). */
export async function findPlayerWithdrawal(trx: Trx, playerId: number, reference: string) {
  return trx
    .selectFrom('payment_withdrawal')
    .selectAll()
    .where('reference', '=', reference)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
}

/** Who requested the withdrawal of a reference (undefined: unknown reference). */
export async function findWithdrawalPlayer(db: Db, reference: string): Promise<number | undefined> {
  const row = await db.selectFrom('payment_withdrawal').select('player_id').where('reference', '=', reference).executeTakeFirst();
  return row && Number(row.player_id);
}

/** The withdrawal of a reference known to exist. */
export async function getWithdrawal(trx: Trx, reference: string) {
  return trx.selectFrom('payment_withdrawal').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
}

/** Pending → cancelled or paid; whether this call moved it. */
export async function settlePendingWithdrawal(trx: Trx, id: number, status: 'cancelled' | 'paid', now: number): Promise<boolean> {
  const res = await trx
    .updateTable('payment_withdrawal')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
