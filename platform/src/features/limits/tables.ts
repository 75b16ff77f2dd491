/**
 * The limits feature's tables: their row types, and LimitsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

// 0005_limits
export interface PlayerLossLimitTable {
  player_id: number;
  kind: string;
  amount_cents: number;
  pending_amount_cents: number | null;
  pending_removal: number;
  pending_effective_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A player's running loss per period (migration 0015_loss_totals, docs/decisions.md#loss-totals). */
interface PlayerLossTotalTable {
  player_id: number;
  /** The wallet's total turnover the row counts up to: another value means rounds it missed. */
  turnover_cents: number;
  day_start: number;
  day_net_cents: number;
  week_start: number;
  week_net_cents: number;
  month_start: number;
  month_net_cents: number;
  updated_at: number;
}

interface PlayerCoolOffTable {
  id: Generated<number>;
  player_id: number;
  days: number;
  started_at: number;
  ends_at: number;
}

interface SelfExclusionEntryTable {
  id: Generated<number>;
  national_id: string | null;
  player_id: number | null;
  excluded_from: number;
  excluded_until: number | null;
  created_at: number;
}

interface SelfExclusionRegisterStatusTable {
  id: number;
  reachable: number;
  updated_at: number;
}

interface PlayerRealityCheckTable {
  player_id: number;
  interval_minutes: number;
  acknowledged_at: number | null;
  updated_at: number;
}

/** The tables the limits feature owns (db/schema.ts assembles Database from every feature's). */
export interface LimitsTables {
  player_loss_limit: PlayerLossLimitTable;
  player_loss_total: PlayerLossTotalTable;
  player_cool_off: PlayerCoolOffTable;
  self_exclusion_entry: SelfExclusionEntryTable;
  self_exclusion_register_status: SelfExclusionRegisterStatusTable;
  player_reality_check: PlayerRealityCheckTable;
}
