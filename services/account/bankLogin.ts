/** Bank login (pay-and-play) calls: POST /payment/initLogin, POST /payment/loginStatus. */
import { playerPost, type ApiResult, type RequestOptions } from '@/services/playerClient';

export type BankCountry = 'FIN' | 'EST';
export type BankLoginStatus = 'pending' | 'approved' | 'cancelled' | 'expired';

export interface InitLoginAnswer {
  token: string;
  /** Relative to the site ('/api/sandbox/bank/login/<token>') or absolute. */
  redirectUrl: string;
}

/** POST /payment/initLogin {country, method, lang?, returnUrl?} */
export function initLogin(
  fields: { country: BankCountry; method: string; lang?: string; returnUrl?: string },
  options?: RequestOptions,
): Promise<ApiResult<InitLoginAnswer>> {
  return playerPost<InitLoginAnswer>('/payment/initLogin', fields, options);
}

/** POST /payment/loginStatus {token}; the first call after approval starts the session. */
export function loginStatus(token: string, options?: RequestOptions): Promise<ApiResult<{ status: BankLoginStatus; userId?: number }>> {
  return playerPost('/payment/loginStatus', { token }, options);
}
