/** Bank login (pay-and-play) calls: POST /payment/initLogin, POST /payment/loginStatus, GET /payment/methods. */
import { playerGet, playerPost, type ApiResult, type RequestOptions } from '../playerClient';

export type BankCountry = 'FIN' | 'EST';
export type BankLoginStatus = 'pending' | 'approved' | 'cancelled' | 'expired';

export interface InitLoginAnswer {
  token: string;
  /** Relative to the site ('/api/sandbox/bank/login/<token>') or absolute. */
  redirectUrl: string;
}

export interface PaymentMethod {
  method: string;
  minAmount?: Record<string, number>;
  maxAmount?: Record<string, number>;
  storedData?: { reference: string; [extra: string]: unknown }[];
  [extra: string]: unknown;
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

/** GET /payment/methods — an array, or an object with `methods`. */
export async function getPaymentMethods(options?: RequestOptions): Promise<ApiResult<PaymentMethod[]>> {
  const result = await playerGet<PaymentMethod[] | { methods?: PaymentMethod[] }>('/payment/methods', options);
  if (!result.success) return result;
  const data = result.data;
  return { success: true, data: Array.isArray(data) ? data : (data.methods ?? []) };
}
