/**
 * Error code → what to show, with docs/product/errors.md's contextual rules. The result names keys of
 * the `errors` namespace and their interpolation values, so a component translates it with
 * {@link translateError} (or t() per key).
 */
import { formatLongDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { catalogueKey, CONTEXT_KEYS, ERROR_CATALOGUE, isKnownCode, UNEXPECTED_CODE } from './catalogue';

/** Where the error happened; rules differ per place. 'default' has no special rule. */
export type ErrorContext =
  | 'default'
  | 'login'
  | 'deposit'
  | 'completeAccount'
  | 'passwordChange'
  | 'withdrawInit'
  | 'withdraw'
  | 'campaigns'
  | 'freeSpinCancel'
  | 'limits'
  | 'coolOff'
  | 'marketing'
  | 'registration'
  | 'phone'
  | 'email'
  | 'documents'
  | 'forgotPassword';

type ErrorVariant = 'error' | 'notice';

export interface ErrorMessage {
  /** Keys in the errors namespace, shown in order (joined by a space). */
  keys: string[];
  values: Record<string, string | number>;
  /** 'notice' is the highlighted (not red) box of login's 210/114. */
  variant: ErrorVariant;
  /** The code whose text is shown (after contextual mapping). */
  code: number;
}

export type ErrorParamsInput = Record<string, unknown> | null | undefined;

/** Login codes shown as a notice with the activation hint. */
const LOGIN_NOTICE_CODES = new Set([210, 114]);
const WITHDRAW_INIT_EXTRA_CODES = new Set([235, 260]);

/**
 * The min/max limit of a 117 error. Accepts `paymentLimit: {maxAmount: 500}` (our platform) and
 * `paymentLimit: 'maxAmount', amount: 500`.
 */
function paymentLimit(params: Record<string, unknown>): { kind: 'maxAmount' | 'minAmount'; amount: unknown } | null {
  const limit = params.paymentLimit;
  if (limit && typeof limit === 'object') {
    const record = limit as Record<string, unknown>;
    if (record.maxAmount !== undefined && record.maxAmount !== null) return { kind: 'maxAmount', amount: record.maxAmount };
    if (record.minAmount !== undefined && record.minAmount !== null) return { kind: 'minAmount', amount: record.minAmount };
  }
  if (limit === 'maxAmount' || limit === 'minAmount') return { kind: limit, amount: params.amount };
  return null;
}

export function errorMessageKey(
  code: number | null | undefined,
  context: ErrorContext = 'default',
  params: ErrorParamsInput = {},
  locale = 'fi',
): ErrorMessage {
  const safeParams = params ?? {};
  let shown = typeof code === 'number' && Number.isFinite(code) ? code : UNEXPECTED_CODE;

  // Contextual code mapping first.
  if (context === 'deposit' && shown === 115) shown = 108;
  if (context === 'completeAccount') {
    if (shown === 104) shown = 196;
    else if (!isKnownCode(shown)) shown = 180;
  }
  if (!isKnownCode(shown)) shown = UNEXPECTED_CODE;

  const message: ErrorMessage = { keys: [catalogueKey(shown)], values: {}, variant: 'error', code: shown };

  if (context === 'passwordChange') {
    if (shown === 109) message.keys = [CONTEXT_KEYS.wrongOldPassword];
    if (shown === 104) message.keys = [CONTEXT_KEYS.invalidPassword];
  }

  // Cool-off is confirmed with the password alone: 109 means that password.
  if (context === 'coolOff' && shown === 109) message.keys = [CONTEXT_KEYS.wrongPassword];
  // The forgotten-password request asks for the email and the birth date only: 109 means the birth date.
  if (context === 'forgotPassword' && shown === 109) message.keys = [CONTEXT_KEYS.wrongBirthDate];

  if (shown === 117) {
    const limit = paymentLimit(safeParams);
    if (limit) {
      message.keys.push(CONTEXT_KEYS[limit.kind]);
      message.values.amount = formatMoney(limit.amount as number | string);
    }
  }

  if (context === 'withdrawInit' && WITHDRAW_INIT_EXTRA_CODES.has(shown)) {
    message.keys.push(CONTEXT_KEYS.withdrawInitFailed);
  }

  // 210 with an end time is a suspension until then, not an account waiting for activation.
  const suspendedUntil = shown === 210 ? formatLongDateTime(safeParams.expireTimestamp, locale) : '';
  if (suspendedUntil) {
    message.keys = [CONTEXT_KEYS.suspendedUntil];
    message.values.date = suspendedUntil;
    if (context === 'login') message.variant = 'notice';
  } else if (context === 'login' && LOGIN_NOTICE_CODES.has(shown)) {
    message.variant = 'notice';
    message.keys.push(CONTEXT_KEYS.activationHint);
    const date = formatLongDateTime(safeParams.expireTimestamp, locale);
    if (date) {
      message.keys.push(CONTEXT_KEYS.activationExpires);
      message.values.date = date;
    }
  }

  // A cool-off's refusal carries its end (params.endTime): the player is told until when.
  const coolOffEnd = shown === 217 ? formatLongDateTime(safeParams.endTime, locale) : '';
  if (coolOffEnd) {
    message.keys = [CONTEXT_KEYS.coolOffUntil];
    message.values.date = coolOffEnd;
  }

  // Phone and email checks show the HTTP status when the platform gave no product code.
  if ((context === 'phone' || context === 'email') && shown === UNEXPECTED_CODE && typeof safeParams.status === 'number') {
    message.keys = [CONTEXT_KEYS.httpStatus];
    message.values.status = safeParams.status;
  }

  return message;
}

/** The same for an API failure result ({errorCode, params}). */
export function errorMessageForFailure(
  failure: { errorCode?: number; params?: ErrorParamsInput },
  context: ErrorContext = 'default',
  locale = 'fi',
): ErrorMessage {
  return errorMessageKey(failure.errorCode, context, failure.params, locale);
}

export { ERROR_CATALOGUE };
