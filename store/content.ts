/**
 * The CMS content a visitor's browser asks for itself, as a plain thunk (no Redux Toolkit): the
 * welcome banner's affiliate.
 */
import { DEFAULT_AFFILIATE_REFERENCE } from '@/lib/constants';
import type { Affiliate } from '@/lib/content/types';

/**
 * The affiliate of a reference (the visit's ?ref= or cookie), else the default affiliate; null
 * when neither is known or the calls failed. The call loads with the banner's first look-up.
 */
export const findAffiliate = (reference: string) => async (): Promise<Affiliate | null> => {
  const { fetchAffiliate } = await import('@/services/content/affiliate');
  return (
    (await fetchAffiliate(reference)) ??
    (reference !== DEFAULT_AFFILIATE_REFERENCE ? await fetchAffiliate(DEFAULT_AFFILIATE_REFERENCE) : null)
  );
};
