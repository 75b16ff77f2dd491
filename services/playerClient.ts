/**
 * The Player API client (docs/product/api.md, docs/architecture.md).
 *
 * Every answer is normalised here, so callers only ever see an {@link ApiResult}:
 * - HTTP 2xx with a body that has no `error` and no `success: false` → `{ success: true, data }`;
 * - `error` set, `success: false` or no body → a {@link ProductError} (errorCode default 100);
 * - HTTP 4xx/5xx → a ProductError from the platform's error body; HTTP 429 always has code 429;
 * - a thrown exception (network down, aborted) → `{ success: false, error: 'Unexpected error' }`.
 *
 * Feature modules (services/<feature>/*.ts) call {@link playerGet} / {@link playerPost} with a path
 * of the platform's OpenAPI document (services/platform/openapi.ts): the path types the query or
 * body the call takes and the answer it gives, so no call names its own wire types.
 */
import { playerApiBaseUrl } from '@/lib/config/platform';
import { requestIdHeaders } from '@/lib/server/requestContext';
import type { ApiFailure, ApiResult, ErrorParams } from '@/lib/apiResult';
import type { ApiCallArgs, ApiPathOf, ApiPathParams, ApiQuery, ApiRequestBody, ApiResponse } from '@/services/platform/types';
import type { AxiosInstance, AxiosResponse } from 'axios';

const UNEXPECTED_ERROR = 'Unexpected error';
const DEFAULT_ERROR_CODE = 100;
const TOO_MANY_REQUESTS = 429;

/** A failure the product knows about: the platform said no, or gave no usable answer. */
export class ProductError extends Error {
  readonly errorCode: number;
  readonly params: ErrorParams;
  readonly status?: number;

  constructor(message: string, errorCode: number = DEFAULT_ERROR_CODE, params: ErrorParams = {}, status?: number) {
    super(message);
    this.name = 'ProductError';
    this.errorCode = errorCode;
    this.params = params;
    this.status = status;
  }

  toResult(): ApiFailure {
    const failure: ApiFailure = { success: false, error: this.message, errorCode: this.errorCode, params: this.params };
    if (this.status !== undefined) failure.status = this.status;
    return failure;
  }
}

export interface PlayerClientOptions {
  baseURL?: string;
  /** Extra headers, e.g. the incoming Cookie header when rendering on the server. */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * axios loads with the first request: no page needs it to render, so it stays out of the
 * browser's first-load bundle (docs/decisions.md#client-bundle).
 */
let axiosModule: Promise<typeof import('axios')> | undefined;
export const loadAxios = () => (axiosModule ??= import('axios'));

export async function createPlayerClient(options: PlayerClientOptions = {}): Promise<AxiosInstance> {
  const { default: axios } = await loadAxios();
  const client = axios.create({
    baseURL: options.baseURL ?? playerApiBaseUrl(),
    // The session is an HttpOnly cookie: send it with every request (also cross-origin in dev).
    withCredentials: true,
    // fetch exists in browsers and Node 20; one adapter means one behaviour everywhere.
    adapter: 'fetch',
    timeout: options.timeoutMs ?? 20000,
    headers: { Accept: 'application/json', ...options.headers },
  });
  // A call made while the server renders a page carries that request's id (the platform logs it).
  if (typeof window === 'undefined') {
    client.interceptors.request.use((config) => {
      for (const [name, value] of Object.entries(requestIdHeaders())) config.headers.set(name, value);
      return config;
    });
  }
  return client;
}

let defaultClient: Promise<AxiosInstance> | undefined;

/** The shared client (created lazily so env is read at first use). */
function playerClient(): Promise<AxiosInstance> {
  defaultClient ??= createPlayerClient();
  return defaultClient;
}

/** Replace the shared client (tests, or SSR with the request's cookie). */
export function setPlayerClient(client: AxiosInstance | Promise<AxiosInstance> | undefined): void {
  defaultClient = client === undefined ? undefined : Promise.resolve(client);
}

/** An axios error with an HTTP answer (axios.isAxiosError's own test, without loading axios first). */
function axiosErrorResponse(error: unknown): { status: number; data: unknown } | undefined {
  if (!isRecord(error) || error.isAxiosError !== true || !isRecord(error.response)) return undefined;
  return error.response as { status: number; data: unknown };
}

type FieldValue = string | number | boolean | Blob | null | undefined | readonly (string | number | boolean | Blob)[];
export type FormFields = Record<string, FieldValue>;

/** POST bodies are multipart form data; undefined and null fields are left out. */
export function toFormData(fields: FormFields = {}): FormData {
  const form = new FormData();
  const append = (name: string, value: string | number | boolean | Blob) => {
    // A File keeps its own name; a bare Blob gets a neutral one (multipart needs a filename).
    if (value instanceof Blob) form.append(name, value, fileName(value));
    else form.append(name, String(value));
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) (value as readonly (string | number | boolean | Blob)[]).forEach((item) => append(name, item));
    else append(name, value as string | number | boolean | Blob);
  }
  return form;
}

