import type { Insertable } from 'kysely';
import type { Db, Trx } from '../../../db/schema';
import type { PaymentDepositTable } from '../tables';

/**
 * The deposits' rows (payment_deposit) and the bank's record of each (bank_payment): every query
 * that starts, decides, settles, expires or reconciles a deposit.
 */

export async function findDepositByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('payment_deposit').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findDeposit(db: Db, id: number) {
  return db.selectFrom('payment_deposit').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The start an idempotency key made, if any (its token and request hashes). */
export async function findDepositByKey(db: Db, keyHash: string) {
  return db.selectFrom('payment_deposit').select(['token_hash', 'request_hash']).where('idempotency_key', '=', keyHash).executeTakeFirst();
}

export async function insertDeposit(db: Db, values: Insertable<PaymentDepositTable>): Promise<void> {
  await db.insertInto('payment_deposit').values(values).execute();
}

/** Pending → expired, unless the bank recorded a decision meanwhile; whether this call expired it. */
export async function expireUnansweredDeposit(db: Db, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('payment_deposit')
    .set({ status: 'expired', decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('bank_payment').select('id').whereRef('bank_payment.deposit_id', '=', 'payment_deposit.id'))),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Pending → `status` (the settlement's claim); whether this call moved it. */
export async function claimPendingDeposit(trx: Trx, id: number, status: string, now: number): Promise<boolean> {
  const res = await trx
    .updateTable('payment_deposit')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** An approval the money rules refused: declined, with the error code. */
export async function markDepositRefused(trx: Trx, id: number, code: number): Promise<void> {
  await trx
    .updateTable('payment_deposit')
    .set({ status: 'declined', decline_reason: String(code) })
    .where('id', '=', id)
    .execute();
}

/** The player an approved deposit belongs to and the account holder's national id. */
export async function setDepositPlayer(trx: Trx, id: number, playerId: number, nationalId: string | null): Promise<void> {
  await trx.updateTable('payment_deposit').set({ player_id: playerId, national_id: nationalId }).where('id', '=', id).execute();
}

export async function setDepositStoredDetail(trx: Trx, id: number, reference: string): Promise<void> {
  await trx.updateTable('payment_deposit').set({ stored_detail_reference: reference }).where('id', '=', id).execute();
}

/** Marks the new customer's session as started from this deposit; whether this call did it (once). */
export async function claimDepositSession(db: Db, id: number, now: number): Promise<boolean> {
  const claim = await db
    .updateTable('payment_deposit')
    .set({ session_issued_at: now })
    .where('id', '=', id)
    .where('session_issued_at', 'is', null)
    .executeTakeFirst();
  return Number(claim.numUpdatedRows) === 1;
}

/** Whether the player has a credited deposit (other than `excludeId`). */
export async function hasCreditedDeposit(db: Db | Trx, playerId: number, excludeId?: number): Promise<boolean> {
  let q = db.selectFrom('payment_deposit').select('id').where('player_id', '=', playerId).where('status', '=', 'ok');
  if (excludeId !== undefined) q = q.where('id', '!=', excludeId);
  const row = await q.executeTakeFirst();
  return row !== undefined;
}

/** How many deposits are still pending that started at `before` or earlier. */
export async function countOverdueDeposits(db: Db, before: number): Promise<number> {
  const row = await db
    .selectFrom('payment_deposit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .where('created_at', '<=', before)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** At most `limit` deposits still pending that started at `before` or earlier, oldest first. */
export async function overdueDepositRows(db: Db, before: number, limit: number) {
  return db
    .selectFrom('payment_deposit')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** The bank's record of a deposit, once: a record already there stands. */
export async function insertBankRecordOnce(
  db: Db,
  record: { depositId: number; decision: string; person: string | null; decidedAt: number },
): Promise<void> {
  await db
    .insertInto('bank_payment')
    .values({ deposit_id: record.depositId, decision: record.decision, person: record.person, decided_at: record.decidedAt })
    .onConflict((oc) => oc.column('deposit_id').doNothing())
    .execute();
}

export async function findBankRecord(db: Db | Trx, depositId: number) {
  return db.selectFrom('bank_payment').select(['decision', 'person', 'decided_at']).where('deposit_id', '=', depositId).executeTakeFirst();
}

/** Remembers the campaign a started deposit redeems (the row was just inserted by its token). */
export async function setDepositCampaign(db: Db, tokenHash: string, campaignId: number): Promise<void> {
  await db.updateTable('payment_deposit').set({ campaign_id: campaignId }).where('token_hash', '=', tokenHash).execute();
}

/** The campaign a deposit redeems, or null. */
export async function findDepositCampaignId(db: Db, depositId: number): Promise<number | null> {
  const deposit = await db.selectFrom('payment_deposit').select('campaign_id').where('id', '=', depositId).executeTakeFirst();
  return deposit?.campaign_id ? Number(deposit.campaign_id) : null;
}
