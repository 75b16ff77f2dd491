/**
 * Player API: the player record, activity, player fields, account completion, validate operations
 * and language (docs/product/api.md; paths of the client-level operations as the platform defines them).
 */
import type { Locale } from '@/lib/routes';
import { playerGet, playerPost, type RequestOptions } from '@/services/playerClient';
import type { CompleteAccountFields } from '@/lib/account/types';

/** GET /session/status — whether a session is live, answered 200 either way (no 401 to log). */
export function getSessionStatus(options?: RequestOptions) {
  return playerGet('/session/status', undefined, options);
}

/** GET /player — the player record; a userId means logged in. */
export function getPlayer(options?: RequestOptions) {
  return playerGet('/player', undefined, options);
}

/** GET /player/activity — the login history; its count drives the first-login redirect. */
export function getActivity(options?: RequestOptions) {
  return playerGet('/player/activity', undefined, options);
}

/** updateMarketing(email, sms) of docs/product/api.md, on POST /player/updateFields (answers the updated player). */
export function updateMarketing(receiveEmail: boolean, receiveSms: boolean, options?: RequestOptions) {
  return playerPost('/player/updateFields', { receiveEmail, receiveSms }, options);
}

/** completeAccount (platform: POST /player/completeAccount; countryCode is the dial code, e.g. '+358') — answers the player. */
export function completeAccount(fields: CompleteAccountFields, options?: RequestOptions) {
  return playerPost('/player/completeAccount', { ...fields }, options);
}

/** validateNickName (platform: POST /player/validate/nickname {nickname}) */
export function validateNickName(nickname: string, options?: RequestOptions) {
  return playerPost('/player/validate/nickname', { nickname }, options);
}

/** validateEmail (platform: POST /player/validate/email {email}); HTTP 429 gives code 429. */
export function validateEmail(email: string, options?: RequestOptions) {
  return playerPost('/player/validate/email', { email }, options);
}

/** validatePhonenumber (platform: POST /player/validate/phone {phonenumber, countryCode?}) */
export function validatePhonenumber(phonenumber: string, countryCode?: string, options?: RequestOptions) {
  return playerPost('/player/validate/phone', { phonenumber, countryCode }, options);
}

/** POST /player/changeLanguage {language} */
export function changeLanguage(language: Locale, options?: RequestOptions) {
  return playerPost('/player/changeLanguage', { language }, options);
}
