import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Row types of migration 0005_limits. They live here until they join the Database interface in
 * db/schema.ts; `limitsDb` gives any platform handle (database or transaction) the typed tables
 * without a copy of the connection.
 */

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

export interface PlayerCoolOffTable {
  id: Generated<number>;
  player_id: number;
  days: number;
  started_at: number;
  ends_at: number;
}

export interface SelfExclusionEntryTable {
  id: Generated<number>;
  national_id: string | null;
  player_id: number | null;
  excluded_from: number;
  excluded_until: number | null;
  created_at: number;
}

export interface SelfExclusionRegisterStatusTable {
  id: number;
  reachable: number;
  updated_at: number;
}

export interface PlayerRealityCheckTable {
  player_id: number;
  interval_minutes: number;
  acknowledged_at: number | null;
  updated_at: number;
}

// A type alias, not an interface: withTables wants an indexable record type.
export type LimitsTables = {
  player_loss_limit: PlayerLossLimitTable;
  player_cool_off: PlayerCoolOffTable;
  self_exclusion_entry: SelfExclusionEntryTable;
  self_exclusion_register_status: SelfExclusionRegisterStatusTable;
  player_reality_check: PlayerRealityCheckTable;
};

export type LimitsDatabase = Database & LimitsTables;

/** A platform database or an open transaction on it (a Transaction is a Kysely). */
export type DbOrTrx = Kysely<Database>;

/** The same handle (and, for a transaction, the same transaction) with the limits tables typed. */
export const limitsDb = (db: DbOrTrx): Kysely<LimitsDatabase> => db.withTables<LimitsTables>();
