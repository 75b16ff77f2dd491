import type { Db } from '../../../db/schema';
import { gameNames } from '../../games';

/** A free-spin bonus as granted (the sandbox's grants take the table's defaults instead). */
interface FreeSpinsValues {
  game_id: number;
  total: number;
  bet_cents: number;
  expires_at: number;
  name: string;
  source: string;
  turnover_factor: number;
}

/** Inserts a cancellable bonus with all its spins remaining; answers its id. */
export async function insertFreeSpins(db: Db, playerId: number, values: FreeSpinsValues, now: number): Promise<number> {
  const row = await db
    .insertInto('free_spins')
    .values({
      player_id: playerId,
      game_id: values.game_id,
      total: values.total,
      remaining: values.total,
      bet_cents: values.bet_cents,
      created_at: now,
      expires_at: values.expires_at,
      name: values.name,
      source: values.source,
      turnover_factor: values.turnover_factor,
      cancellable: 1,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The turnover factor of a bonus (undefined: no such bonus). */
export async function findFreeSpinsTurnoverFactor(db: Db, freeSpinsId: number): Promise<number | undefined> {
  const row = await db.selectFrom('free_spins').select('turnover_factor').where('id', '=', freeSpinsId).executeTakeFirst();
  return row?.turnover_factor;
}

/** The player's bonuses with spins left, not cancelled and not expired at `now`. */
const activeFreeSpins = (db: Db, playerId: number, now: number) =>
  db
    .selectFrom('free_spins as f')
    .where('f.player_id', '=', playerId)
    .where('f.remaining', '>', 0)
    .where('f.cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('f.expires_at', 'is', null), eb('f.expires_at', '>', now)]));

/**
 * A page of the player's active bonuses, newest first, each with its game's slug and name. Each row
 * also carries the count of all active bonuses and their first expiry (window functions), so that
 * the page and the count come from one snapshot.
 */
export const findActiveFreeSpinsPage = (db: Db, playerId: number, now: number, limit: number, offset: number) =>
  activeFreeSpins(db, playerId, now)
    .innerJoin(gameNames(db).as('g'), 'g.id', 'f.game_id')
    .select([
      'f.id',
      'f.name',
      'f.source',
      'f.total',
      'f.remaining',
      'f.turnover_factor',
      'f.expires_at',
      'f.created_at',
      'f.cancellable',
      'g.id as game_id',
      'g.slug',
      'g.friendly_name',
    ])
    .select((eb) => [eb.fn.countAll<number>().over().as('n'), eb.fn.min<number | null>('f.expires_at').over().as('first_expiry')])
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();

/** How many active bonuses the player has. */
export async function countActiveFreeSpins(db: Db, playerId: number, now: number): Promise<number> {
  const { n } = await activeFreeSpins(db, playerId, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One of the player's bonuses, as its cancellation looks at it. */
export const findPlayerFreeSpins = (db: Db, playerId: number, id: number) =>
  db
    .selectFrom('free_spins')
    .select(['remaining', 'cancellable', 'cancelled_at', 'expires_at'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();

/** Forfeits the remaining spins of the player's bonus if it still has some and is not cancelled; answers whether it did. */
export async function cancelPlayerFreeSpins(db: Db, playerId: number, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('free_spins')
    .set({ remaining: 0, cancelled_at: now })
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .where('cancelled_at', 'is', null)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
