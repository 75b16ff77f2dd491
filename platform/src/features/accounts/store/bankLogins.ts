import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { BankLoginTable } from '../tables';

/** The bank_login table: bank logins by the SHA-256 of their token. */

export type BankLoginRow = Selectable<BankLoginTable>;

/** What the simulator's decision writes: the status, and for an approval the person the bank identified. */
export type BankLoginDecision = Pick<Insertable<BankLoginTable>, 'status' | 'national_id' | 'first_name' | 'last_name' | 'birth_date'>;

export async function insertBankLogin(
  db: Db,
  login: Pick<
    Insertable<BankLoginTable>,
    'token_hash' | 'country' | 'method' | 'lang' | 'return_url' | 'status' | 'created_at' | 'expires_at'
  >,
): Promise<void> {
  await db.insertInto('bank_login').values(login).execute();
}

export async function findBankLogin(db: Db, tokenHash: string): Promise<BankLoginRow | undefined> {
  return db.selectFrom('bank_login').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Binds a bank login to the browser that started it (the hash of its binding cookie). */
export async function bindBankLoginToBrowser(db: Db, tokenHash: string, browserHash: string): Promise<void> {
  await db.updateTable('bank_login').set({ browser_hash: browserHash }).where('token_hash', '=', tokenHash).execute();
}

/** Marks a still pending login expired. */
export async function markBankLoginExpired(db: Db, tokenHash: string, now: number): Promise<void> {
  await db
    .updateTable('bank_login')
    .set({ status: 'expired', decided_at: now })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .execute();
}

/** Writes the decision of a login still pending and not expired; false otherwise. */
export async function decidePendingBankLogin(db: Db, tokenHash: string, decision: BankLoginDecision, now: number): Promise<boolean> {
  const res = await db
    .updateTable('bank_login')
    .set({ ...decision, decided_at: now })
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Whether a bank login has identified this person. */
export async function isNationalIdInBankLogins(db: Db, nationalId: string): Promise<boolean> {
  const row = await db.selectFrom('bank_login').select('token_hash').where('national_id', '=', nationalId).executeTakeFirst();
  return row !== undefined;
}

/** Claims an approved login's one session for the player; false when it was claimed already. */
export async function claimBankLoginSession(db: Db, tokenHash: string, playerId: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('bank_login')
    .set({ session_issued_at: now, player_id: playerId })
    .where('token_hash', '=', tokenHash)
    .where('session_issued_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
