import type { Db } from '../../../db/schema';

/**
 * Every game's id, slug and friendly name as a subquery another feature's store joins on the game
 * id (`.leftJoin(gameNames(db).as('g'), 'g.id', ...)`), so that its read stays one statement.
 */
export const gameNames = (db: Db) => db.selectFrom('game').select(['id', 'slug', 'friendly_name']);
