import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Row types of migration 0007_bonuses. They live here until they join the Database interface in
 * db/schema.ts; `bonusesDb` gives any platform handle (database or transaction) the typed tables
 * without a copy of the connection.
 */

/** The columns 0007 adds to free_spins (a free-spin bonus). */
export interface FreeSpinBonusColumns {
  name: string;
  turnover_factor: number;
  source: string;
  cancellable: number;
  cancelled_at: number | null;
}

export interface BonusRedemptionTable {
  player_id: number;
  campaign_id: number;
  deposit_id: number;
  promo_cents: number;
  free_spins: number;
  created_at: number;
}

export interface BonusWageringTable {
  player_id: number;
  required_cents: number;
  progress_cents: number;
  updated_at: number;
}

export interface BonusWheelSpinTable {
  id: Generated<number>;
  player_id: number;
  earned_by: string;
  earned_at: number;
  reference: string | null;
  prize_index: number | null;
  spun_at: number | null;
  completed_at: number | null;
}

export interface BonusProgressTable {
  player_id: number;
  programme: string;
  period: string;
  counted_cents: number;
  spent_points: Generated<number>;
  updated_at: number;
}

export interface BonusRewardCreditTable {
  player_id: number;
  programme: string;
  period: string;
  level: number;
  credited_at: number;
}

export interface LoyaltyConversionTable {
  id: Generated<number>;
  player_id: number;
  points: number;
  amount_cents: number;
  created_at: number;
}

export interface AffiliateWelcomeTable {
  player_id: number;
  affiliate_reference: string;
  free_spins_id: number | null;
  created_at: number;
}

// A type alias, not an interface: withTables wants an indexable record type.
export type BonusTables = {
  free_spins: Database['free_spins'] & FreeSpinBonusColumns;
  payment_deposit: Database['payment_deposit'] & { campaign_id: number | null };
  bonus_redemption: BonusRedemptionTable;
  bonus_wagering: BonusWageringTable;
  bonus_wheel_spin: BonusWheelSpinTable;
  bonus_progress: BonusProgressTable;
  bonus_reward_credit: BonusRewardCreditTable;
  loyalty_conversion: LoyaltyConversionTable;
  affiliate_welcome: AffiliateWelcomeTable;
};

export type BonusDatabase = Omit<Database, 'free_spins' | 'payment_deposit'> & BonusTables;

/** The same handle (and, for a transaction, the same transaction) with the bonus tables typed. */
export const bonusesDb = (db: Kysely<Database>): Kysely<BonusDatabase> => db as unknown as Kysely<BonusDatabase>;
