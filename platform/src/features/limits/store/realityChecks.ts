import type { Db } from '../../../db/schema';

/** The player's chosen interval and last acknowledgement as scalar subqueries (no row: null), for a read of the caller's. */
export const realityCheckSettingQueries = (db: Db, playerId: number) => ({
  interval: db.selectFrom('player_reality_check').select('interval_minutes').where('player_id', '=', playerId),
  acknowledged: db.selectFrom('player_reality_check').select('acknowledged_at').where('player_id', '=', playerId),
});

/**
 * Writes the acknowledgement at `now` with the interval: `intervalMinutes` for a first row (the
 * caller's current one), and set on an existing row only when `changeInterval`.
 */
export async function upsertRealityCheck(
  db: Db,
  playerId: number,
  intervalMinutes: number,
  changeInterval: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('player_reality_check')
    .values({ player_id: playerId, interval_minutes: intervalMinutes, acknowledged_at: now, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('player_id')
        .doUpdateSet(
          changeInterval
            ? { interval_minutes: intervalMinutes, acknowledged_at: now, updated_at: now }
            : { acknowledged_at: now, updated_at: now },
        ),
    )
    .execute();
}
