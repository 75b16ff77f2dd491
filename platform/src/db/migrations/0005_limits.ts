import type { Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * Responsible gaming (docs/product/data.md: Limit, Reality check; docs/product/flows.md:
 * cool-off, limit update): loss limits with their pending change, cool-offs, the sandbox
 * self-exclusion register and its reachability switch, reality-check settings, and a covering
 * index that makes "loss in the current period" an index-only range scan of game rounds.
 * Money is integer cents (bigint), times epoch ms, booleans 0/1.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_loss_limit')
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** dailyLoss | weeklyLoss | monthlyLoss */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** The amount in force. */
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    /** A requested raise, waiting for the period end and then for the player's confirmation. */
    .addColumn('pending_amount_cents', 'bigint')
    /** A requested removal (or autoRenew off), waiting the same way. */
    .addColumn('pending_removal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_effective_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_loss_limit_pk', ['player_id', 'kind'])
    .execute();

  await withAutoId(db, db.schema.createTable('player_cool_off'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('player_cool_off_player_idx').on('player_cool_off').columns(['player_id', 'ends_at']).execute();

  await withAutoId(db, db.schema.createTable('self_exclusion_entry'))
    /** The register knows persons: a national id, or (sandbox) a player id directly. */
    .addColumn('national_id', 'text')
    .addColumn('player_id', 'bigint', (c) => c.references('player.id').onDelete('cascade'))
    .addColumn('excluded_from', 'bigint', (c) => c.notNull())
    /** Null: until further notice. */
    .addColumn('excluded_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('self_exclusion_entry_national_idx').on('self_exclusion_entry').column('national_id').execute();
  await db.schema.createIndex('self_exclusion_entry_player_idx').on('self_exclusion_entry').column('player_id').execute();

  /** One row (id 1) at most; no row means the register answers. */
  await db.schema
    .createTable('self_exclusion_register_status')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('reachable', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('player_reality_check')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    /** 0 = off. */
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    /** The last acknowledgement or interval change: the count restarts there. */
    .addColumn('acknowledged_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('game_round_loss_idx')
    .on('game_round')
    .columns(['player_id', 'created_at', 'free_spin', 'bet_cents', 'win_cents'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_round_loss_idx').execute();
  for (const t of [
    'player_reality_check',
    'self_exclusion_register_status',
    'self_exclusion_entry',
    'player_cool_off',
    'player_loss_limit',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
