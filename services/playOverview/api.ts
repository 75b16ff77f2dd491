/** The player's overview of their play (docs/decisions.md#play-overview). */
import { playerGet, type RequestOptions } from '@/services/playerClient';
import type { OverviewPeriod } from '@/lib/playOverview/types';

/** GET /player/overview?period=: the default range of the period (the last 30 days, 12 weeks or 12 months). */
export function getPlayOverview(period: OverviewPeriod, options?: RequestOptions) {
  return playerGet('/player/overview', { period }, options);
}
