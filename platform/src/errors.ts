/**
 * Error catalogue of docs/product/errors.md and the error type every platform failure goes through.
 * Every failure answers `{success: false, error, errorCode, params?}` with an HTTP 4xx/5xx status
 * (docs/architecture.md).
 */

export const ErrorCode = {
  UNEXPECTED: 100,
  BAD_CREDENTIALS: 104,
  BAD_CREDENTIALS_107: 107,
  COUNTRY_BLOCKED: 108,
  AUTHENTICATION_ERROR: 109,
  BAD_CREDENTIALS_110: 110,
  USER_FROZEN: 111,
  NOT_ACTIVATED: 114,
  NOT_LOGGED_IN: 115,
  PAYMENT_AMOUNT: 117,
  PAYMENT_PROVIDER: 119,
  NEGATIVE_BALANCE: 121,
  GAMING_LIMIT_REACHED: 122,
  ADD_PAYMENT_DETAILS: 125,
  WITHDRAWAL_BLOCKED: 127,
  PAYMENT_NOT_ALLOWED: 129,
  GAME_NOT_FOUND: 131,
  GAME_DISABLED: 132,
  TERMS_NOT_ACCEPTED: 155,
  DOCUMENT_UPLOAD_FAILURE: 160,
  DUPLICATE_DATA: 180,
  EMAIL_NOT_FOUND: 181,
  ACTIVATION_CODE_NOT_FOUND: 183,
  FIELD_VALIDATION: 195,
  FIELD_VALIDATION_196: 196,
  ACTIVATION_CODE_USED: 209,
  USER_NOT_ACTIVE: 210,
  PASSWORDS_MISMATCH: 213,
  TERMS_NOT_ACCEPTED_214: 214,
  TERMS_NOT_ACCEPTED_215: 215,
  COOL_OFF_CLOSED: 217,
  EMAIL_NOT_VERIFIED: 219,
  PEP_FAILURE: 231,
  TRANSACTIONS_BLOCKED: 232,
  SOURCE_OF_FUNDS: 234,
  RISK_BLOCKED: 235,
  FIRST_DEPOSIT_LOCK: 237,
  SELF_EXCLUSION: 238,
  SELF_EXCLUSION_NOT_REACHABLE: 258,
  AML_BLOCKED: 260,
  IDEMPOTENCY_KEY_REUSED: 262,
  TOO_MANY_REQUESTS: 429,
  TEMPORARILY_UNAVAILABLE: 503,
  PASSWORD_TOO_SHORT: 1001,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default English message and HTTP status per code. */
export const ERROR_DEFAULTS: Record<ErrorCodeValue, { message: string; status: number }> = {
  100: { message: 'Unexpected error', status: 500 },
  104: { message: 'Invalid email or password', status: 401 },
  107: { message: 'Invalid email or password', status: 401 },
  108: { message: 'Access from this country or IP address is blocked', status: 403 },
  109: { message: 'Authentication failed', status: 401 },
  110: { message: 'Invalid email or password', status: 401 },
  111: { message: 'The account is frozen', status: 403 },
  114: { message: 'The account is not activated', status: 403 },
  115: { message: 'Not logged in', status: 401 },
  117: { message: 'Payment amount is out of range', status: 400 },
  119: { message: 'Payment provider error', status: 502 },
  121: { message: 'Insufficient balance', status: 409 },
  122: { message: 'Gaming limit reached', status: 403 },
  125: { message: 'Add payment details first', status: 409 },
  127: { message: 'Withdrawal is blocked', status: 403 },
  129: { message: 'Payment is not allowed', status: 403 },
  131: { message: 'Game not found', status: 404 },
  132: { message: 'Game is disabled', status: 403 },
  155: { message: 'Terms and conditions not accepted', status: 400 },
  160: { message: 'Document upload failed', status: 400 },
  180: { message: 'Duplicate data', status: 409 },
  181: { message: 'Email not found', status: 404 },
  183: { message: 'Activation code not found', status: 404 },
  195: { message: 'Field validation failed', status: 400 },
  196: { message: 'Field validation failed', status: 400 },
  209: { message: 'Activation code already used', status: 409 },
  210: { message: 'The user is not active', status: 403 },
  213: { message: 'Passwords do not match', status: 400 },
  214: { message: 'Terms and conditions not accepted', status: 400 },
  215: { message: 'Privacy policy not accepted', status: 400 },
  217: { message: 'Cool-off period in effect', status: 403 },
  219: { message: 'Email not verified', status: 403 },
  231: { message: 'PEP check failed', status: 403 },
  232: { message: 'Transactions are blocked', status: 403 },
  234: { message: 'Provide source of funds', status: 403 },
  235: { message: 'Blocked by risk check', status: 403 },
  237: { message: 'First deposit lock in effect', status: 403 },
  238: { message: 'Self-exclusion in effect', status: 403 },
  258: { message: 'Self-exclusion service not reachable', status: 503 },
  260: { message: 'Blocked by AML check', status: 403 },
  262: { message: 'The idempotency key was already used for a different request', status: 422 },
  429: { message: 'Too many requests', status: 429 },
  503: { message: 'Temporarily unavailable, please try again shortly', status: 503 },
  1001: { message: 'Password is too short', status: 400 },
};

export type ErrorParams = Record<string, unknown>;

export interface ErrorBody {
  success: false;
  error: string;
  errorCode: number;
  params?: ErrorParams;
}

export class AppError extends Error {
  readonly errorCode: ErrorCodeValue;
  readonly status: number;
  readonly params?: ErrorParams;

  constructor(errorCode: ErrorCodeValue, message?: string, options: { status?: number; params?: ErrorParams } = {}) {
    const defaults = ERROR_DEFAULTS[errorCode];
    super(message ?? defaults.message);
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.status = options.status ?? defaults.status;
    this.params = options.params;
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { success: false, error: this.message, errorCode: this.errorCode };
    if (this.params && Object.keys(this.params).length > 0) body.params = this.params;
    return body;
  }

  /** 400 / 195: a field failed validation; params name the field. */
  static validation(field: string, message?: string, params: ErrorParams = {}): AppError {
    return new AppError(ErrorCode.FIELD_VALIDATION, message ?? `Invalid value for field ${field}`, {
      status: 400,
      params: { field, ...params },
    });
  }

  /** 400 / 100: a request that cannot be read at all (malformed body, wrong content type). */
  static badRequest(message: string): AppError {
    return new AppError(ErrorCode.UNEXPECTED, message, { status: 400 });
  }

  static forbidden(message: string): AppError {
    return new AppError(ErrorCode.UNEXPECTED, message, { status: 403 });
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(ErrorCode.UNEXPECTED, message, { status: 404 });
  }
}
