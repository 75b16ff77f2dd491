import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../../db/schema';

export async function insertCoolOff(db: Db, playerId: number, days: number, startedAt: number, endsAt: number): Promise<void> {
  await db.insertInto('player_cool_off').values({ player_id: playerId, days, started_at: startedAt, ends_at: endsAt }).execute();
}

/**
 * The latest end of the player's cool-offs running at `now` (null: none) as a one-row query: run
 * from the database, or a scalar subquery of a larger read built from its expression builder.
 */
export const coolOffEndQuery = (from: Pick<ExpressionBuilder<Database, never>, 'selectFrom'>, playerId: number, now: number) =>
  from
    .selectFrom('player_cool_off')
    .select((eb) => eb.fn.max<number>('ends_at').as('ends_at'))
    .where('player_id', '=', playerId)
    .where('started_at', '<=', now)
    .where('ends_at', '>', now);
