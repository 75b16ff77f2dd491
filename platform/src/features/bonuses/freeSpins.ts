import { AppError } from '../../errors';
import { FREE_SPIN_BET_CENTS, FREE_SPIN_GAME_SLUG, FREE_SPIN_PAGE_SIZE, FREE_SPIN_TTL_MS, FREE_SPIN_TURNOVER_FACTOR } from './rules';
import type { Db, Trx } from '../../db/schema';

/** Where a free-spin bonus came from (the site names it by this). */
export type FreeSpinSource = 'campaign' | 'wheel' | 'bonusGame' | 'goldRush' | 'affiliate';

export interface FreeSpinGrant {
  spins: number;
  /** English name; the site shows a translated name by source. */
  name: string;
  source: FreeSpinSource;
  turnoverFactor?: number;
  /** Defaults to the bonus game slot. */
  gameId?: number;
}

/** The game id of the bonus slot (seeded). */
async function freeSpinGameId(db: Db): Promise<number> {
  const game = await db.selectFrom('game').select('id').where('slug', '=', FREE_SPIN_GAME_SLUG).executeTakeFirst();
  if (!game) throw new Error(`The free-spin game ${FREE_SPIN_GAME_SLUG} is not seeded`);
  return Number(game.id);
}

/** A free-spin bonus for the player (in the caller's transaction); answers its id. */
export async function grantBonusFreeSpins(trx: Db, playerId: number, grant: FreeSpinGrant, now: number): Promise<number> {
  const gameId = grant.gameId ?? (await freeSpinGameId(trx));
  const row = await trx
    .insertInto('free_spins')
    .values({
      player_id: playerId,
      game_id: gameId,
      total: grant.spins,
      remaining: grant.spins,
      bet_cents: FREE_SPIN_BET_CENTS,
      created_at: now,
      expires_at: now + FREE_SPIN_TTL_MS,
      name: grant.name,
      source: grant.source,
      turnover_factor: grant.turnoverFactor ?? FREE_SPIN_TURNOVER_FACTOR,
      cancellable: 1,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The turnover factor of a free-spin bonus (its wins are promo money with that requirement). */
export async function freeSpinFactor(trx: Trx, freeSpinsId: number): Promise<number> {
  const row = await trx.selectFrom('free_spins').select('turnover_factor').where('id', '=', freeSpinsId).executeTakeFirst();
  return Number(row?.turnover_factor ?? 0);
}

export interface FreeSpinBonusView {
  freeSpinsBonusId: number;
  name: string;
  source: string;
  games: { gameId: number; slug: string; translation: string; friendlyName: string }[];
  freeSpins: number;
  total: number;
  turnoverFactor: number;
  expirationTime: number | null;
  createdTime: number;
  cancellable: boolean;
}

const activeBonuses = (db: Db, playerId: number, now: number) =>
  db
    .selectFrom('free_spins as f')
    .where('f.player_id', '=', playerId)
    .where('f.remaining', '>', 0)
    .where('f.cancelled_at', 'is', null)
    .where((eb) => eb.or([eb('f.expires_at', 'is', null), eb('f.expires_at', '>', now)]));

/** GET /player/bonuses/freeSpins?page: the active (not used up, cancelled or expired) free-spin bonuses, newest first. */
export async function listFreeSpinBonuses(db: Db, playerId: number, page: number, now: number) {
  // The count rides on the rows (a window count) so that both come from one snapshot: a spin
  // using up the last free spin between two reads gave a count with no rows.
  const rows = await activeBonuses(db, playerId, now)
    .innerJoin('game as g', 'g.id', 'f.game_id')
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
    .limit(FREE_SPIN_PAGE_SIZE)
    .offset((page - 1) * FREE_SPIN_PAGE_SIZE)
    .execute();
  // A page past the end has no row to carry the count.
  const count = rows.length > 0 ? Number(rows[0].n) : page > 1 ? await countFreeSpinBonuses(db, playerId, now) : 0;
  // Until when time alone leaves the answer as it is: the first expiry of any active bonus (a
  // page past the end knows none, so holds not at all).
  const firstExpiry = rows.length > 0 ? rows[0].first_expiry : page > 1 ? now : null;
  const validUntil = firstExpiry === null ? Infinity : Number(firstExpiry);
  return {
    validUntil,
    count,
    pageCount: Math.ceil(count / FREE_SPIN_PAGE_SIZE),
    page,
    transactions: rows.map((r): FreeSpinBonusView => ({
      freeSpinsBonusId: Number(r.id),
      name: r.name,
      source: r.source,
      games: [{ gameId: Number(r.game_id), slug: r.slug, translation: r.friendly_name, friendlyName: r.friendly_name }],
      freeSpins: Number(r.remaining),
      total: Number(r.total),
      turnoverFactor: Number(r.turnover_factor),
      expirationTime: r.expires_at === null ? null : Number(r.expires_at),
      createdTime: Number(r.created_at),
      cancellable: Number(r.cancellable) === 1,
    })),
  };
}

/** How many free-spin bonuses the player has (the campaigns badge). */
async function countFreeSpinBonuses(db: Db, playerId: number, now: number): Promise<number> {
  const { n } = await activeBonuses(db, playerId, now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * POST /player/bonuses/freeSpins/cancel: forfeits the remaining spins of one of the player's
 * active, cancellable bonuses (404 for an unknown one or another player's, 195 when it is used
 * up, expired, already cancelled or not cancellable). Money does not move: wins already paid
 * stay promo money.
 */
export async function cancelFreeSpinBonus(db: Db, playerId: number, id: number, now: number): Promise<{ forfeitedSpins: number }> {
  const row = await db
    .selectFrom('free_spins')
    .select(['remaining', 'cancellable', 'cancelled_at', 'expires_at'])
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Unknown free-spin bonus');
  const expired = row.expires_at !== null && Number(row.expires_at) <= now;
  if (Number(row.cancellable) !== 1)
    throw AppError.validation('freeSpinsBonusId', 'This bonus cannot be cancelled', { rule: 'notCancellable' });
  if (row.cancelled_at !== null || expired || Number(row.remaining) <= 0) {
    throw AppError.validation('freeSpinsBonusId', 'This bonus is no longer active', { rule: 'inactive' });
  }
  const res = await db
    .updateTable('free_spins')
    .set({ remaining: 0, cancelled_at: now })
    .where('id', '=', id)
    .where('player_id', '=', playerId)
    .where('cancelled_at', 'is', null)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1)
    throw AppError.validation('freeSpinsBonusId', 'This bonus is no longer active', { rule: 'inactive' });
  return { forfeitedSpins: Number(row.remaining) };
}
