import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../../db/schema';

/**
 * Player facts the responsible-gaming rules (features/limits) read inside statements of their own,
 * as scalar subqueries carrying their parameters, so that a polled view or a round's first read
 * stays one statement.
 */

/** The start (epoch ms) of the player's latest session; null without one (the reality check counts from it). */
export const latestSessionStartQuery = (db: Db, playerId: number) =>
  db
    .selectFrom('player_session')
    .select((e) => e.fn.max<number>('created_at').as('started'))
    .where('player_id', '=', playerId);

/** The national id of the player's bank login; null for a player who never logged in by bank (the self-exclusion register matches it). */
export const bankNationalIdQuery = (eb: ExpressionBuilder<Database, never>, playerId: number) =>
  eb.selectFrom('player').select('bank_id').where('id', '=', playerId);
