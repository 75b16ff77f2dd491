/**
 * GET from the CMS (server side the platform's /cms directly, in the browser the /api/cms rewrite).
 * Only a 200 counts: any other answer or a network failure gives null (SPEC section 7).
 */
import axios from 'axios';
import { cmsBaseUrl } from '@/services/cms';

export async function cmsGet<T>(path: string, params?: Record<string, string | number | undefined>): Promise<T | null> {
  try {
    const response = await axios.get<T>(path, {
      baseURL: cmsBaseUrl(),
      params,
      timeout: 4000,
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

export function asPaged<T>(value: unknown): { count: number; pageCount: number; page: number; items: T[] } | null {
  if (!isRecord(value) || !Array.isArray(value.items)) return null;
  return {
    count: Number(value.count) || 0,
    pageCount: Math.max(1, Number(value.pageCount) || 1),
    page: Math.max(1, Number(value.page) || 1),
    items: value.items as T[],
  };
}
