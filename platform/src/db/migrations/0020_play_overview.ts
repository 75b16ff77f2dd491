import type { Kysely } from 'kysely';

/**
 * The play overview (docs/decisions.md#play-overview-cost): the figures of a player's Helsinki
 * days, rolled up from the rounds and the ledger (`play_day`, a row only for a day
 * with something in it), and how far they reach (`play_day_cursor`: everything before
 * `rolled_until` is in the day rows). Nothing of the rounds' or the ledger's tables changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('play_day')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** Epoch ms of the Helsinki midnight that starts the day. */
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('bet_cash_cents', 'bigint', (c) => c.notNull())
    .addColumn('bet_promo_cents', 'bigint', (c) => c.notNull())
    /** Wins of real-money rounds, by the account they went to. */
    .addColumn('win_cash_cents', 'bigint', (c) => c.notNull())
    .addColumn('win_promo_cents', 'bigint', (c) => c.notNull())
    /** Wins of free-spin rounds (promo money). */
    .addColumn('free_spin_win_cents', 'bigint', (c) => c.notNull())
    .addColumn('jackpot_win_cents', 'bigint', (c) => c.notNull())
    .addColumn('deposit_cents', 'bigint', (c) => c.notNull())
    .addColumn('withdrawal_cents', 'bigint', (c) => c.notNull())
    .addColumn('withdrawal_cancel_cents', 'bigint', (c) => c.notNull())
    .addColumn('rounds', 'integer', (c) => c.notNull())
    .addColumn('free_spin_rounds', 'integer', (c) => c.notNull())
    .addColumn('played_ms', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('play_day_pk', ['player_id', 'day_start'])
    .execute();
  await db.schema
    .createTable('play_day_cursor')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    .addColumn('rolled_until', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('play_day_cursor').execute();
  await db.schema.dropTable('play_day').execute();
}
