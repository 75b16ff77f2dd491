/**
 * The player's overview of their play (GET /player/overview, docs/decisions.md#play-overview),
 * named from the platform's OpenAPI document (services/platform/openapi.ts).
 */
import type { ApiResponse } from '@/services/platform/types';
import type { LossKind } from '@/lib/limits/types';

export type PlayOverview = ApiResponse<'/player/overview', 'get'>;
export type OverviewPeriod = PlayOverview['period'];
/** One day, week or month of the range. */
export type PeriodFigures = PlayOverview['periods'][number];
export type OverviewTotals = PlayOverview['totals'];
export type OverviewLossLimit = PlayOverview['lossLimits'][number];

/** The periods a player can look at, in the switch's order. */
export const OVERVIEW_PERIODS = ['day', 'week', 'month'] as const satisfies readonly OverviewPeriod[];

/** The loss limit that counts over each period: its line is drawn on that period's loss chart. */
export const LOSS_KIND_OF_PERIOD = {
  day: 'dailyLoss',
  week: 'weeklyLoss',
  month: 'monthlyLoss',
} as const satisfies Record<OverviewPeriod, LossKind>;
