import { sql, type Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * Wallet (docs/architecture.md): one balance row per player and an append-only ledger, changed in the
 * same transaction; payments (deposits through the bank simulator, stored bank details,
 * withdrawals); game launches, real-money rounds, free spins and favourite games.
 * Money is integer cents (bigint), times epoch ms, booleans 0/1.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_balance')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    .addColumn('cash_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('promo_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Part of the cash that may not be withdrawn yet (cashReserve). */
    .addColumn('reserve_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('current_turnover_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total_turnover_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Bumped by every change (and by the lock of every money transaction). */
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    /** Sandbox admin flags: 232, 127 and 237. */
    .addColumn('transactions_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('withdrawal_blocked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_deposit_lock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('player_balance_non_negative', sqlNonNegative())
    .execute();

  await withAutoId(db, db.schema.createTable('wallet_ledger'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** deposit | withdrawal | withdrawal_cancel | bet | win | bonus_grant | bonus_forfeit | adjustment | reserve_lock | reserve_release */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** cash | promo | reserve */
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('wallet_ledger_key_uq').on('wallet_ledger').columns(['player_id', 'idempotency_key']).unique().execute();

  await db.schema
    .createTable('payment_stored_detail')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('masked_account', 'text', (c) => c.notNull())
    .addColumn('account_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_stored_detail_uq')
    .on('payment_stored_detail')
    .columns(['player_id', 'method', 'account_hash'])
    .unique()
    .execute();

  await withAutoId(db, db.schema.createTable('payment_deposit'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    /** new (pay-and-play, anonymous start) | stored (logged-in player, stored bank detail) */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.references('player.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    /** pending | ok | declined | cancelled | expired | failed */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('stored_detail_reference', 'text')
    .addColumn('national_id', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('session_issued_at', 'bigint')
    .execute();
  await db.schema.createIndex('payment_deposit_player_idx').on('payment_deposit').columns(['player_id', 'created_at']).execute();

  await withAutoId(db, db.schema.createTable('payment_withdrawal'))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    /** pending | cancelled | paid */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('stored_detail_reference', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('payment_withdrawal_key_uq')
    .on('payment_withdrawal')
    .columns(['player_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('payment_withdrawal_player_idx').on('payment_withdrawal').columns(['player_id', 'created_at']).execute();

  await db.schema
    .createTable('game_launch')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'bigint', (c) => c.references('player.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
    /** real | demo */
    .addColumn('mode', 'text', (c) => c.notNull())
    /** Play money of a demo launch (never the wallet). */
    .addColumn('demo_balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('game_round'))
    .addColumn('round_id', 'text', (c) => c.notNull().unique())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('bet_cash_cents', 'bigint', (c) => c.notNull())
    .addColumn('bet_promo_cents', 'bigint', (c) => c.notNull())
    .addColumn('win_cents', 'bigint', (c) => c.notNull())
    .addColumn('free_spin', 'integer', (c) => c.notNull().defaultTo(0))
    /** JSON text: the spin answer (replayed for a retried key). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('game_round_key_uq').on('game_round').columns(['player_id', 'idempotency_key']).unique().execute();
  await db.schema.createIndex('game_round_player_idx').on('game_round').columns(['player_id', 'created_at']).execute();

  await withAutoId(db, db.schema.createTable('free_spins'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
  await db.schema.createIndex('free_spins_player_idx').on('free_spins').columns(['player_id', 'game_id']).execute();

  await db.schema
    .createTable('favourite_game')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favourite_game_pk', ['player_id', 'game_id'])
    .execute();
}

/** The database itself refuses a negative account (a last line behind the wallet's checks). */
const sqlNonNegative = () => sql`cash_cents >= 0 and promo_cents >= 0 and reserve_cents >= 0`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'favourite_game',
    'free_spins',
    'game_round',
    'game_launch',
    'payment_withdrawal',
    'payment_deposit',
    'payment_stored_detail',
    'wallet_ledger',
    'player_balance',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
