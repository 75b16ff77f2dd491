import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { PlayerTable } from '../tables';

/** The player table: finding players, creating them and changing their columns. */

export type PlayerRow = Selectable<PlayerTable>;

/** Column defaults for a new player row (both engines have them too; Kysely's types want them). */
export const NEW_PLAYER_DEFAULTS = {
  address: '',
  house_number: '',
  zip_code: '',
  city: '',
  phone_number: null,
  phone_verified: 0,
  email_verified: 0,
  receive_email: 0,
  receive_sms: 0,
  promo_code: null,
  status_until: null,
  bank_id: null,
  last_login_at: null,
};

type DefaultedColumn = keyof typeof NEW_PLAYER_DEFAULTS;
/** A new player's columns; those of NEW_PLAYER_DEFAULTS may be left out. */
export type NewPlayer = Omit<Insertable<PlayerTable>, DefaultedColumn> & Partial<Pick<Insertable<PlayerTable>, DefaultedColumn>>;

/** The columns a player's own profile changes (details, contact, nickname, password). */
export type PlayerProfileChange = Pick<
  Updateable<PlayerTable>,
  | 'nickname'
  | 'nickname_key'
  | 'email'
  | 'email_verified'
  | 'phone_number'
  | 'phone_verified'
  | 'password_hash'
  | 'first_name'
  | 'last_name'
  | 'address'
  | 'house_number'
  | 'zip_code'
  | 'city'
  | 'receive_email'
  | 'receive_sms'
>;

/** The columns that must be unique among players. */
export type UniquePlayerColumn = 'email' | 'nickname_key' | 'phone_number';

export async function findPlayerById(db: Db, id: number): Promise<PlayerRow | undefined> {
  return db.selectFrom('player').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPlayerByEmail(db: Db, email: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('player').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findPlayerByBankId(db: Db, bankId: string): Promise<PlayerRow | undefined> {
  return db.selectFrom('player').selectAll().where('bank_id', '=', bankId).executeTakeFirst();
}

/** Whether a player has this bank identity. */
export async function isBankIdTaken(db: Db, bankId: string): Promise<boolean> {
  const row = await db.selectFrom('player').select('id').where('bank_id', '=', bankId).executeTakeFirst();
  return row !== undefined;
}

/** Whether a player other than `exceptId` has this value in a unique column. */
export async function isPlayerValueTaken(db: Db, column: UniquePlayerColumn, value: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('player').select('id').where(column, '=', value);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** Creates a player; answers the new id (a unique violation is thrown to the caller). */
export async function insertPlayer(db: Db, values: NewPlayer): Promise<number> {
  const row = await db
    .insertInto('player')
    .values({ ...NEW_PLAYER_DEFAULTS, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Creates a player with a bank identity unless one has it already (ON CONFLICT DO NOTHING, so a
 * transaction is not aborted on PostgreSQL); answers the new id, or undefined when it existed.
 */
export async function insertBankPlayer(db: Db, values: NewPlayer & { bank_id: string }): Promise<number | undefined> {
  const created = await db
    .insertInto('player')
    .values({ ...NEW_PLAYER_DEFAULTS, ...values })
    .onConflict((oc) => oc.column('bank_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return created ? Number(created.id) : undefined;
}

/** Changes the given profile columns (a unique violation is thrown to the caller). */
export async function updatePlayerProfile(db: Db, id: number, change: PlayerProfileChange, now: number): Promise<void> {
  await db
    .updateTable('player')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function setLastLogin(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('player').set({ last_login_at: now }).where('id', '=', id).execute();
}

export async function setPasswordHash(db: Db, id: number, passwordHash: string, now: number): Promise<void> {
  await db.updateTable('player').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

/** Sets a first password; false when the player has one already. */
export async function addPasswordHash(db: Db, id: number, passwordHash: string, now: number): Promise<boolean> {
  const res = await db
    .updateTable('player')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', id)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function setLanguage(db: Db, id: number, language: string, now: number): Promise<void> {
  await db.updateTable('player').set({ language, updated_at: now }).where('id', '=', id).execute();
}

/** A code sent to the player's email was entered: activated, email verified. */
export async function markEmailConfirmed(db: Db, id: number, now: number): Promise<void> {
  await db.updateTable('player').set({ activated: 1, email_verified: 1, updated_at: now }).where('id', '=', id).execute();
}

/** The login email becomes this address, verified (a unique violation is thrown to the caller). */
export async function setVerifiedEmail(db: Db, id: number, email: string, now: number): Promise<void> {
  await db.updateTable('player').set({ email, email_verified: 1, updated_at: now }).where('id', '=', id).execute();
}

/** The phone number becomes this one, verified (a unique violation is thrown to the caller). */
export async function setVerifiedPhone(db: Db, id: number, phone: string | null, now: number): Promise<void> {
  await db.updateTable('player').set({ phone_number: phone, phone_verified: 1, updated_at: now }).where('id', '=', id).execute();
}

/** Marks the email unverified, or verified when the player has one (the back office's email hold). */
export async function setEmailVerified(db: Db, id: number, verified: boolean, now: number): Promise<void> {
  if (!verified) {
    await db.updateTable('player').set({ email_verified: 0, updated_at: now }).where('id', '=', id).execute();
    return;
  }
  await db.updateTable('player').set({ email_verified: 1, updated_at: now }).where('id', '=', id).where('email', 'is not', null).execute();
}

/** Sets the status; `until` (the end of an inactive or frozen block) is dropped for 'active'. */
export async function setPlayerStatus(db: Db, id: number, status: string, until: number | null, now: number): Promise<void> {
  await db
    .updateTable('player')
    .set({ status, status_until: status === 'active' ? null : until, updated_at: now })
    .where('id', '=', id)
    .execute();
}
