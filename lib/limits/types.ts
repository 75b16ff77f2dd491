/**
 * The limits' data (docs/product/api.md; platform README "Responsible gaming"), named from the
 * platform's OpenAPI document (services/platform/openapi.ts), and the site's own list of them:
 * every limits call answers the whole view, which services/limits/api.ts turns into the list below
 * (the loss limit's `ammount`).
 */
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

/** The platform's answer to every limits call. */
export type LimitsAnswer = ApiResponse<'/player/limits', 'get'>;
/** One entry of the platform's list. */
export type PlatformLimitEntry = LimitsAnswer['limits'][number];
type CoolOffEntry = Extract<PlatformLimitEntry, { kind: 'coolOff' }>;
type RealityCheckEntry = Extract<PlatformLimitEntry, { kind: 'realityCheck' }>;
type LossEntry = Exclude<PlatformLimitEntry, CoolOffEntry | RealityCheckEntry>;

export type LimitKind = PlatformLimitEntry['kind'];
export type LossKind = LossEntry['kind'];
/** What the player has played since the reality check's count started. */
export type RealityCheckReport = RealityCheckEntry['realityCheck'];
/** A server limit: a loss limit that exists, with its pending change. */
export type TrueLimit = LimitsAnswer['trueLimits'][number];
export type LossLimitFields = ApiRequestBody<'/player/limit/loss', 'post'>;

/**
 * One entry of the displayed limits list: the fields of the platform's entry of its kind, each
 * optional (the product's default list has only some; minAmount default 10, maxAmount 100000,
 * autoRenew true), the loss limit's `amount` spelt `ammount` as the product's default list
 * spells it (0 = no limit). A `realityCheck` entry carries a due check (null once seen).
 */
export type LimitEntry = { kind: LimitKind } & Partial<Omit<LossEntry, 'kind' | 'amount' | 'endTime'> & Omit<CoolOffEntry, 'kind'>> & {
    ammount?: number;
    realityCheck?: RealityCheckReport | null;
  };

export type LimitsView = Pick<LimitsAnswer, 'trueLimits' | 'realityCheckInterval'> & { limits: LimitEntry[] };