function fileName(blob: Blob): string {
  const name = (blob as Partial<File>).name;
  return typeof name === 'string' && name ? name : 'blob';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || body === '';
}

function errorFromBody(body: Record<string, unknown>, status?: number): ProductError {
  const message = typeof body.error === 'string' && body.error ? body.error : UNEXPECTED_ERROR;
  const code = Number(body.errorCode);
  const errorCode = Number.isFinite(code) && code > 0 ? code : DEFAULT_ERROR_CODE;
  const params = isRecord(body.params) ? body.params : {};
  return new ProductError(message, errorCode, params, status);
}

/** Turn a 2xx response into its body, or throw the ProductError it stands for. */
function normaliseSuccess<T>(response: Pick<AxiosResponse, 'data' | 'status'>): T {
  const body: unknown = response.data;
  if (isEmptyBody(body)) throw new ProductError(UNEXPECTED_ERROR, DEFAULT_ERROR_CODE, {}, response.status);
  if (isRecord(body) && ((body.error !== undefined && body.error !== null && body.error !== '') || body.success === false)) {
    throw errorFromBody(body, response.status);
  }
  return body as T;
}

/** Turn a non-2xx response into a ProductError; 429 is always code 429 (rate limited). */
export function normaliseFailure(status: number, body: unknown): ProductError {
  const error = isRecord(body) ? errorFromBody(body, status) : new ProductError(UNEXPECTED_ERROR, DEFAULT_ERROR_CODE, { status }, status);
  if (status === TOO_MANY_REQUESTS) {
    return new ProductError(error.message, TOO_MANY_REQUESTS, { ...error.params, status }, status);
  }
  if (!('status' in error.params)) return new ProductError(error.message, error.errorCode, { ...error.params, status }, status);
  return error;
}

/** Any thrown value to a failure result: product errors keep their code, the rest are unexpected. */
function toFailure(error: unknown): ApiFailure {
  if (error instanceof ProductError) return error.toResult();
  const response = axiosErrorResponse(error);
  if (response) return normaliseFailure(response.status, response.data).toResult();
  return { success: false, error: UNEXPECTED_ERROR, errorCode: DEFAULT_ERROR_CODE, params: {} };
}

export interface RequestOptions {
  client?: AxiosInstance;
  signal?: AbortSignal;
  /** The logout request itself, sent while other requests are held back (endSession). */
  endsSession?: boolean;
}

/**
 * Player requests still waiting for their answer. Logout waits for them first and sends nothing
 * new meanwhile: a poll answered after the session ended would be a 401 the browser logs as an
 * error.
 */
const inFlight = new Set<Promise<unknown>>();
let sessionEnding = false;
/** At most this long does logout wait for requests in flight. */
const LOGOUT_WAIT_MS = 3000;
const SESSION_ENDING: ApiFailure = { success: false, error: UNEXPECTED_ERROR, errorCode: DEFAULT_ERROR_CODE, params: {} };

