/**
 * The one error catalogue (docs/product/errors.md): error code → translation key in the `errors`
 * namespace (locales/{fi,et,en}/errors.json). Codes sharing a meaning share a key.
 */

export const UNEXPECTED_CODE = 100;

export const ERROR_CATALOGUE = {
  100: 'unexpected',
  104: 'badCredentials',
  107: 'badCredentials',
  108: 'countryBlocked',
  109: 'detailsMismatch',
  110: 'badCredentials',
  111: 'userFrozen',
  114: 'notActivated',
  115: 'notLoggedIn',
  117: 'paymentAmount',
  119: 'paymentProvider',
  121: 'negativeBalance',
  122: 'gamingLimitReached',
  125: 'addPaymentDetails',
  127: 'withdrawalBlocked',
  129: 'paymentNotAllowed',
  131: 'gameNotFound',
  132: 'gameDisabled',
  155: 'termsNotAccepted',
  160: 'documentUploadFailed',
  180: 'duplicateData',
  181: 'emailNotFound',
  183: 'activationCodeNotFound',
  195: 'fieldValidation',
  196: 'fieldValidation',
  209: 'activationCodeUsed',
  210: 'userNotActive',
  213: 'passwordsMismatch',
  214: 'termsNotAccepted',
  215: 'termsNotAccepted',
  217: 'coolOffClosed',
  219: 'emailNotVerified',
  231: 'pepFailure',
  232: 'transactionsBlocked',
  234: 'sourceOfFunds',
  235: 'riskBlocked',
  237: 'firstDepositLock',
  238: 'selfExclusion',
  258: 'selfExclusionUnreachable',
  260: 'riskBlocked',
  262: 'idempotencyKeyReused',
  429: 'tooManyRequests',
  503: 'temporarilyUnavailable',
  1001: 'passwordTooShort',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export type CatalogueKey = (typeof ERROR_CATALOGUE)[ErrorCode];

/** Keys used only by the contextual rules. */
export const CONTEXT_KEYS = {
  wrongOldPassword: 'wrongOldPassword',
  wrongPassword: 'wrongPassword',
  invalidPassword: 'invalidPassword',
  maxAmount: 'maxAmount',
  minAmount: 'minAmount',
  withdrawInitFailed: 'withdrawInitFailed',
  activationHint: 'activationHint',
  activationExpires: 'activationExpires',
  suspendedUntil: 'suspendedUntil',
  coolOffUntil: 'coolOffUntil',
  wrongBirthDate: 'wrongBirthDate',
  httpStatus: 'httpStatus',
} as const;

/** Other messages of the namespace (docs/product/errors.md "Other messages"). */
const MESSAGE_KEYS = {
  updateFailed: 'updateFailed',
  updateSuccess: 'updateSuccess',
  marketingUpdateSuccess: 'marketing.updateSuccess',
  marketingUpdateFailed: 'marketing.updateFailed',
  fileTooLarge: 'fileTooLarge',
  httpStatus: 'httpStatus',
} as const;

/** Every key the locale files must have. */
export const ALL_ERROR_KEYS: string[] = Array.from(
  new Set<string>([...Object.values(ERROR_CATALOGUE), ...Object.values(CONTEXT_KEYS), ...Object.values(MESSAGE_KEYS)]),
);

export function isKnownCode(code: number): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, code);
}

/** The catalogue key of a code; any other code is the unexpected error. */
export function catalogueKey(code: number | null | undefined): CatalogueKey {
  return typeof code === 'number' && isKnownCode(code) ? ERROR_CATALOGUE[code] : ERROR_CATALOGUE[UNEXPECTED_CODE];
}

/**
 * Refusals that stand until the account's state changes (support, a limit's end): the player is not
 * offered to try again. 127 withdrawal blocked, 232 transactions blocked, 238 self-exclusion, the
 * holds a review lifts: 231 PEP, 235 risk, 260 AML, and the player's own limits: 122 a loss limit
 * reached, 217 a cool-off.
 */
const PERMANENT_REFUSALS: ReadonlySet<number> = new Set([122, 127, 217, 231, 232, 235, 238, 260]);

export function isPermanentRefusal(code: number | null | undefined): boolean {
  return typeof code === 'number' && PERMANENT_REFUSALS.has(code);
}
