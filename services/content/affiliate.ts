/** The welcome banner's affiliate, as the browser asks the site's own route for it. */
import { SITE_API_BASE } from '@/lib/config/platform';
import { loadAxios } from '@/services/playerClient';
import type { Affiliate } from '@/lib/content/types';

/**
 * The affiliate by reference or slug from /api/site/affiliate (pages/api/site/affiliate.ts), whose
 * messages the site's server has sanitised; null when unknown or when the call failed. Never throws.
 */
export async function fetchAffiliate(reference: string): Promise<Affiliate | null> {
  try {
    const { default: axios } = await loadAxios();
    const response = await axios.get<Affiliate>(`${SITE_API_BASE}/affiliate`, {
      params: { reference },
      validateStatus: (status) => status === 200,
    });
    return response.data ?? null;
  } catch {
    return null;
  }
}
