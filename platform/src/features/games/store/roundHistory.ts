import { sql } from 'kysely';
import type { Db } from '../../../db/schema';
import { displayGameName } from '../displayName';

/**
 * A player's rounds as others read them: the /transactions/games list (payments), and the play
 * overview and account history (features/playOverview):
 * sums by hour and pages in time order, both from the round rows, which the ledger check holds to
 * the round's ledger entries (wallet/check.ts). A round's win goes to the accounts its bet came
 * from as spinReal splits it (slot/service.ts): the promo part of a real-money round's win is
 * win × promo bet ÷ bet, rounded down; a free-spin round's win is all promo money.
 */

const HOUR_MS = 3_600_000;

/** The promo part of a real-money round's win (0 for a free-spin round, whose win is counted apart). */
const promoWinOfRealRound = sql<number>`case when free_spin = 0 and bet_cents > 0 then win_cents * bet_promo_cents / bet_cents else 0 end`;

export interface RoundHourSums {
  /** Epoch ms of the UTC hour; Helsinki changes its offset only on whole UTC hours, so an hour lies in one Helsinki day. */
  hourStart: number;
  betCashCents: number;
  betPromoCents: number;
  /** Wins of real-money rounds, by the account they went to. */
  winCashCents: number;
  winPromoCents: number;
  /** Wins of free-spin rounds (promo money). */
  freeSpinWinCents: number;
  rounds: number;
  freeSpinRounds: number;
  /** The time since the player's previous round, summed over the rounds that came at most `gapCapMs` after it. */
  playedMs: number;
}

/**
 * The player's rounds in [from, to) summed by UTC hour, in one statement over game_round_loss_idx's
 * range (player, time). Time played: each round adds the time since the player's round before it
 * when that is at most `gapCapMs` (the rounds up to `gapCapMs` before `from` are read for it).
 */
export async function roundSumsByHour(db: Db, playerId: number, from: number, to: number, gapCapMs: number): Promise<RoundHourSums[]> {
  const rounds = db
    .selectFrom('game_round')
    .select([
      sql<number>`created_at / ${sql.lit(HOUR_MS)}`.as('hour'),
      'created_at',
      'bet_cash_cents',
      'bet_promo_cents',
      'win_cents',
      'free_spin',
      promoWinOfRealRound.as('promo_win'),
      sql<number | null>`created_at - lag(created_at) over (order by created_at, id)`.as('gap'),
    ])
    .where('player_id', '=', playerId)
    .where('created_at', '>=', from - gapCapMs)
    .where('created_at', '<', to)
    .as('r');
  const rows = await db
    .selectFrom(rounds)
    .select([
      'hour',
      sql<number>`sum(bet_cash_cents)`.as('bet_cash'),
      sql<number>`sum(bet_promo_cents)`.as('bet_promo'),
      sql<number>`sum(case when free_spin = 0 then win_cents - promo_win else 0 end)`.as('win_cash'),
      sql<number>`sum(promo_win)`.as('win_promo'),
      sql<number>`sum(case when free_spin = 1 then win_cents else 0 end)`.as('free_spin_win'),
      sql<number>`count(*)`.as('rounds'),
      sql<number>`sum(free_spin)`.as('free_spin_rounds'),
      sql<number>`sum(case when gap <= ${gapCapMs} then gap else 0 end)`.as('played'),
    ])
    .where('created_at', '>=', from)
    .groupBy('hour')
    .execute();
  return rows.map((r) => ({
    hourStart: Number(r.hour) * HOUR_MS,
    betCashCents: Number(r.bet_cash),
    betPromoCents: Number(r.bet_promo),
    winCashCents: Number(r.win_cash),
    winPromoCents: Number(r.win_promo),
    freeSpinWinCents: Number(r.free_spin_win),
    rounds: Number(r.rounds),
    freeSpinRounds: Number(r.free_spin_rounds),
    playedMs: Number(r.played),
  }));
}

/** Where a page of rounds continues: the last row's place in game_round_loss_idx's order (player, time, free spin, bet, win), then id. */
export interface RoundHistoryKey {
  createdAt: number;
  freeSpin: number;
  betCents: number;
  winCents: number;
  id: number;
}

export interface RoundHistoryRow {
  key: RoundHistoryKey;
  createdAt: number;
  roundId: string;
  /** The game's name as the player sees it. */
  game: string;
  freeSpin: boolean;
  betCashCents: number;
  betPromoCents: number;
  winCashCents: number;
  winPromoCents: number;
}

/**
 * Up to `limit` of the player's rounds in [from, to) after `after`, in time order: a keyset page
 * read along game_round_loss_idx (its own column order, so neither engine sorts the range), with
 * each round's game name.
 */
export async function roundHistoryPage(
  db: Db,
  playerId: number,
  from: number,
  to: number,
  after: RoundHistoryKey | null,
  limit: number,
): Promise<RoundHistoryRow[]> {
  let query = db
    .selectFrom('game_round as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .select([
      'r.id',
      'r.created_at',
      'r.free_spin',
      'r.bet_cents',
      'r.win_cents',
      'r.bet_cash_cents',
      'r.bet_promo_cents',
      'r.round_id',
      'g.friendly_name',
      'g.slug',
      // Its columns are game_round's alone, so they need no table name beside game's.
      promoWinOfRealRound.as('promo_win'),
    ])
    .where('r.player_id', '=', playerId)
    .where('r.created_at', '>=', from)
    .where('r.created_at', '<', to);
  if (after)
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(
        refTuple('r.created_at', 'r.free_spin', 'r.bet_cents', 'r.win_cents', 'r.id'),
        '>',
        tuple(after.createdAt, after.freeSpin, after.betCents, after.winCents, after.id),
      ),
    );
  const rows = await query
    .orderBy('r.created_at')
    .orderBy('r.free_spin')
    .orderBy('r.bet_cents')
    .orderBy('r.win_cents')
    .orderBy('r.id')
    .limit(limit)
    .execute();
  return rows.map((r) => {
    const freeSpin = Number(r.free_spin) === 1;
    const win = Number(r.win_cents);
    const promoWin = freeSpin ? win : Number(r.promo_win);
    return {
      key: {
        createdAt: Number(r.created_at),
        freeSpin: Number(r.free_spin),
        betCents: Number(r.bet_cents),
        winCents: win,
        id: Number(r.id),
      },
      createdAt: Number(r.created_at),
      roundId: r.round_id,
      game: displayGameName(r.friendly_name, r.slug),
      freeSpin,
      betCashCents: Number(r.bet_cash_cents),
      betPromoCents: Number(r.bet_promo_cents),
      winCashCents: win - promoWin,
      winPromoCents: promoWin,
    };
  });
}

/** How many of a player's rounds (of one game, or all) /transactions/games lists (payments asks). */
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
