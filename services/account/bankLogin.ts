/** Bank login (pay-and-play) calls: POST /payment/initLogin, POST /payment/loginStatus. */
import { playerPost, type RequestOptions } from '@/services/playerClient';
import type { BankLoginFields } from '@/lib/account/types';

/** POST /payment/initLogin {country, method, lang?, returnUrl?}; redirectUrl is relative to the site or absolute. */
export function initLogin(fields: BankLoginFields, options?: RequestOptions) {
  return playerPost('/payment/initLogin', fields, options);
}

/** POST /payment/loginStatus {token}; the first call after approval starts the session. */
export function loginStatus(token: string, options?: RequestOptions) {
  return playerPost('/payment/loginStatus', { token }, options);
}
