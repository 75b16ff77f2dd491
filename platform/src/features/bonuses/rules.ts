/**
 * The rules of every bonus, in one place (docs/decisions.md#bonuses says the same in words).
 * Money is integer cents; a free spin bets FREE_SPIN_BET_CENTS on the bonus's game.
 */

import type { Lang } from '../../langs';

/** The game every bonus's free spins are played on (seeded slot), and their stake. */
export const FREE_SPIN_GAME_SLUG = 'book-of-sand-low';
export const FREE_SPIN_BET_CENTS = 20;
/** Free spins expire 7 days after they are granted. */
export const FREE_SPIN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Wins of free spins are promo money that must be wagered this many times (unless a bonus says otherwise). */
export const FREE_SPIN_TURNOVER_FACTOR = 5;
/** The free-spin bonus list's page size. */
export const FREE_SPIN_PAGE_SIZE = 10;
export const MAX_PAGE = 1000;

export interface DepositCampaign {
  campaignId: number;
  title: Record<Lang, string>;
  minDepositCents: number;
  /** Promo money = bonusPercent of the deposit, at most maxPromoCents (no promo without it). */
  bonusPercent: number;
  maxPromoCents?: number;
  freeSpinAmount?: number;
  /** The promo money (and free-spin wins) must be wagered this many times before it becomes cash. */
  turnoverFactor: number;
}

export const DEPOSIT_CAMPAIGNS: readonly DepositCampaign[] = [
  {
    campaignId: 1,
    title: {
      fi: 'Tervetuliaisbonus 100 % 100 € asti + 20 ilmaiskierrosta',
      et: 'Tervitusboonus 100% kuni 100 € + 20 tasuta keerutust',
      en: 'Welcome bonus 100% up to €100 + 20 free spins',
    },
    minDepositCents: 2000,
    bonusPercent: 100,
    maxPromoCents: 10_000,
    freeSpinAmount: 20,
    turnoverFactor: 10,
  },
  {
    campaignId: 2,
    title: {
      fi: 'Viikonlopun talletusbonus 50 % 50 € asti',
      et: 'Nädalavahetuse sissemakseboonus 50% kuni 50 €',
      en: 'Weekend reload 50% up to €50',
    },
    minDepositCents: 3000,
    bonusPercent: 50,
    maxPromoCents: 5000,
    turnoverFactor: 5,
  },
  {
    campaignId: 3,
    title: { fi: '25 ilmaiskierrosta talletuksesta', et: '25 tasuta keerutust sissemakse eest', en: '25 free spins with a deposit' },
    minDepositCents: 1000,
    bonusPercent: 0,
    freeSpinAmount: 25,
    turnoverFactor: FREE_SPIN_TURNOVER_FACTOR,
  },
];

export const findCampaign = (id: number): DepositCampaign | undefined => DEPOSIT_CAMPAIGNS.find((c) => c.campaignId === id);

/** Promo money a qualifying deposit of `depositCents` earns with the campaign. */
export function campaignPromoCents(campaign: DepositCampaign, depositCents: number): number {
  if (!campaign.maxPromoCents || campaign.bonusPercent <= 0) return 0;
  return Math.min(campaign.maxPromoCents, Math.floor((depositCents * campaign.bonusPercent) / 100));
}

/** A prize of the wheel, of a bonus game level or of a gold rush level. */
export type Prize =
  | { type: 'cash'; cents: number }
  | { type: 'promo'; cents: number; turnoverFactor: number }
  | { type: 'freeSpins'; spins: number }
  | { type: 'bonusGame'; points: number };

/** Bonus wheel earning rules. */
export const WHEEL_DEPOSIT_MIN_CENTS = 2000;

/** The wheel's segments with their odds in percent (they sum to 100). */
export const WHEEL_PRIZES: readonly { prize: Prize; percent: number }[] = [
  { prize: { type: 'cash', cents: 100 }, percent: 30 },
  { prize: { type: 'cash', cents: 500 }, percent: 5 },
  { prize: { type: 'promo', cents: 500, turnoverFactor: 5 }, percent: 25 },
  { prize: { type: 'promo', cents: 1000, turnoverFactor: 5 }, percent: 5 },
  { prize: { type: 'freeSpins', spins: 10 }, percent: 20 },
  { prize: { type: 'bonusGame', points: 25 }, percent: 15 },
];

export type Programme = 'bonusGame' | 'goldRush';

export interface Level {
  level: number;
  points: number;
  prize: Prize;
}

/** Bonus game: 1 point per euro of real-money bets, for good; rewards unlock at these levels. */
const BONUS_GAME_LEVELS: readonly Level[] = [
  { level: 1, points: 25, prize: { type: 'freeSpins', spins: 10 } },
  { level: 2, points: 100, prize: { type: 'promo', cents: 500, turnoverFactor: 5 } },
  { level: 3, points: 250, prize: { type: 'freeSpins', spins: 25 } },
  { level: 4, points: 500, prize: { type: 'cash', cents: 1000 } },
  { level: 5, points: 1000, prize: { type: 'cash', cents: 2500 } },
];

/** Gold rush: one gold nugget per euro of real-money bets within the week (Monday to Sunday, Helsinki time). */
const GOLD_RUSH_LEVELS: readonly Level[] = [
  { level: 1, points: 10, prize: { type: 'freeSpins', spins: 5 } },
  { level: 2, points: 50, prize: { type: 'cash', cents: 200 } },
  { level: 3, points: 150, prize: { type: 'promo', cents: 1000, turnoverFactor: 5 } },
  { level: 4, points: 400, prize: { type: 'cash', cents: 2000 } },
];

export const LEVELS: Record<Programme, readonly Level[]> = { bonusGame: BONUS_GAME_LEVELS, goldRush: GOLD_RUSH_LEVELS };

/** Loyalty: 1 point per euro of real-money bets; 100 points convert to 1.00 € cash (1 point = 1 cent). */
export const LOYALTY_CENTS_PER_POINT = 1;
export const LOYALTY_MIN_CONVERSION = 100;
export const LOYALTY_MAX_CONVERSION = 1_000_000;

/** Turnover cents per point of every programme (1 point per euro). */
export const CENTS_PER_POINT = 100;
