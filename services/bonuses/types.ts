/** Shapes of free spins, deposit campaigns, the bonus wheel and the bonus game (docs/product/data.md). */
import type { PagedList } from '@/services/transactions/types';

interface FreeSpinBonus {
  freeSpinsBonusId: number | string;
  name: string;
  /** campaign | wheel | bonusGame | goldRush | affiliate | sandbox */
  source?: string;
  games: { slug?: string; translation?: string; friendlyName?: string; [extra: string]: unknown }[];
  freeSpins: number;
  total: number;
  turnoverFactor: number;
  expirationTime: string | number | null;
  createdTime: string | number;
  cancellable: boolean;
}

export type FreeSpinList = PagedList<FreeSpinBonus>;

export interface DepositCampaign {
  campaignId: number | string;
  title: string;
  minDepositAmount: number;
  maxPromoLimit?: number;
  freeSpinAmount?: number;
  turnoverFactor: number;
  bonusPercent?: number;
}

export interface BonusWheelSpins {
  available_spins: number;
  [extra: string]: unknown;
}

export type BonusGameRewards = Record<string, unknown>;
