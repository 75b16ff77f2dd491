/**
 * The one CMS client. Server side it calls the CMS directly (CMS_API_URL, default the platform's
 * /cms); in the browser it goes through the site's /api/cms rewrite. Only a 200 counts: any other
 * answer or a network failure gives null, so callers show an empty value and never catch
 * (docs/product/api.md). Data functions of pre-rendered pages that answer 404 for a missing item
 * use cmsGetOrThrow, which tells a missing item from a failed call.
 */
import { BROWSER_CMS_API_BASE, serverCmsApiUrl } from '@/lib/config/platform';
import { loadAxios } from '@/services/playerClient';

const CMS_TIMEOUT_MS = 4000;

function cmsBaseUrl(): string {
  return typeof window === 'undefined' ? serverCmsApiUrl() : BROWSER_CMS_API_BASE;
}

/** GET a CMS path; the body of a 200 answer, else null. Never throws. */
export async function cmsGet<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T | null> {
  try {
    return await getFromCms<T>(path, params);
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
export function cmsGetOrThrow<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T | null> {
  return getFromCms<T>(path, params);
}

/** The call itself (not a client function of the contract test: its paths are checked at the callers). */
async function getFromCms<T>(cmsPath: string, params?: Record<string, string | number | undefined>): Promise<T | null> {
  try {
    const { default: axios } = await loadAxios();
    const response = await axios.get<T>(cmsPath, {
      baseURL: cmsBaseUrl(),
      params,
      timeout: CMS_TIMEOUT_MS,
      validateStatus: (status) => status === 200 || status === 404,
    });
    return response.status === 200 ? (response.data ?? null) : null;
  } catch (error) {
    throw new CmsUnavailableError(`CMS ${cmsPath}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** One page of a paged CMS list. */
export interface Paged<T> {
  count: number;
  pageCount: number;
  page: number;
  items: T[];
}

export function asPaged<T>(value: unknown): Paged<T> | null {
  if (!isRecord(value) || !Array.isArray(value.items)) return null;
  return {
    count: Number(value.count) || 0,
    pageCount: Math.max(1, Number(value.pageCount) || 1),
    page: Math.max(1, Number(value.page) || 1),
    items: value.items as T[],
  };
}
