/**
 * Deposit submission and the return from the bank (docs/product/flows.md "Deposit form"), as
 * thunks a visitor can run too (no Redux Toolkit): a logged-in player confirms with the stored
 * method reference; a new customer starts a deposit and its token is kept in session storage;
 * both send the browser to the returned redirectUrl. On the way back depositStatus is polled until
 * the deposit is no longer pending (bounded). Every answer passes the 115 rule (./authError.ts).
 */
import { pollStatus } from '@/lib/polling/pollStatus';
import { BANK_COUNTRY, DEFAULT_BANK_METHOD } from '@/lib/wallet/bank';
import type { ApiFailure } from '@/lib/apiResult';
import type { Locale } from '@/lib/routes';
import { writeSession } from '@/lib/account/sessionStorage';
import { createAttemptKeys } from '@/lib/wallet/attemptKey';
import { DEPOSIT_TOKEN_KEY } from '@/lib/wallet/depositToken';
import type { DepositStatus, PaymentMethod } from '@/lib/wallet/types';
import { handleAuthError } from './authError';
import type { AppDispatch } from './types';

/**
 * The payment calls (and the player client under them), loaded with the first of these thunks: the
 * deposit form is on pages a visitor only reads (docs/decisions.md#client-bundle).
 */
const paymentsApi = () => import('@/services/wallet/payments');

const DEPOSIT_POLL_INTERVAL_MS = 1500;
const DEPOSIT_POLL_MAX_ATTEMPTS = 40;
/** Pending answers before the player is told the bank has not confirmed yet (about 4.5 s). */
const DEPOSIT_PENDING_NOTICE_AFTER = 3;
/** A double submit or a retry of the same deposit answers the same deposit (one key per attempt). */
const depositAttempts = createAttemptKeys();

function storeDepositToken(token: string): void {
  writeSession(DEPOSIT_TOKEN_KEY, token);
}

/** GET /payment/methods: the methods (for a logged-in player with the stored bank details). */
export const loadPaymentMethods = () => async (dispatch: AppDispatch) =>
  handleAuthError(await (await paymentsApi()).getPaymentMethods(), dispatch);

export interface DepositSubmission {
  amount: number;
  locale: Locale;
  returnUrl: string;
  loggedIn: boolean;
  /** The payment method (GET /payment/methods' first); loaded when not given. */
  method?: Pick<PaymentMethod, 'method' | 'storedData'> | null;
  policyChecked?: boolean;
  privacyPolicyChecked?: boolean;
  /** The deposit campaign it redeems (campaigns page). */
  campaignId?: number;
}

/** Submit a deposit; gives a failure, or sends the browser away (`assign`) and gives null. */
export const submitDeposit =
  (submission: DepositSubmission, assign: (url: string) => void = (url) => window.location.assign(url)) =>
  async (dispatch: AppDispatch): Promise<ApiFailure | null> => {
    let method = submission.method ?? null;
    if (!method) {
      const methods = await dispatch(loadPaymentMethods());
      method = (methods.success && methods.data[0]) || null;
    }
    const methodName = method?.method || DEFAULT_BANK_METHOD;
    const storedDetailReference = method?.storedData?.[0]?.reference || undefined;
    const idempotencyKey = depositAttempts.keyFor({
      loggedIn: submission.loggedIn,
      amount: submission.amount,
      method: methodName,
      storedDetailReference,
      country: BANK_COUNTRY[submission.locale],
      campaignId: submission.campaignId,
    });
    const answer = submission.loggedIn
      ? await (
          await paymentsApi()
        ).confirmDeposit({
          amount: submission.amount,
          method: methodName,
          storedDetailReference,
          lang: submission.locale,
          returnUrl: submission.returnUrl,
          campaignId: submission.campaignId,
          idempotencyKey,
        })
      : await (
          await paymentsApi()
        ).initDeposit({
          country: BANK_COUNTRY[submission.locale],
          amount: submission.amount,
          method: methodName,
          currency: 'EUR',
          policyChecked: submission.policyChecked === true,
          privacyPolicyChecked: submission.privacyPolicyChecked === true,
          lang: submission.locale,
          returnUrl: submission.returnUrl,
          campaignId: submission.campaignId,
          idempotencyKey,
        });
    const result = handleAuthError(answer, dispatch);
    if (!result.success) return result;
    depositAttempts.done();
    storeDepositToken(result.data.token);
    assign(result.data.redirectUrl);
    return null;
  };

export type DepositPollResult =
  | { status: Exclude<DepositStatus, 'pending'>; amount?: number; userId?: number }
  | { status: 'timeout' }
  | { status: 'error'; failure: ApiFailure };

/**
 * Poll depositStatus until ok/declined/cancelled/expired, a failure, or attempts run out;
 * `onStillPending` is called once when the bank has not confirmed after a few answers (a slow or
 * silent bank: the deposit stays pending until the platform hears from the bank).
 */
export const pollDeposit =
  (
    token: string,
    {
      intervalMs = DEPOSIT_POLL_INTERVAL_MS,
      maxAttempts = DEPOSIT_POLL_MAX_ATTEMPTS,
      signal,
      onStillPending,
    }: { intervalMs?: number; maxAttempts?: number; signal?: AbortSignal; onStillPending?: () => void } = {},
  ) =>
  async (dispatch: AppDispatch): Promise<DepositPollResult | null> => {
    const { depositStatus } = await paymentsApi();
    const outcome = await pollStatus(async () => handleAuthError(await depositStatus(token), dispatch), {
      intervalMs,
      maxAttempts,
      signal,
      onPending: (attempt) => {
        if (attempt + 1 === DEPOSIT_PENDING_NOTICE_AFTER) onStillPending?.();
      },
    });
    if (!outcome) return null;
    if (outcome.kind === 'error') return { status: 'error', failure: outcome.failure };
    if (outcome.kind === 'timeout') return { status: 'timeout' };
    const { status, amount, userId } = outcome.data;
    return { status: status as Exclude<DepositStatus, 'pending'>, amount, userId };
  };
