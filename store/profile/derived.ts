/**
 * The profile's memoised selectors (Redux Toolkit's createSelector), apart from ./selectors.ts so
 * that the components of every first paint, which read plain fields, do not bring the toolkit.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../types';
import type { TrueLimit } from '@/lib/limits/types';

/** Limits whose raise or removal waits for the player's confirmation (the loss-limit modal). */
export const selectLimitsToConfirm = createSelector([(state: RootState) => state.profile.trueLimits], (trueLimits): TrueLimit[] =>
  (trueLimits ?? []).filter((limit) => limit.increasingToBeConfirmed === true),
);
