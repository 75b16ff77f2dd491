import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import type { Figures } from './figures';
import type { PlayDayTable } from './tables';

/**
 * The play overview's data module: the rolled-up days of a player (play_day) and how far they reach
 * (play_day_cursor). Rows are written once per closed day and never changed (./rollUp.ts).
 */

export interface PlayDay {
  /** Epoch ms of the Helsinki midnight that starts the day. */
  dayStart: number;
  figures: Figures;
}

/** Where the player's rolled-up days end (every day before it has its row, if any); null before the first roll-up. */
export async function readRolledUntil(db: Db, playerId: number): Promise<number | null> {
  const row = await db.selectFrom('play_day_cursor').select('rolled_until').where('player_id', '=', playerId).executeTakeFirst();
  return row ? Number(row.rolled_until) : null;
}

const toPlayDay = (r: Selectable<PlayDayTable>): PlayDay => ({
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

/** The player's rolled-up days starting in [from, to), in order (one primary-key range). */
export async function readPlayDays(db: Db, playerId: number, from: number, to: number): Promise<PlayDay[]> {
  const rows = await db
    .selectFrom('play_day')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('day_start', '>=', from)
    .where('day_start', '<', to)
    .orderBy('day_start')
    .execute();
  return rows.map(toPlayDay);
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

/**
 * Writes rolled-up days and moves the player's cursor to `rolledUntil` (never back), in one
 * transaction. A day already written (by a request that rolled up at the same time) is kept: both
 * summed the same closed day.
 */
export async function writePlayDays(db: Db, playerId: number, days: PlayDay[], rolledUntil: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < days.length; i += ROWS_PER_INSERT) {
      await trx
        .insertInto('play_day')
        .values(days.slice(i, i + ROWS_PER_INSERT).map((d) => toRow(playerId, d)))
        .onConflict((oc) => oc.columns(['player_id', 'day_start']).doNothing())
        .execute();
    }
    await trx
      .insertInto('play_day_cursor')
      .values({ player_id: playerId, rolled_until: rolledUntil, updated_at: now })
      .onConflict((oc) =>
        oc.column('player_id').doUpdateSet((eb) => ({
          rolled_until: eb
            .case()
            .when('excluded.rolled_until', '>', eb.ref('play_day_cursor.rolled_until'))
            .then(eb.ref('excluded.rolled_until'))
            .else(eb.ref('play_day_cursor.rolled_until'))
            .end(),
          updated_at: now,
        })),
      )
      .execute();
  });
}
