/**
 * Bonus calls (docs/product/api.md; rules in docs/decisions.md#bonuses): deposit campaigns,
 * free-spin bonuses and their cancel, the bonus wheel, the bonus game, the gold rush and loyalty.
 * Answer types come from the platform's OpenAPI document (services/platform/openapi.ts).
 */
import type { Locale } from '@/lib/routes';
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';

/** GET /campaigns/depositCampaigns?lang (125 for a player without payment details). */
export function getDepositCampaigns(lang: Locale, options?: RequestOptions) {
  return playerGet('/campaigns/depositCampaigns', { lang }, options);
}

/** GET /player/bonuses/freeSpins?page={n} */
export function getFreeSpins(page = 1, options?: RequestOptions) {
  return playerGet('/player/bonuses/freeSpins', { page }, options);
}

/** POST /player/bonuses/freeSpins/cancel {freeSpinsBonusId} */
export function cancelFreeSpins(freeSpinsBonusId: number, options?: RequestOptions) {
  return playerPost('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId }, options);
}

/** GET /bonuswheel/spin: available spins, a spin waiting for completion, the prizes. */
export function getWheelState(options?: RequestOptions) {
  return playerGet('/bonuswheel/spin', undefined, options);
}

/** POST /bonuswheel/spin (no body): the prize and its reference. */
export function spinWheel(options?: RequestOptions) {
  return playerPost('/bonuswheel/spin', undefined, options);
}

/** POST /bonuswheel/complete {reference}: credits the prize once. */
export function completeWheel(reference: string, options?: RequestOptions) {
  return playerPost('/bonuswheel/complete', { reference }, options);
}

/** GET /bonus-game/rewards?t={time} (progress and rewards in one answer). */
export function getBonusGame(now: number, options?: RequestOptions) {
  return playerGet('/bonus-game/rewards', { t: now }, options);
}

/** GET /gold-rush/progress?t={time} */
export function getGoldRush(now: number, options?: RequestOptions) {
  return playerGet('/gold-rush/progress', { t: now }, options);
}

/** GET /player/loyalty */
export function getLoyalty(options?: RequestOptions) {
  return playerGet('/player/loyalty', undefined, options);
}

/** POST /player/convertLoyaltyPoints {pointAmount} */
export function convertLoyaltyPoints(pointAmount: number, options?: RequestOptions) {
  return playerPost('/player/convertLoyaltyPoints', { pointAmount }, options);
}
