/**
 * Limits thunks (docs/product/flows.md "Limit update", "Loss-limit modal", "Cool-off"):
 * the limits view is polled; an action's answer updates only the entries of the kinds it was
 * about (./slice.ts, nothing when the list is absent); 115 logs out. Every thunk answers the
 * call's result and never rejects.
 */
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { selectLimitsToConfirm } from './derived';
import type { LossKind, LossLimitFields, TrueLimit } from '@/lib/limits/types';
import type { OverviewPeriod } from '@/lib/playOverview/types';

/** The limits calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads). */
const limitsApi = () => import('@/services/limits/api');
const overviewApi = () => import('@/services/playOverview/api');

/** GET /player/limits: the list, trueLimits and the interval. */
export const fetchLimits = createAppAsyncThunk('limits/fetch', async (_: void, { dispatch }) =>
  handleAuthError(await (await limitsApi()).getLimits(), dispatch),
);

/** GET /player/overview: the player's play by day, week or month, with the loss limits' used amounts. */
export const fetchPlayOverview = createAppAsyncThunk('limits/fetchPlayOverview', async (period: OverviewPeriod, { dispatch }) =>
  handleAuthError(await (await overviewApi()).getPlayOverview(period), dispatch),
);

export interface LossLimitChange {
  kind: LossKind;
  /** Whole euros. */
  amount?: number;
  autoRenew?: boolean;
}

/** POST /player/limit/loss for one kind: a new amount and/or autoRenew (off = removal). */
export const saveLossLimit = createAppAsyncThunk('limits/saveLoss', async (change: LossLimitChange, { dispatch }) => {
  const { FIELD_PREFIX, postLossLimits } = await limitsApi();
  const prefix = FIELD_PREFIX[change.kind];
  const fields: LossLimitFields = {};
  if (change.amount !== undefined) fields[`${prefix}Amount`] = change.amount;
  if (change.autoRenew !== undefined) fields[`${prefix}AutoRenew`] = change.autoRenew;
  return handleAuthError(await postLossLimits(fields), dispatch);
});

/** confirmNewLossLimits for the given kinds: their raises, or their removals. */
export const confirmLossLimits = createAppAsyncThunk(
  'limits/confirmKinds',
  async ({ kinds, removal }: { kinds: LossKind[]; removal: boolean }, { dispatch }) =>
    handleAuthError(await (await limitsApi()).confirmNewLossLimits(kinds, removal), dispatch),
);

/** cancelNewLossLimits for the given kinds: the limits in force stay. */
export const cancelLossLimits = createAppAsyncThunk('limits/cancelKinds', async (kinds: LossKind[], { dispatch }) =>
  handleAuthError(await (await limitsApi()).cancelNewLossLimits(kinds), dispatch),
);

export type ConfirmationOutcome = 'confirmed' | 'cancelled' | 'error';

const pendingKinds = (limits: TrueLimit[], removal: boolean): LossKind[] =>
  limits.filter((l) => (l.pendingRemoval === true) === removal).map((l) => l.kind);

/** Confirm every limit waiting for confirmation (raises, then removals). */
export const confirmPendingLimits = createAppAsyncThunk(
  'limits/confirm',
  async (_: void, { dispatch, getState }): Promise<ConfirmationOutcome> => {
    const waiting = selectLimitsToConfirm(getState());
    for (const removal of [false, true]) {
      const kinds = pendingKinds(waiting, removal);
      if (kinds.length === 0) continue;
      const result = await dispatch(confirmLossLimits({ kinds, removal })).unwrap();
      if (!result.success) return 'error';
    }
    return 'confirmed';
  },
);

/** Cancel every limit waiting for confirmation. */
export const cancelPendingLimits = createAppAsyncThunk(
  'limits/cancel',
  async (_: void, { dispatch, getState }): Promise<ConfirmationOutcome> => {
    const kinds = selectLimitsToConfirm(getState()).map((l) => l.kind);
    if (kinds.length === 0) return 'cancelled';
    const result = await dispatch(cancelLossLimits(kinds)).unwrap();
    return result.success ? 'cancelled' : 'error';
  },
);

/** POST player/limit/coolOff; 109 is a wrong password. */
export const startCoolOffPeriod = createAppAsyncThunk(
  'limits/coolOff',
  async ({ days, password }: { days: number; password: string }, { dispatch }) =>
    handleAuthError(await (await limitsApi()).startCoolOff(days, password), dispatch),
);

/** POST /player/limit/time: the reality-check interval (minutes, 0 = off). */
export const saveRealityCheckInterval = createAppAsyncThunk('limits/realityCheckInterval', async (minutes: number, { dispatch }) =>
  handleAuthError(await (await limitsApi()).setRealityCheckInterval(minutes), dispatch),
);

/** GET /player/limit/realityCheck/reset: the player saw the reality check; the count restarts. */
export const acknowledgeRealityCheck = createAppAsyncThunk('limits/realityCheckReset', async (_: void, { dispatch }) =>
  handleAuthError(await (await limitsApi()).resetRealityCheck(), dispatch),
);
