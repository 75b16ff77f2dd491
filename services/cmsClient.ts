/**
 * The one CMS client. Server side it calls the CMS directly (CMS_API_URL, default the platform's
 * /cms); in the browser it goes through the site's /api/cms rewrite. Only a 200 counts: any other
 * answer or a network failure gives null, so callers show an empty value and never catch
 * (docs/product/api.md).
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
    const { default: axios } = await loadAxios();
    const response = await axios.get<T>(path, {
      baseURL: cmsBaseUrl(),
      params,
      timeout: CMS_TIMEOUT_MS,
      validateStatus: (status) => status === 200,
    });
    return response.data ?? null;
  } catch {
    return null;
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
