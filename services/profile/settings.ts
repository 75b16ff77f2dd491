/**
 * Player API calls of the profile area (docs/product/api.md): avatar, password, email, phone and
 * its SMS verification, email verification and verification status. Types come from the
 * platform's OpenAPI document (services/platform/openapi.ts).
 */
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody } from '@/services/platform/types';

/** GET /user/avatar — the options and the player's choice. */
export function getAvatars(options?: RequestOptions) {
  return playerGet('/user/avatar', undefined, options);
}

/** POST /user/avatar {avatar} — answers the choices. */
export function saveAvatar(avatar: number, options?: RequestOptions) {
  return playerPost('/user/avatar', { avatar }, options);
}

/** POST /player/updatePassword {oldPassword, password, confirmPassword} */
export function updatePassword(fields: ApiRequestBody<'/player/updatePassword', 'post'>, options?: RequestOptions) {
  return playerPost('/player/updatePassword', { ...fields }, options);
}

/** POST /player/email {email, password} — a code goes to the new address; nothing changes until it is entered. */
export function changeEmail(fields: ApiRequestBody<'/player/email', 'post'>, options?: RequestOptions) {
  return playerPost('/player/email', { ...fields }, options);
}

/** POST /player/email/verify {code} — the new address becomes the login (answers the player). */
export function verifyEmailChange(code: string, options?: RequestOptions) {
  return playerPost('/player/email/verify', { code }, options);
}

/** GET player/sendVerificationEmail — a 6-digit code to the player's email. */
export function sendVerificationEmail(options?: RequestOptions) {
  return playerGet('/player/sendVerificationEmail', undefined, options);
}

/** POST /player/phonenumber {phonenumber, password} — an SMS code goes to the new number, which is the player's once it is entered. */
export function changePhoneNumber(fields: ApiRequestBody<'/player/phonenumber', 'post'>, options?: RequestOptions) {
  return playerPost('/player/phonenumber', { ...fields }, options);
}

/** GET /player/sendVerificationSms — a 6-digit code by SMS to the player's number. */
export function sendVerificationSms(options?: RequestOptions) {
  return playerGet('/player/sendVerificationSms', undefined, options);
}

/** POST /player/verifySmsShortCode {code} */
export function verifySmsShortCode(code: string, options?: RequestOptions) {
  return playerPost('/player/verifySmsShortCode', { code }, options);
}

/** GET /player/smsVerificationHistory — verification SMS sent, newest first. */
export function getSmsHistory(options?: RequestOptions) {
  return playerGet('/player/smsVerificationHistory', undefined, options);
}

/** GET /verification/status */
export function getVerificationStatus(options?: RequestOptions) {
  return playerGet('/verification/status', undefined, options);
}
