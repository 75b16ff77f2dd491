import type { Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * Accounts: players, server-side sessions, one-time codes, login activity, rate-limit counters,
 * the sandbox email/SMS outbox and bank-login (pay-and-play) requests.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withAutoId(db, db.schema.createTable('player'))
    .addColumn('email', 'text') // lower-case; null for bank-login players until completed
    .addColumn('nickname', 'text')
    .addColumn('nickname_key', 'text') // lower-case nickname, unique
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('birth_date', 'text') // YYYY-MM-DD
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('house_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('fi'))
    .addColumn('phone_number', 'text')
    .addColumn('phone_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_sms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promo_code', 'text')
    .addColumn('activated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('status_until', 'bigint')
    .addColumn('bank_id', 'text') // national id from bank login
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_login_at', 'bigint')
    .execute();
  await db.schema.createIndex('player_email_uq').on('player').column('email').unique().execute();
  await db.schema.createIndex('player_nickname_uq').on('player').column('nickname_key').unique().execute();
  await db.schema.createIndex('player_phone_uq').on('player').column('phone_number').unique().execute();
  await db.schema.createIndex('player_bank_id_uq').on('player').column('bank_id').unique().execute();

  await db.schema
    .createTable('player_session')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('player_session_player_idx').on('player_session').column('player_id').execute();

  await withAutoId(db, db.schema.createTable('player_code'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('player_code_lookup_idx').on('player_code').columns(['kind', 'code_hash']).execute();
  await db.schema.createIndex('player_code_player_idx').on('player_code').columns(['player_id', 'kind']).execute();

  await withAutoId(db, db.schema.createTable('player_activity'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_activity_player_idx').on('player_activity').columns(['player_id', 'created_at']).execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('outbox_message'))
    .addColumn('kind', 'text', (c) => c.notNull()) // email | sms
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('code', 'text')
    .addColumn('short_code', 'text')
    .addColumn('player_id', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_message_recipient_idx').on('outbox_message').columns(['recipient', 'created_at']).execute();

  await db.schema
    .createTable('bank_login')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('national_id', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('player_id', 'bigint')
    .addColumn('session_issued_at', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['bank_login', 'outbox_message', 'rate_limit', 'player_activity', 'player_code', 'player_session', 'player']) {
    await db.schema.dropTable(t).execute();
  }
}
