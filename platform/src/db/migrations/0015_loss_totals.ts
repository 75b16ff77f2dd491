import type { Kysely } from 'kysely';

/**
 * A player's loss per period kept up to date by the rounds of a player with a loss limit
 * (docs/decisions.md#loss-totals), so that a round need not sum the month's rounds. Exact only
 * while `turnover_cents` is the player's wallet turnover (every real-money bet raises it): a
 * round that finds another value sums the rounds once and writes the row again. Net is bets minus
 * wins of real-money rounds in the period starting at `*_start` (epoch ms), not floored.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_loss_total')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    .addColumn('turnover_cents', 'bigint', (c) => c.notNull())
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('day_net_cents', 'bigint', (c) => c.notNull())
    .addColumn('week_start', 'bigint', (c) => c.notNull())
    .addColumn('week_net_cents', 'bigint', (c) => c.notNull())
    .addColumn('month_start', 'bigint', (c) => c.notNull())
    .addColumn('month_net_cents', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('player_loss_total').execute();
}
