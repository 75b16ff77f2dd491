/**
 * The limits calls (docs/product/api.md; platform README "Responsible gaming"). Every call answers
 * the whole limits view; it is turned into the site's shapes here (the list's `ammount`).
 */
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';
import { playerGet, playerPost, type ApiResult, type FormFields, type RequestOptions } from '@/services/playerClient';
import { type LimitEntry, type LossKind, type TrueLimit } from './types';

type LimitsAnswer = ApiResponse<'/player/limits', 'get'>;
type PlatformEntry = LimitsAnswer['limits'][number];
export type LossLimitFields = ApiRequestBody<'/player/limit/loss', 'post'>;

export interface LimitsView {
  limits: LimitEntry[];
  trueLimits: TrueLimit[];
  /** Minutes; 0 = off. */
  realityCheckInterval: number;
}

/** The request field prefix of each loss kind (dailyAmount, dailyAutoRenew, dailyConfirmed...). */
export const FIELD_PREFIX: Record<LossKind, 'daily' | 'weekly' | 'monthly'> = { dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' };

function toEntry(entry: PlatformEntry): LimitEntry {
  if (entry.kind === 'coolOff' && 'coolOff' in entry) return { kind: 'coolOff', coolOff: entry.coolOff, endTime: entry.endTime };
  if ('realityCheck' in entry) return { kind: 'realityCheck', realityCheck: entry.realityCheck };
  const loss = entry as Extract<PlatformEntry, { usedAmount: number }>;
  const { amount, ...rest } = loss;
  return { ...rest, ammount: amount ?? 0 };
}

function toView(answer: LimitsAnswer): LimitsView {
  return { limits: answer.limits.map(toEntry), trueLimits: answer.trueLimits, realityCheckInterval: answer.realityCheckInterval };
}

async function asView(call: Promise<ApiResult<LimitsAnswer>>): Promise<ApiResult<LimitsView>> {
  const result = await call;
  return result.success ? { success: true, data: toView(result.data) } : result;
}

/** GET /player/limits (polled every 5 s while the balance is not loading). */
export function getLimits(options?: RequestOptions): Promise<ApiResult<LimitsView>> {
  return asView(playerGet<LimitsAnswer>('/player/limits', options));
}

/** POST /player/limit/loss: amounts with AutoRenew flags, or the *Confirmed / *RemovalConfirmed flags. */
export function postLossLimits(fields: LossLimitFields): Promise<ApiResult<LimitsView>> {
  return asView(playerPost<LimitsAnswer>('/player/limit/loss', fields as FormFields));
}

/** confirmNewLossLimits: raises with the *Confirmed flags, or removals with *RemovalConfirmed. */
export function confirmNewLossLimits(kinds: LossKind[], removal: boolean): Promise<ApiResult<LimitsView>> {
  const suffix = removal ? 'RemovalConfirmed' : 'Confirmed';
  return postLossLimits(Object.fromEntries(kinds.map((k) => [`${FIELD_PREFIX[k]}${suffix}`, true])) as LossLimitFields);
}

/** cancelNewLossLimits: POST /player/limit/loss/cancel for the given kinds. */
export function cancelNewLossLimits(kinds: LossKind[]): Promise<ApiResult<LimitsView>> {
  const fields: ApiRequestBody<'/player/limit/loss/cancel', 'post'> = Object.fromEntries(kinds.map((k) => [FIELD_PREFIX[k], true]));
  return asView(playerPost<LimitsAnswer>('/player/limit/loss/cancel', fields as FormFields));
}

/** POST player/limit/coolOff {coolOffDays, password}. */
export function startCoolOff(coolOffDays: number, password: string): Promise<ApiResult<LimitsView>> {
  const fields: ApiRequestBody<'/player/limit/coolOff', 'post'> = { coolOffDays, password };
  return asView(playerPost<LimitsAnswer>('/player/limit/coolOff', fields));
}

/** POST /player/limit/time: the reality-check interval in minutes (0 = off). */
export function setRealityCheckInterval(realityCheckInterval: number): Promise<ApiResult<LimitsView>> {
  const fields: ApiRequestBody<'/player/limit/time', 'post'> = { realityCheckInterval };
  return asView(playerPost<LimitsAnswer>('/player/limit/time', fields));
}

/** GET /player/limit/realityCheck/reset: the player has seen the reality check. */
export function resetRealityCheck(): Promise<ApiResult<LimitsView>> {
  return asView(playerGet<LimitsAnswer>('/player/limit/realityCheck/reset'));
}

