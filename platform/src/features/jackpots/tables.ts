/**
 * The jackpots feature's tables: their row types, and JackpotsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface JackpotTable {
  slug: string;
  name: string;
  amount_cents: number;
  contribution_ppm: number;
  remainder_ppm: number;
  sort_order: number;
  updated_at: number;
  /** What the pool restarts from after a win (migration 0011). */
  seed_cents: Generated<number>;
}

/** A jackpot's contributions from the players of one shard (migration 0011_double_entry). */
interface JackpotShardTable {
  shard: number;
  slug: string;
  amount_cents: Generated<number>;
  /** No longer written: a bet's fractions of a cent are carried by its player's turnover (docs/decisions.md#jackpot-carry). */
  remainder_ppm: Generated<number>;
  last_added_cents: Generated<number>;
  updated_at: number;
}

/** The tables the jackpots feature owns (db/schema.ts assembles Database from every feature's). */
export interface JackpotsTables {
  jackpot: JackpotTable;
  jackpot_shard: JackpotShardTable;
}
