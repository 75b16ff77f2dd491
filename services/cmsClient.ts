/**
 * The one CMS client. Server side it calls the CMS directly (CMS_API_URL, default the platform's
 * /cms); in the browser it goes through the site's /api/cms rewrite. Only a 200 counts: any other
 * answer or a network failure gives null, so callers show an empty value and never catch
 * (docs/product/api.md). Data functions of pre-rendered pages that answer 404 for a missing item
 * use cmsGetOrThrow, which tells a missing item from a failed call.
 */
import { BROWSER_CMS_API_BASE, serverCmsApiUrl } from '@/lib/config/platform';
import { requestIdHeaders } from '@/lib/server/requestContext';
import type { ApiCallArgs, ApiPathOf, ApiPathParams, ApiQuery, ApiResponse } from '@/services/platform/types';
import { fillPath, loadAxios } from '@/services/playerClient';

const CMS_TIMEOUT_MS = 4000;
/** The contract names the CMS's paths under the platform's /cms; the CMS base already ends there. */
const CMS_PREFIX = '/cms';

function cmsBaseUrl(): string {
  return typeof window === 'undefined' ? serverCmsApiUrl() : BROWSER_CMS_API_BASE;
}

/** The CMS paths of the contract ('/cms/games', '/cms/blogs/{slug}'...). */
export type CmsPath = Extract<ApiPathOf<'get'>, `${typeof CMS_PREFIX}/${string}`>;
/** The answer of a CMS path. */
export type CmsAnswer<P extends CmsPath> = ApiResponse<P, 'get'>;
/** The arguments of a CMS call after its path: the query, then `{ path }` values of a templated path. */
export type CmsArgs<P extends CmsPath> = P extends unknown
  ? ApiCallArgs<ApiQuery<P, 'get'>, ApiPathParams<P, 'get'>, Record<never, never>>
  : never;

type CmsQuery = Record<string, string | number | boolean | undefined>;
type CmsOptions = { path?: Readonly<Record<string, string | number>> };

/**
 * GET a CMS path of the contract, e.g. cmsGet('/cms/blogs', { lang, page }) or
 * cmsGet('/cms/blogs/{slug}', { lang }, { path: { slug } }): the body of a 200 answer, else null.
 * Never throws.
 */
export function cmsGet<P extends CmsPath>(path: P, ...args: CmsArgs<P>): Promise<CmsAnswer<P> | null>;
export async function cmsGet(path: string, query?: CmsQuery, options?: CmsOptions): Promise<unknown> {
  try {
    return await getFromCms(path, query, options);
  } catch {
    return null;
  }
}

/** The CMS did not answer (network failure, timeout, or an answer other than 200 and 404). */
export class CmsUnavailableError extends Error {}

/**
 * GET a CMS path for a pre-rendered page that must not be built from a failure: the body of a 200
 * answer, null for a 404, and a thrown CmsUnavailableError otherwise. Thrown in a page's data
 * function, Next keeps serving the page's last good copy (or answers 500 once) instead of caching
 * "not found" for a whole revalidation period.
 */
export function cmsGetOrThrow<P extends CmsPath>(path: P, ...args: CmsArgs<P>): Promise<CmsAnswer<P> | null>;
export function cmsGetOrThrow(path: string, query?: CmsQuery, options?: CmsOptions): Promise<unknown> {
  return getFromCms(path, query, options);
}

/**
 * The call itself: the contract path without its /cms prefix, under the CMS base. (Not a client
 * function of the contract test: its paths are checked at the callers.)
 */
async function getFromCms(contractPath: string, params: CmsQuery | undefined, options: CmsOptions = {}): Promise<unknown> {
  const cmsPath = fillPath(contractPath.startsWith(`${CMS_PREFIX}/`) ? contractPath.slice(CMS_PREFIX.length) : contractPath, options.path);
  try {
    const { default: axios } = await loadAxios();
    const response = await axios.get<unknown>(cmsPath, {
      baseURL: cmsBaseUrl(),
      params,
      // On the server, the id of the request being rendered: the platform's log lines carry it too.
      headers: requestIdHeaders(),
      timeout: CMS_TIMEOUT_MS,
      validateStatus: (status) => status === 200 || status === 404,
    });
    return response.status === 200 ? (response.data ?? null) : null;
  } catch (error) {
    throw new CmsUnavailableError(`CMS ${cmsPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A page of a paged CMS list as the site shows it: at least page 1 of 1 (the platform answers
 * pageCount 0 for an empty list).
 */
export function asPage<T extends { page: number; pageCount: number }>(value: T | null): T | null {
  if (!value) return null;
  return { ...value, pageCount: Math.max(1, value.pageCount || 1), page: Math.max(1, value.page || 1) };
}
