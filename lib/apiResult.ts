/**
 * What every platform call ends as (docs/product/api.md "How answers are handled"): the data, or
 * the product's error object. The player client (services/playerClient.ts) makes every answer
 * one of these; the store's thunks give them to the components.
 */

/** Extra values a failure carries (e.g. expireTimestamp, paymentLimit, status). */
export type ErrorParams = Record<string, unknown>;

/** The error object of docs/product/data.md: success, error, errorCode (default 100), params. */
export interface ApiFailure {
  success: false;
  error: string;
  errorCode: number;
  params: ErrorParams;
  /** HTTP status when the platform answered at all. */
  status?: number;
}

interface ApiSuccess<T> {
  success: true;
  data: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;
