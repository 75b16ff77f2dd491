/**
 * Bank login (docs/product/flows.md): initLogin with the country of the locale and the first payment
 * method, an auth type and the token in session storage, then the browser goes to the bank.
 * On return (?bankLogin=<token> or the stored token) loginStatus is polled until the login is
 * approved, cancelled or expired, a bounded number of times.
 */
import { pollStatus } from '@/lib/polling/pollStatus';
import type { Locale } from '@/lib/routes';
import { getPaymentMethods } from '@/services/wallet/payments';
import { initLogin, loginStatus } from '@/services/account/bankLogin';
import { STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';
import { BANK_AUTH_TYPE } from './bankLoginToken';
import type { BankCountry, BankLoginStatus } from '@/lib/account/types';
import type { ApiFailure } from '@/lib/apiResult';

/** Used when GET /payment/methods gives no method (the platform has none yet). */
export const DEFAULT_BANK_METHOD = 'bank';
export { BANK_AUTH_TYPE, BANK_LOGIN_QUERY, clearBankLogin, storedBankLoginToken } from './bankLoginToken';
const BANK_POLL_INTERVAL_MS = 1500;
/** About a minute of polling, then the login counts as not finished. */
const BANK_POLL_MAX_ATTEMPTS = 40;

export const BANK_COUNTRY: Record<Locale, BankCountry> = { fi: 'FIN', et: 'EST', en: 'FIN' };

function storeBankLogin(token: string): void {
  writeSession(STORAGE_KEYS.authType, BANK_AUTH_TYPE);
  writeSession(STORAGE_KEYS.bankLoginToken, token);
}

/** Start a bank login; gives a failure, or sends the browser away (`assign`) and gives null. */
export async function startBankLogin(
  locale: Locale,
  returnUrl: string,
  assign: (url: string) => void = (url) => window.location.assign(url),
): Promise<ApiFailure | null> {
  const methods = await getPaymentMethods();
  const method = (methods.success && methods.data[0]?.method) || DEFAULT_BANK_METHOD;
  const init = await initLogin({ country: BANK_COUNTRY[locale], method, lang: locale, returnUrl });
  if (!init.success) return init;
  storeBankLogin(init.data.token);
  assign(init.data.redirectUrl);
  return null;
}

export type BankPollResult = { status: BankLoginStatus | 'timeout' } | { status: 'error'; failure: ApiFailure };

/** Poll loginStatus until it is no longer pending (or attempts run out, or `signal` aborts). */
export async function pollBankLogin(
  token: string,
  {
    intervalMs = BANK_POLL_INTERVAL_MS,
    maxAttempts = BANK_POLL_MAX_ATTEMPTS,
    signal,
  }: { intervalMs?: number; maxAttempts?: number; signal?: AbortSignal } = {},
): Promise<BankPollResult | null> {
  const outcome = await pollStatus(() => loginStatus(token), { intervalMs, maxAttempts, signal });
  if (!outcome) return null;
  if (outcome.kind === 'error') return { status: 'error', failure: outcome.failure };
  if (outcome.kind === 'timeout') return { status: 'timeout' };
  return { status: outcome.data.status };
}
