/**
 * Bonus calls (docs/product/api.md; rules in docs/decisions.md, Bonuses): deposit campaigns,
 * free-spin bonuses and their cancel, the bonus wheel, the bonus game, the gold rush and loyalty.
 * Answer types come from the platform's OpenAPI document (services/platform/openapi.ts).
 */
import type { Locale } from '@/lib/routes';
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { ApiResponse } from '@/services/platform/types';

export type CampaignsAnswer = ApiResponse<'/campaigns/depositCampaigns', 'get'>;
export type FreeSpinsAnswer = ApiResponse<'/player/bonuses/freeSpins', 'get'>;
export type WheelState = ApiResponse<'/bonuswheel/spin', 'get'>;
export type WheelSpin = ApiResponse<'/bonuswheel/spin', 'post'>;
export type WheelComplete = ApiResponse<'/bonuswheel/complete', 'post'>;
export type WheelPrize = WheelSpin['prize'];
export type BonusGameAnswer = ApiResponse<'/bonus-game/rewards', 'get'>;
export type GoldRushAnswer = ApiResponse<'/gold-rush/progress', 'get'>;
export type LoyaltyAnswer = ApiResponse<'/player/loyalty', 'get'>;
export type ConvertAnswer = ApiResponse<'/player/convertLoyaltyPoints', 'post'>;

/** GET /campaigns/depositCampaigns?lang (125 for a player without payment details). */
export function getDepositCampaigns(lang: Locale, options?: RequestOptions): Promise<ApiResult<CampaignsAnswer>> {
  return playerGet<CampaignsAnswer>(`/campaigns/depositCampaigns?lang=${lang}`, options);
}

/** GET /player/bonuses/freeSpins?page={n} */
export function getFreeSpins(page = 1, options?: RequestOptions): Promise<ApiResult<FreeSpinsAnswer>> {
  return playerGet<FreeSpinsAnswer>(`/player/bonuses/freeSpins?page=${page}`, options);
}

/** POST /player/bonuses/freeSpins/cancel {freeSpinsBonusId} */
export function cancelFreeSpins(freeSpinsBonusId: number, options?: RequestOptions): Promise<ApiResult<{ forfeitedSpins: number }>> {
  return playerPost('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId }, options);
}

/** GET /bonuswheel/spin: available spins, a spin waiting for completion, the prizes. */
export function getWheelState(options?: RequestOptions): Promise<ApiResult<WheelState>> {
  return playerGet<WheelState>('/bonuswheel/spin', options);
}

/** POST /bonuswheel/spin: the prize and its reference. */
export function spinWheel(options?: RequestOptions): Promise<ApiResult<WheelSpin>> {
  return playerPost<WheelSpin>('/bonuswheel/spin', {}, options);
}

/** POST /bonuswheel/complete {reference}: credits the prize once. */
export function completeWheel(reference: string, options?: RequestOptions): Promise<ApiResult<WheelComplete>> {
  return playerPost<WheelComplete>('/bonuswheel/complete', { reference }, options);
}

/** GET /bonus-game/rewards?t={time} (progress and rewards in one answer). */
export function getBonusGame(now: number, options?: RequestOptions): Promise<ApiResult<BonusGameAnswer>> {
  return playerGet<BonusGameAnswer>(`/bonus-game/rewards?t=${now}`, options);
}

/** GET /gold-rush/progress?t={time} */
export function getGoldRush(now: number, options?: RequestOptions): Promise<ApiResult<GoldRushAnswer>> {
  return playerGet<GoldRushAnswer>(`/gold-rush/progress?t=${now}`, options);
}

/** GET /player/loyalty */
export function getLoyalty(options?: RequestOptions): Promise<ApiResult<LoyaltyAnswer>> {
  return playerGet<LoyaltyAnswer>('/player/loyalty', options);
}

/** POST /player/convertLoyaltyPoints {pointAmount} */
export function convertLoyaltyPoints(pointAmount: number, options?: RequestOptions): Promise<ApiResult<ConvertAnswer>> {
  return playerPost<ConvertAnswer>('/player/convertLoyaltyPoints', { pointAmount }, options);
}
