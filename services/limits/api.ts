/**
 * The limits calls (docs/product/api.md; platform README "Responsible gaming"). Every call answers
 * the whole limits view; it is turned into the site's shapes here (the list's `ammount`).
 */
import type { ApiRequestBody } from '@/services/platform/types';
import { playerGet, playerPost } from '@/services/playerClient';
import type { LimitEntry, LimitsAnswer, LimitsView, LossKind, LossLimitFields, PlatformLimitEntry } from '@/lib/limits/types';
import type { ApiResult } from '@/lib/apiResult';

/** The request field prefix of each loss kind (dailyAmount, dailyAutoRenew, dailyConfirmed...). */
export const FIELD_PREFIX = { dailyLoss: 'daily', weeklyLoss: 'weekly', monthlyLoss: 'monthly' } as const satisfies Record<
  LossKind,
  string
>;

function toEntry(entry: PlatformLimitEntry): LimitEntry {
  if (entry.kind === 'coolOff') return { kind: 'coolOff', coolOff: entry.coolOff, endTime: entry.endTime };
  if (entry.kind === 'realityCheck') return { kind: 'realityCheck', realityCheck: entry.realityCheck };
  const { amount, ...rest } = entry;
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
export function getLimits(): Promise<ApiResult<LimitsView>> {
  return asView(playerGet('/player/limits'));
}

/** POST /player/limit/loss: amounts with AutoRenew flags, or the *Confirmed / *RemovalConfirmed flags. */
export function postLossLimits(fields: LossLimitFields): Promise<ApiResult<LimitsView>> {
  return asView(playerPost('/player/limit/loss', fields));
}

/** confirmNewLossLimits: raises with the *Confirmed flags, or removals with *RemovalConfirmed. */
export function confirmNewLossLimits(kinds: LossKind[], removal: boolean): Promise<ApiResult<LimitsView>> {
  const fields: LossLimitFields = {};
  for (const kind of kinds) fields[`${FIELD_PREFIX[kind]}${removal ? 'RemovalConfirmed' : 'Confirmed'}`] = true;
  return postLossLimits(fields);
}

/** cancelNewLossLimits: POST /player/limit/loss/cancel for the given kinds. */
export function cancelNewLossLimits(kinds: LossKind[]): Promise<ApiResult<LimitsView>> {
  const fields: ApiRequestBody<'/player/limit/loss/cancel', 'post'> = {};
  for (const kind of kinds) fields[FIELD_PREFIX[kind]] = true;
  return asView(playerPost('/player/limit/loss/cancel', fields));
}

/** POST player/limit/coolOff {coolOffDays, password}. */
export function startCoolOff(coolOffDays: number, password: string): Promise<ApiResult<LimitsView>> {
  return asView(playerPost('/player/limit/coolOff', { coolOffDays, password }));
}

/** POST /player/limit/time: the reality-check interval in minutes (0 = off). */
export function setRealityCheckInterval(realityCheckInterval: number): Promise<ApiResult<LimitsView>> {
  return asView(playerPost('/player/limit/time', { realityCheckInterval }));
}

/** GET /player/limit/realityCheck/reset: the player has seen the reality check. */
export function resetRealityCheck(): Promise<ApiResult<LimitsView>> {
  return asView(playerGet('/player/limit/realityCheck/reset'));
}
