import type { Kysely } from 'kysely';

/**
 * Programme progress counted from the wallet's turnover (docs/decisions.md#progress-from-turnover):
 * a programme's live row keeps the turnover its count goes on from. Rows kept so far have none
 * (their counts are whole); a player's next round opens the live row of each programme.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bonus_progress').addColumn('turnover_base_cents', 'bigint').execute();
}

/** Closes the live rows at the turnover so far, then drops the column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('bonus_progress')
    .set((eb) => ({
      counted_cents: eb(
        'counted_cents',
        '+',
        eb(
          eb
            .selectFrom('player_balance')
            .select('total_turnover_cents')
            .whereRef('player_balance.player_id', '=', 'bonus_progress.player_id'),
          '-',
          eb.ref('turnover_base_cents'),
        ),
      ),
      turnover_base_cents: null,
    }))
    .where('turnover_base_cents', 'is not', null)
    .execute();
  await db.schema.alterTable('bonus_progress').dropColumn('turnover_base_cents').execute();
}
