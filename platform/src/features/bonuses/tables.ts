/**
 * The bonuses feature's tables: their row types, and BonusesTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface FreeSpinsTable {
  id: Generated<number>;
  player_id: number;
  game_id: number;
  total: number;
  remaining: number;
  bet_cents: number;
  created_at: number;
  expires_at: number | null;
  // 0007_bonuses: a free-spin bonus's name, wagering and source (defaults for the sandbox's grants).
  name: Generated<string>;
  turnover_factor: Generated<number>;
  source: Generated<string>;
  cancellable: Generated<number>;
  cancelled_at: number | null;
}

// 0007_bonuses
interface BonusRedemptionTable {
  player_id: number;
  campaign_id: number;
  deposit_id: number;
  promo_cents: number;
  free_spins: number;
  created_at: number;
}

interface BonusWageringTable {
  player_id: number;
  required_cents: number;
  progress_cents: number;
  updated_at: number;
}

interface BonusWheelSpinTable {
  id: Generated<number>;
  player_id: number;
  earned_by: string;
  earned_at: number;
  reference: string | null;
  prize_index: number | null;
  spun_at: number | null;
  completed_at: number | null;
}

interface BonusProgressTable {
  player_id: number;
  programme: string;
  period: string;
  counted_cents: number;
  spent_points: Generated<number>;
  /** Set on a programme's live row: its count also holds the wallet's turnover since (0017). */
  turnover_base_cents: number | null;
  updated_at: number;
}

interface BonusRewardCreditTable {
  player_id: number;
  programme: string;
  period: string;
  level: number;
  credited_at: number;
}

interface LoyaltyConversionTable {
  id: Generated<number>;
  player_id: number;
  points: number;
  amount_cents: number;
  created_at: number;
}

interface AffiliateWelcomeTable {
  player_id: number;
  affiliate_reference: string;
  free_spins_id: number | null;
  created_at: number;
}

/** The tables the bonuses feature owns (db/schema.ts assembles Database from every feature's). */
export interface BonusesTables {
  free_spins: FreeSpinsTable;
  bonus_redemption: BonusRedemptionTable;
  bonus_wagering: BonusWageringTable;
  bonus_wheel_spin: BonusWheelSpinTable;
  bonus_progress: BonusProgressTable;
  bonus_reward_credit: BonusRewardCreditTable;
  loyalty_conversion: LoyaltyConversionTable;
  affiliate_welcome: AffiliateWelcomeTable;
}
