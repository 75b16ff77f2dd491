import { sql, type Kysely } from 'kysely';
import { isPostgres, withAutoId } from './util';

/**
 * Every real-money round writes each index of game_round, and the unique index of `round_id` (a
 * random UUID, so each write lands on a random page) is never looked up by a round: the ledger
 * check joins rounds to their entries by player and reference, and the player's lists read by
 * player and time (docs/decisions.md#round-cost). SQLite cannot drop a column's UNIQUE: the table
 * is rebuilt with the same ids and its other indexes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table game_round drop constraint game_round_round_id_key`.execute(db);
    return;
  }
  await withAutoId(db, db.schema.createTable('game_round_v2'))
    .addColumn('round_id', 'text', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('game.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('bet_cents', 'bigint', (c) => c.notNull())
    .addColumn('bet_cash_cents', 'bigint', (c) => c.notNull())
    .addColumn('bet_promo_cents', 'bigint', (c) => c.notNull())
    .addColumn('win_cents', 'bigint', (c) => c.notNull())
    .addColumn('free_spin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('request_hash', 'text')
    .execute();
  await sql`insert into game_round_v2 (id, round_id, player_id, game_id, idempotency_key, bet_cents, bet_cash_cents, bet_promo_cents, win_cents, free_spin, outcome, created_at, request_hash)
    select id, round_id, player_id, game_id, idempotency_key, bet_cents, bet_cash_cents, bet_promo_cents, win_cents, free_spin, outcome, created_at, request_hash
    from game_round`.execute(db);
  await db.schema.dropTable('game_round').execute();
  await db.schema.alterTable('game_round_v2').renameTo('game_round').execute();
  await db.schema.createIndex('game_round_key_uq').on('game_round').columns(['player_id', 'idempotency_key']).unique().execute();
  await db.schema
    .createIndex('game_round_loss_idx')
    .on('game_round')
    .columns(['player_id', 'created_at', 'free_spin', 'bet_cents', 'win_cents'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('game_round_round_id_uq').on('game_round').column('round_id').unique().execute();
}
