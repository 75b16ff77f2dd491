/**
 * Bank login (docs/product/flows.md), as thunks a visitor runs (no Redux Toolkit): initLogin with
 * the country of the locale and the first payment method, an auth type and the token in session
 * storage, then the browser goes to the bank. On return (?bankLogin=<token> or the stored token)
 * loginStatus is polled until the login is approved, cancelled or expired, a bounded number of
 * times. Every answer passes the 115 rule (./authError.ts).
 */
import { BANK_AUTH_TYPE } from '@/lib/account/bankLoginToken';
import { STORAGE_KEYS, writeSession } from '@/lib/account/sessionStorage';
import type { BankLoginStatus } from '@/lib/account/types';
import type { ApiFailure } from '@/lib/apiResult';
import { pollStatus } from '@/lib/polling/pollStatus';
import { BANK_COUNTRY, DEFAULT_BANK_METHOD } from '@/lib/wallet/bank';
import type { Locale } from '@/lib/routes';
import { handleAuthError } from './authError';
import { loadPaymentMethods } from './deposit';
import type { AppDispatch } from './types';

/**
 * The bank login's calls (and the player client under them), loaded with the first of these thunks:
 * the login box is on pages a visitor only reads (docs/decisions.md#client-bundle).
 */
const bankLoginApi = () => import('@/services/account/bankLogin');

const BANK_POLL_INTERVAL_MS = 1500;
/** About a minute of polling, then the login counts as not finished. */
const BANK_POLL_MAX_ATTEMPTS = 40;

function storeBankLogin(token: string): void {
  writeSession(STORAGE_KEYS.authType, BANK_AUTH_TYPE);
  writeSession(STORAGE_KEYS.bankLoginToken, token);
}

/** Start a bank login; gives a failure, or sends the browser away (`assign`) and gives null. */
export const startBankLogin =
  (locale: Locale, returnUrl: string, assign: (url: string) => void = (url) => window.location.assign(url)) =>
  async (dispatch: AppDispatch): Promise<ApiFailure | null> => {
    const methods = await dispatch(loadPaymentMethods());
    const method = (methods.success && methods.data[0]?.method) || DEFAULT_BANK_METHOD;
    const { initLogin } = await bankLoginApi();
    const init = handleAuthError(await initLogin({ country: BANK_COUNTRY[locale], method, lang: locale, returnUrl }), dispatch);
    if (!init.success) return init;
    storeBankLogin(init.data.token);
    assign(init.data.redirectUrl);
    return null;
  };

export type BankPollResult = { status: BankLoginStatus | 'timeout' } | { status: 'error'; failure: ApiFailure };

/** Poll loginStatus until it is no longer pending (or attempts run out, or `signal` aborts). */
export const pollBankLogin =
  (
    token: string,
    {
      intervalMs = BANK_POLL_INTERVAL_MS,
      maxAttempts = BANK_POLL_MAX_ATTEMPTS,
      signal,
    }: { intervalMs?: number; maxAttempts?: number; signal?: AbortSignal } = {},
  ) =>
  async (dispatch: AppDispatch): Promise<BankPollResult | null> => {
    const { loginStatus } = await bankLoginApi();
    const outcome = await pollStatus(async () => handleAuthError(await loginStatus(token), dispatch), {
      intervalMs,
      maxAttempts,
      signal,
    });
    if (!outcome) return null;
    if (outcome.kind === 'error') return { status: 'error', failure: outcome.failure };
    if (outcome.kind === 'timeout') return { status: 'timeout' };
    return { status: outcome.data.status };
  };
