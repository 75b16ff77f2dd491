/**
 * Player API: the player record, activity, player fields, account completion, validate operations
 * and language (docs/product/api.md; paths of the client-level operations as the platform defines them).
 */
import type { Locale } from '@/lib/routes';
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { ApiResponse } from '@/services/platform/types';
import type { Activity, Player } from './types';

export type SessionStatus = ApiResponse<'/session/status', 'get'>;

/** GET /session/status — whether a session is live, answered 200 either way (no 401 to log). */
export function getSessionStatus(options?: RequestOptions): Promise<ApiResult<SessionStatus>> {
  return playerGet<SessionStatus>('/session/status', options);
}

/** GET /player — the player record; a userId means logged in. */
export function getPlayer(options?: RequestOptions): Promise<ApiResult<Player>> {
  return playerGet<Player>('/player', options);
}

/** GET /player/activity — the login history; its count drives the first-login redirect. */
export function getActivity(options?: RequestOptions): Promise<ApiResult<Activity>> {
  return playerGet<Activity>('/player/activity', options);
}

type UpdatableFields = Partial<
  Pick<Player, 'receiveEmail' | 'receiveSms' | 'email' | 'firstName' | 'lastName' | 'address' | 'zipCode' | 'city' | 'phoneNumber' | 'nickName'>
>;

/** POST /player/updateFields — answers the updated player. */
function updateFields(fields: UpdatableFields, options?: RequestOptions): Promise<ApiResult<Player>> {
  return playerPost<Player>('/player/updateFields', fields as Record<string, string | boolean | undefined>, options);
}

/** updateMarketing(email, sms) of docs/product/api.md, on updateFields. */
export function updateMarketing(receiveEmail: boolean, receiveSms: boolean, options?: RequestOptions): Promise<ApiResult<Player>> {
  return updateFields({ receiveEmail, receiveSms }, options);
}

export interface CompleteAccountFields {
  nickName: string;
  email: string;
  /** The dial code, e.g. '+358'. */
  countryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

/** completeAccount (platform: POST /player/completeAccount) — answers the player. */
export function completeAccount(fields: CompleteAccountFields, options?: RequestOptions): Promise<ApiResult<Player>> {
  return playerPost<Player>('/player/completeAccount', { ...fields }, options);
}

/** validateNickName (platform: POST /player/validate/nickname {nickname}) */
export function validateNickName(nickname: string, options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return playerPost('/player/validate/nickname', { nickname }, options);
}

/** validateEmail (platform: POST /player/validate/email {email}); HTTP 429 gives code 429. */
export function validateEmail(email: string, options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return playerPost('/player/validate/email', { email }, options);
}

/** validatePhonenumber (platform: POST /player/validate/phone {phonenumber, countryCode?}) */
export function validatePhonenumber(phonenumber: string, countryCode?: string, options?: RequestOptions): Promise<ApiResult<{ success: true }>> {
  return playerPost('/player/validate/phone', { phonenumber, countryCode }, options);
}

/** POST /player/changeLanguage {language} */
export function changeLanguage(language: Locale, options?: RequestOptions): Promise<ApiResult<unknown>> {
  return playerPost<unknown>('/player/changeLanguage', { language }, options);
}
