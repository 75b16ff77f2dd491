import { sql } from 'kysely';
import type { Db } from '../../../db/schema';

/** A span of time [start, end) in epoch ms. */
interface Span {
  start: number;
  end: number;
}

/**
 * For the loss limits (features/limits): bets minus wins of the player's real-money rounds (free
 * spins left out) in each of the day, week and month spans, summed in one indexed range scan over
 * [from, to) (game_round_loss_idx covers every column read), and `later`: a round of any kind at or
 * after `laterFrom` (null: none).
 */
export async function sumRealMoneyNets(
  db: Db,
  playerId: number,
  spans: { day: Span; week: Span; month: Span },
  range: { from: number; to: number },
  laterFrom: number,
): Promise<{ day: unknown; week: unknown; month: unknown; later: unknown } | undefined> {
  const net = (p: Span) =>
    sql<number>`coalesce(sum(case when created_at >= ${p.start} and created_at < ${p.end} then bet_cents - win_cents else 0 end), 0)`;
  return db
    .selectFrom('game_round')
    .select((eb) => [
      net(spans.day).as('day'),
      net(spans.week).as('week'),
      net(spans.month).as('month'),
      eb
        .selectFrom('game_round')
        .select('player_id')
        .where('player_id', '=', playerId)
        .where('created_at', '>=', laterFrom)
        .limit(1)
        .as('later'),
    ])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .where('free_spin', '=', 0)
    .executeTakeFirst();
}

/**
 * For the reality check (features/limits): the player's real-money bets and all wins (free-spin
 * wins too) of the rounds in [from, to] (cents).
 */
export async function sumBetsAndWinsBetween(
  db: Db,
  playerId: number,
  from: number,
  to: number,
): Promise<{ bets: unknown; wins: unknown } | undefined> {
  return db
    .selectFrom('game_round')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('free_spin', '=', 0).then(eb.ref('bet_cents')).else(0).end()), eb.lit(0)).as('bets'),
      eb.fn.coalesce(eb.fn.sum<number>('win_cents'), eb.lit(0)).as('wins'),
    ])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', from)
    .where('created_at', '<=', to)
    .executeTakeFirst();
}
