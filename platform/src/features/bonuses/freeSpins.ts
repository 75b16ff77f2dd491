import { AppError } from '../../errors';
import { FREE_SPIN_BET_CENTS, FREE_SPIN_GAME_SLUG, FREE_SPIN_PAGE_SIZE, FREE_SPIN_TTL_MS, FREE_SPIN_TURNOVER_FACTOR } from './rules';
import type { Db, Trx } from '../../db/schema';
import { findGameIdBySlug } from '../games';
import {
  cancelPlayerFreeSpins,
  countActiveFreeSpins,
  findActiveFreeSpinsPage,
  findFreeSpinsTurnoverFactor,
  findPlayerFreeSpins,
  insertFreeSpins,
} from './store/freeSpinBonuses';

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
  const id = await findGameIdBySlug(db, FREE_SPIN_GAME_SLUG);
  if (id === undefined) throw new Error(`The free-spin game ${FREE_SPIN_GAME_SLUG} is not seeded`);
  return id;
}

/** A free-spin bonus for the player (in the caller's transaction); answers its id. */
export async function grantBonusFreeSpins(trx: Db, playerId: number, grant: FreeSpinGrant, now: number): Promise<number> {
  const gameId = grant.gameId ?? (await freeSpinGameId(trx));
  return insertFreeSpins(
    trx,
    playerId,
    {
      game_id: gameId,
      total: grant.spins,
      bet_cents: FREE_SPIN_BET_CENTS,
      expires_at: now + FREE_SPIN_TTL_MS,
      name: grant.name,
      source: grant.source,
      turnover_factor: grant.turnoverFactor ?? FREE_SPIN_TURNOVER_FACTOR,
    },
    now,
  );
}

/** The turnover factor of a free-spin bonus (its wins are promo money with that requirement). */
export async function freeSpinFactor(trx: Trx, freeSpinsId: number): Promise<number> {
  return Number((await findFreeSpinsTurnoverFactor(trx, freeSpinsId)) ?? 0);
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

/** GET /player/bonuses/freeSpins?page: the active (not used up, cancelled or expired) free-spin bonuses, newest first. */
export async function listFreeSpinBonuses(db: Db, playerId: number, page: number, now: number) {
  // The count rides on the rows (a window count) so that both come from one snapshot: a spin
  // using up the last free spin between two reads gave a count with no rows.
  const rows = await findActiveFreeSpinsPage(db, playerId, now, FREE_SPIN_PAGE_SIZE, (page - 1) * FREE_SPIN_PAGE_SIZE);
  // A page past the end has no row to carry the count.
  const count = rows.length > 0 ? Number(rows[0].n) : page > 1 ? await countActiveFreeSpins(db, playerId, now) : 0;
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

/**
 * POST /player/bonuses/freeSpins/cancel: forfeits the remaining spins of one of the player's
 * active, cancellable bonuses (404 for an unknown one or another player's, 195 when it is used
 * up, expired, already cancelled or not cancellable). Money does not move: wins already paid
 * stay promo money.
 */
export async function cancelFreeSpinBonus(db: Db, playerId: number, id: number, now: number): Promise<{ forfeitedSpins: number }> {
  const row = await findPlayerFreeSpins(db, playerId, id);
  if (!row) throw AppError.notFound('Unknown free-spin bonus');
  const expired = row.expires_at !== null && Number(row.expires_at) <= now;
  if (Number(row.cancellable) !== 1)
    throw AppError.validation('freeSpinsBonusId', 'This bonus cannot be cancelled', { rule: 'notCancellable' });
  if (row.cancelled_at !== null || expired || Number(row.remaining) <= 0) {
    throw AppError.validation('freeSpinsBonusId', 'This bonus is no longer active', { rule: 'inactive' });
  }
  if (!(await cancelPlayerFreeSpins(db, playerId, id, now)))
    throw AppError.validation('freeSpinsBonusId', 'This bonus is no longer active', { rule: 'inactive' });
  return { forfeitedSpins: Number(row.remaining) };
}
