/**
 * The bonuses' data as the platform sends it (docs/decisions.md#bonuses), named from its OpenAPI
 * document (services/platform/openapi.ts): deposit campaigns, free spins, the bonus wheel, the
 * bonus game, the gold rush and loyalty.
 */
import type { ApiResponse } from '@/services/platform/types';

export type DepositCampaign = ApiResponse<'/campaigns/depositCampaigns', 'get'>['campaigns'][number];
/** One page of the active free-spin bonuses. */
export type FreeSpinList = ApiResponse<'/player/bonuses/freeSpins', 'get'>['bonuses'];
export type WheelState = ApiResponse<'/bonuswheel/spin', 'get'>;
/** A drawn spin: its prize, the prize's place on the wheel, its reference and the spins left. */
type WheelSpin = ApiResponse<'/bonuswheel/spin', 'post'>;
export type WheelPrize = WheelSpin['prize'];
export type BonusGameAnswer = ApiResponse<'/bonus-game/rewards', 'get'>;
export type GoldRushAnswer = ApiResponse<'/gold-rush/progress', 'get'>;
export type LoyaltyAnswer = ApiResponse<'/player/loyalty', 'get'>;
