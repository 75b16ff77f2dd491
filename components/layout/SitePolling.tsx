import { useSitePolling } from '@/store';
import { useMaintenance } from './useMaintenance';

/**
 * The layout's polling: maintenance (every visitor) and the logged-in tasks of
 * docs/product/constants.md (limits 5 s, balance 10 s, recent games and favourites 60 s). Its
 * first checks run after hydration anyway, so the layout loads it on demand with the scheduler.
 */
export function SitePolling() {
  useMaintenance();
  useSitePolling();
  return null;
}
