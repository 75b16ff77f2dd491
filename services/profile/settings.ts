/**
 * Player API calls of the profile area (docs/product/api.md): avatar, password, email, phone and
 * its SMS verification, email verification and verification status. Types come from the
 * platform's OpenAPI document (services/platform/openapi.ts).
 */
import { playerApiBaseUrl, playerGet, playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

export type AvatarChoices = ApiResponse<'/user/avatar', 'get'>;
export type VerificationStatus = ApiResponse<'/verification/status', 'get'>;
type SmsHistory = ApiResponse<'/player/smsVerificationHistory', 'get'>;
type PasswordChange = ApiRequestBody<'/player/updatePassword', 'post'>;
type Ok = { success: boolean };

/** GET /user/avatar — the options and the player's choice. */
export function getAvatars(options?: RequestOptions): Promise<ApiResult<AvatarChoices>> {
  return playerGet<AvatarChoices>('/user/avatar', options);
}

/** POST /user/avatar {avatar} — answers the choices. */
export function saveAvatar(avatar: number, options?: RequestOptions): Promise<ApiResult<ApiResponse<'/user/avatar', 'post'>>> {
  return playerPost('/user/avatar', { avatar } satisfies ApiRequestBody<'/user/avatar', 'post'>, options);
}

/** The URL of avatar `id`'s image (an image path of GET /user/avatar under the Player API base). */
export function avatarImageUrl(id: number): string {
  return `${playerApiBaseUrl()}/avatars/${id}.svg`;
}

/** POST /player/updatePassword {oldPassword, password, confirmPassword} */
export function updatePassword(fields: PasswordChange, options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerPost<Ok>('/player/updatePassword', { ...fields }, options);
}

/** POST /player/email {email} — the new address is unverified; a code goes to it. */
export function changeEmail(email: string, options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerPost<Ok>('/player/email', { email } satisfies ApiRequestBody<'/player/email', 'post'>, options);
}

/** GET player/sendVerificationEmail — a 6-digit code to the player's email. */
export function sendVerificationEmail(options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerGet<Ok>('/player/sendVerificationEmail', options);
}

/** POST /player/phonenumber {phonenumber} — the new number is unverified until its code is entered. */
export function changePhoneNumber(phonenumber: string, options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerPost<Ok>('/player/phonenumber', { phonenumber } satisfies ApiRequestBody<'/player/phonenumber', 'post'>, options);
}

/** GET /player/sendVerificationSms — a 6-digit code by SMS to the player's number. */
export function sendVerificationSms(options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerGet<Ok>('/player/sendVerificationSms', options);
}

/** POST /player/verifySmsShortCode {code} */
export function verifySmsShortCode(code: string, options?: RequestOptions): Promise<ApiResult<Ok>> {
  return playerPost<Ok>('/player/verifySmsShortCode', { code } satisfies ApiRequestBody<'/player/verifySmsShortCode', 'post'>, options);
}

/** GET /player/smsVerificationHistory — verification SMS sent, newest first. */
export function getSmsHistory(options?: RequestOptions): Promise<ApiResult<SmsHistory>> {
  return playerGet<SmsHistory>('/player/smsVerificationHistory', options);
}

/** GET /verification/status */
export function getVerificationStatus(options?: RequestOptions): Promise<ApiResult<VerificationStatus>> {
  return playerGet<VerificationStatus>('/verification/status', options);
}
