/**
 * The profile's memoised selectors (Redux Toolkit's createSelector), apart from ./selectors.ts so
 * that the components of every first paint, which read plain fields, do not bring the toolkit.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { PlayerGame } from '@/services/games/api';
import type { FavouriteGame } from '@/services/games/types';
import type { TrueLimit } from '@/services/limits/types';
import type { RootState } from '../index';

/** Favourites as whole games (entries without a slug are left out). */
export const selectFavouriteGames = createSelector([(state: RootState) => state.profile.favourites], (favourites): PlayerGame[] =>
  (favourites ?? []).filter((entry): entry is FavouriteGame & PlayerGame => typeof entry.slug === 'string' && typeof entry.id === 'number'),
);

/** Limits whose raise or removal waits for the player's confirmation (the loss-limit modal). */
export const selectLimitsToConfirm = createSelector([(state: RootState) => state.profile.trueLimits], (trueLimits): TrueLimit[] =>
  (trueLimits ?? []).filter((limit) => limit.increasingToBeConfirmed === true),
);
