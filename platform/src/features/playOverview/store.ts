import type { Insertable } from 'kysely';
import type { Db } from '../../db/schema';
import type { Figures } from './figures';
import type { PlayDayTable } from './tables';

/**
 * The play overview's data module: the rolled-up days of a player (play_day) and how far they reach
 * (play_day_cursor): each roll-up adds a span of time that has passed to the rows of its days
 * (./days.ts).
 */

export interface PlayDay {
  /** Epoch ms of the Helsinki midnight that starts the day. */
  dayStart: number;
  figures: Figures;
}

/** The figures' columns, in the order of Figures. */
const FIGURE_COLUMNS = [
  'bet_cash_cents',
  'bet_promo_cents',
  'win_cash_cents',
  'win_promo_cents',
  'free_spin_win_cents',
  'jackpot_win_cents',
  'deposit_cents',
  'withdrawal_cents',
  'withdrawal_cancel_cents',
  'rounds',
  'free_spin_rounds',
  'played_ms',
] as const;

export interface RolledUp {
  /** Where the rolled-up figures end; null before the player's first roll-up. */
  rolledUntil: number | null;
  /** The day rows of the days starting in [from, to), in order: what the player did before rolledUntil. */
  days: PlayDay[];
}

/**
 * The player's cursor and day rows in ONE statement, so that they agree: a roll-up committed
 * between two reads would leave rows holding more than the cursor says, counted again live.
 */
export async function readRolledUp(db: Db, playerId: number, from: number, to: number): Promise<RolledUp> {
  const rows = await db
    .selectFrom('play_day_cursor as c')
    .leftJoin('play_day as d', (join) =>
      join.onRef('d.player_id', '=', 'c.player_id').on('d.day_start', '>=', from).on('d.day_start', '<', to),
    )
    .select(['c.rolled_until', 'd.day_start', ...FIGURE_COLUMNS.map((c) => `d.${c}` as const)])
    .where('c.player_id', '=', playerId)
    .orderBy('d.day_start')
    .execute();
  if (rows.length === 0) return { rolledUntil: null, days: [] };
  const days: PlayDay[] = [];
  for (const r of rows) {
    if (r.day_start === null) continue;
    days.push({
      dayStart: Number(r.day_start),
      figures: {
        betCashCents: Number(r.bet_cash_cents),
        betPromoCents: Number(r.bet_promo_cents),
        winCashCents: Number(r.win_cash_cents),
        winPromoCents: Number(r.win_promo_cents),
        freeSpinWinCents: Number(r.free_spin_win_cents),
        jackpotWinCents: Number(r.jackpot_win_cents),
        depositCents: Number(r.deposit_cents),
        withdrawalCents: Number(r.withdrawal_cents),
        withdrawalCancelCents: Number(r.withdrawal_cancel_cents),
        rounds: Number(r.rounds),
        freeSpinRounds: Number(r.free_spin_rounds),
        playedMs: Number(r.played_ms),
      },
    });
  }
  return { rolledUntil: Number(rows[0].rolled_until), days };
}

const toRow = (playerId: number, d: PlayDay): Insertable<PlayDayTable> => ({
  player_id: playerId,
  day_start: d.dayStart,
  bet_cash_cents: d.figures.betCashCents,
  bet_promo_cents: d.figures.betPromoCents,
  win_cash_cents: d.figures.winCashCents,
  win_promo_cents: d.figures.winPromoCents,
  free_spin_win_cents: d.figures.freeSpinWinCents,
  jackpot_win_cents: d.figures.jackpotWinCents,
  deposit_cents: d.figures.depositCents,
  withdrawal_cents: d.figures.withdrawalCents,
  withdrawal_cancel_cents: d.figures.withdrawalCancelCents,
  rounds: d.figures.rounds,
  free_spin_rounds: d.figures.freeSpinRounds,
  played_ms: d.figures.playedMs,
});

/** Rows a statement inserts at most (14 parameters each: well below either engine's bound). */
const ROWS_PER_INSERT = 500;

/** Another request moved the cursor first: this roll-up is dropped (its transaction rolled back). */
class CursorMoved extends Error {}

/**
 * Adds the figures of the span [rolledUntil, until) to the player's day rows and moves their
 * cursor from `rolledUntil` (null: none yet) to `until`, in one transaction; only if the cursor
 * is still where it was read (an UPDATE on that condition, or the first INSERT), so that two
 * requests rolling up at once never add a span twice. Answers whether it did.
 */
export async function addPlayDays(
  db: Db,
  playerId: number,
  days: PlayDay[],
  rolledUntil: number | null,
  until: number,
  now: number,
): Promise<boolean> {
  try {
    await db.transaction().execute(async (trx) => {
      const moved =
        rolledUntil === null
          ? (
              await trx
                .insertInto('play_day_cursor')
                .values({ player_id: playerId, rolled_until: until, updated_at: now })
                .onConflict((oc) => oc.column('player_id').doNothing())
                .executeTakeFirst()
            ).numInsertedOrUpdatedRows
          : (
              await trx
                .updateTable('play_day_cursor')
                .set({ rolled_until: until, updated_at: now })
                .where('player_id', '=', playerId)
                .where('rolled_until', '=', rolledUntil)
                .executeTakeFirst()
            ).numUpdatedRows;
      if (Number(moved) !== 1) throw new CursorMoved();
      for (let i = 0; i < days.length; i += ROWS_PER_INSERT) {
        await trx
          .insertInto('play_day')
          .values(days.slice(i, i + ROWS_PER_INSERT).map((d) => toRow(playerId, d)))
          .onConflict((oc) =>
            oc
              .columns(['player_id', 'day_start'])
              .doUpdateSet((eb) => Object.fromEntries(FIGURE_COLUMNS.map((c) => [c, eb(`play_day.${c}`, '+', eb.ref(`excluded.${c}`))]))),
          )
          .execute();
      }
    });
    return true;
  } catch (err) {
    if (err instanceof CursorMoved) return false;
    throw err;
  }
}
