/** Bank login (pay-and-play) calls: POST /payment/initLogin, POST /payment/loginStatus. */
import { playerPost, type RequestOptions } from '@/services/playerClient';
import type { ApiRequestBody, ApiResponse } from '@/services/platform/types';

type InitLoginFields = ApiRequestBody<'/payment/initLogin', 'post'>;
export type BankCountry = InitLoginFields['country'];
export type BankLoginStatus = ApiResponse<'/payment/loginStatus', 'post'>['status'];

/** POST /payment/initLogin {country, method, lang?, returnUrl?}; redirectUrl is relative to the site or absolute. */
export function initLogin(fields: InitLoginFields, options?: RequestOptions) {
  return playerPost('/payment/initLogin', fields, options);
}

/** POST /payment/loginStatus {token}; the first call after approval starts the session. */
export function loginStatus(token: string, options?: RequestOptions) {
  return playerPost('/payment/loginStatus', { token }, options);
}