async function send<T>(
  request: (client: AxiosInstance) => Promise<Pick<AxiosResponse, 'data' | 'status'>>,
  options: RequestOptions,
): Promise<ApiResult<T>> {
  if (sessionEnding && !options.endsSession) return SESSION_ENDING;
  const attempt = (async (): Promise<ApiResult<T>> => {
    try {
      const response = await request(options.client ?? (await playerClient()));
      return { success: true, data: normaliseSuccess<T>(response) };
    } catch (error) {
      return toFailure(error);
    }
  })();
  inFlight.add(attempt);
  try {
    return await attempt;
  } finally {
    inFlight.delete(attempt);
  }
}

/** Query parameters as axios sends them (undefined ones are left out). */
type QueryValues = Record<string, string | number | boolean | readonly (string | number | boolean)[] | undefined>;
type PathValues = Readonly<Record<string, string | number>>;

/**
 * A templated path with its values filled in, each URI-encoded: fillPath('/game/real/{id}',
 * { id: 7 }) is '/game/real/7'. The typed calls hand it values their callers' path type
 * ({@link ApiPathParams} of the path) checked.
 */
export function fillPath(template: string, values?: PathValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? encodeURIComponent(String(values[name])) : whole));
}

/** The arguments of a call of `path` after the path: the query (GET) or body (POST), then the options. */
export type PlayerGetArgs<P extends ApiPathOf<'get'>> = P extends unknown
  ? ApiCallArgs<ApiQuery<P, 'get'>, ApiPathParams<P, 'get'>, RequestOptions>
  : never;
export type PlayerPostArgs<P extends ApiPathOf<'post'>> = P extends unknown
  ? ApiCallArgs<ApiRequestBody<P, 'post'>, ApiPathParams<P, 'post'>, RequestOptions>
  : never;
type LooseOptions = RequestOptions & { path?: PathValues };

/**
 * GET a Player API path of the contract with its query, e.g. playerGet('/player/bonuses/freeSpins',
 * { page: 2 }) or playerGet('/game/real/{id}', { lang }, { path: { id } }); never throws.
 */
export function playerGet<P extends ApiPathOf<'get'>>(path: P, ...args: PlayerGetArgs<P>): Promise<ApiResult<ApiResponse<P, 'get'>>>;
export function playerGet(path: string, query?: QueryValues, options: LooseOptions = {}): Promise<ApiResult<unknown>> {
  const url = fillPath(path, options.path);
  return send((client) => client.get<unknown>(url, { params: query, signal: options.signal }), options);
}

/** POST the body of a Player API path of the contract as multipart form data; never throws. */
export function playerPost<P extends ApiPathOf<'post'>>(path: P, ...args: PlayerPostArgs<P>): Promise<ApiResult<ApiResponse<P, 'post'>>>;
export function playerPost(path: string, body?: object, options: LooseOptions = {}): Promise<ApiResult<unknown>> {
  const url = fillPath(path, options.path);
  // A money call's key also goes in the Idempotency-Key header: the front retries a call on
  // another platform instance only when it carries one (docs/decisions.md#front-retries).
  const key = (body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  const headers = typeof key === 'string' && key ? { 'Idempotency-Key': key } : undefined;
  // The contract types the body; its fields are the flat values form data carries.
  return send(
    (client) => client.post<unknown>(url, toFormData(body as FormFields | undefined), { signal: options.signal, headers }),
    options,
  );
}

/**
 * Ends the session with `logout` (a request marked `endsSession`) once the requests in flight have
 * their answers (bounded); other requests meanwhile answer a failure at once, without a call.
 */
export async function endSession<T>(logout: () => Promise<T>): Promise<T> {
  sessionEnding = true;
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([Promise.allSettled([...inFlight]), new Promise((resolve) => (timer = setTimeout(resolve, LOGOUT_WAIT_MS)))]);
    clearTimeout(timer);
    return await logout();
  } finally {
    sessionEnding = false;
  }
}

/** Unwrap a result or throw its ProductError (for thunks that prefer try/catch). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.success) return result.data;
  throw new ProductError(result.error, result.errorCode, result.params, result.status);
}
