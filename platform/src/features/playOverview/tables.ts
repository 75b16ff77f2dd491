/**
 * The play overview's tables: their row types, and PlayOverviewTables, the part of the database it
 * owns. Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */

/** A closed Helsinki day of a player, rolled up from the rounds and the ledger (migration 0020_play_overview). */
export interface PlayDayTable {
  player_id: number;
  /** Epoch ms of the Helsinki midnight that starts the day. */
  day_start: number;
  bet_cash_cents: number;
  bet_promo_cents: number;
  /** Wins of real-money rounds, by the account they went to. */
  win_cash_cents: number;
  win_promo_cents: number;
  /** Wins of free-spin rounds (promo money). */
  free_spin_win_cents: number;
  jackpot_win_cents: number;
  deposit_cents: number;
  withdrawal_cents: number;
  withdrawal_cancel_cents: number;
  rounds: number;
  free_spin_rounds: number;
  played_ms: number;
}

/** How far a player's days are rolled up: every day before `rolled_until` has its play_day row (if any). */
interface PlayDayCursorTable {
  player_id: number;
  rolled_until: number;
  updated_at: number;
}

/** The tables the play overview owns (db/schema.ts assembles Database from every feature's). */
export interface PlayOverviewTables {
  play_day: PlayDayTable;
  play_day_cursor: PlayDayCursorTable;
}
