import type { Db } from '../../../db/schema';

/** A player's game rounds as /transactions/games lists them (payments asks): how many, and one page with the game's name. */

export async function countPlayerRounds(db: Db, playerId: number, gameId?: number): Promise<number> {
  let count = db
    .selectFrom('game_round')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId);
  if (gameId !== undefined) count = count.where('game_id', '=', gameId);
  const { n } = await count.executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the player's rounds (of one game, or all), latest first. */
export async function playerRoundsPage(db: Db, playerId: number, page: { limit: number; offset: number; gameId?: number }) {
  let q = db
    .selectFrom('game_round as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .select(['r.round_id', 'r.game_id', 'g.friendly_name', 'r.bet_cents', 'r.win_cents', 'r.free_spin', 'r.created_at'])
    .where('r.player_id', '=', playerId);
  if (page.gameId !== undefined) q = q.where('r.game_id', '=', page.gameId);
  return q.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(page.limit).offset(page.offset).execute();
}
