/**
 * Limits thunks (docs/product/flows.md "Limit update", "Loss-limit modal", "Cool-off"):
 * the limits view is polled; an action updates only the matching entry of the list (and does
 * nothing to the list when it is absent); 115 logs out.
 */
import {
  cancelNewLossLimits,
  confirmNewLossLimits,
  FIELD_PREFIX,
  getLimits,
  postLossLimits,
  resetRealityCheck,
  setRealityCheckInterval as postRealityCheckInterval,
  startCoolOff,
  type LimitKind,
  type LimitsView,
  type LossKind,
  type LossLimitFields,
  type TrueLimit,
} from '@/services/limits/api';
import type { ApiResult } from '@/services/playerClient';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import type { AppDispatch, RootState } from '../index';
import { selectLimitsToConfirm } from './derived';
import { setLimits, setLoading, setRealityCheckInterval, setTrueLimits, updateLimit } from './slice';




/** GET /player/limits: the list, trueLimits and the interval. Never rejects. */
export const fetchLimits = createAppAsyncThunk('limits/fetch', async (_: void, { dispatch }): Promise<ApiResult<LimitsView>> => {
  dispatch(setLoading({ resource: 'limits', loading: true }));
  dispatch(setLoading({ resource: 'trueLimits', loading: true }));
  try {
    const result = handleAuthError(await getLimits(), dispatch);
    if (result.success) {
      dispatch(setLimits(result.data.limits));
      dispatch(setTrueLimits(result.data.trueLimits));
      dispatch(setRealityCheckInterval(result.data.realityCheckInterval));
    }
    return result;
  } finally {
    dispatch(setLoading({ resource: 'limits', loading: false }));
    dispatch(setLoading({ resource: 'trueLimits', loading: false }));
  }
});

/**
 * The answer of an action, applied to the entries of `kinds` only (each replaced by the
 * platform's); trueLimits and the interval follow. Nothing when the list is absent.
 */
function applyAction(dispatch: AppDispatch, getState: () => RootState, result: ApiResult<LimitsView>, kinds: LimitKind[]): ApiResult<LimitsView> {
  handleAuthError(result, dispatch);
  if (!result.success || getState().profile.limits === null) return result;
  for (const kind of kinds) {
    const entry = result.data.limits.find((e) => e.kind === kind);
    const changes = entry ? { ...entry } : kind === 'realityCheck' ? { realityCheck: null } : null;
    if (changes) dispatch(updateLimit({ kind, changes }));
  }
  dispatch(setTrueLimits(result.data.trueLimits));
  dispatch(setRealityCheckInterval(result.data.realityCheckInterval));
  return result;
}

export interface LossLimitChange {
  kind: LossKind;
  /** Whole euros. */
  amount?: number;
  autoRenew?: boolean;
}

/** POST /player/limit/loss for one kind: a new amount and/or autoRenew (off = removal). */
export const saveLossLimit = createAppAsyncThunk('limits/saveLoss', async (change: LossLimitChange, { dispatch, getState }) => {
  const prefix = FIELD_PREFIX[change.kind];
  const fields: LossLimitFields = {};
  if (change.amount !== undefined) fields[`${prefix}Amount`] = change.amount;
  if (change.autoRenew !== undefined) fields[`${prefix}AutoRenew`] = change.autoRenew;
  return applyAction(dispatch, getState, await postLossLimits(fields), [change.kind]);
});

export type ConfirmationOutcome = 'confirmed' | 'cancelled' | 'error';

const pendingKinds = (limits: TrueLimit[], removal: boolean): LossKind[] =>
  limits.filter((l) => (l.pendingRemoval === true) === removal).map((l) => l.kind);

/** confirmNewLossLimits for every limit waiting for confirmation (raises, then removals). */
export const confirmPendingLimits = createAppAsyncThunk('limits/confirm', async (_: void, { dispatch, getState }): Promise<ConfirmationOutcome> => {
  const waiting = selectLimitsToConfirm(getState());
  for (const removal of [false, true]) {
    const kinds = pendingKinds(waiting, removal);
    if (kinds.length === 0) continue;
    const result = applyAction(dispatch, getState, await confirmNewLossLimits(kinds, removal), kinds);
    if (!result.success) return 'error';
  }
  return 'confirmed';
});

/** cancelNewLossLimits for every limit waiting for confirmation: the limits in force stay. */
export const cancelPendingLimits = createAppAsyncThunk('limits/cancel', async (_: void, { dispatch, getState }): Promise<ConfirmationOutcome> => {
  const kinds = selectLimitsToConfirm(getState()).map((l) => l.kind);
  if (kinds.length === 0) return 'cancelled';
  const result = applyAction(dispatch, getState, await cancelNewLossLimits(kinds), kinds);
  return result.success ? 'cancelled' : 'error';
});

/** POST player/limit/coolOff; 109 is a wrong password. */
export const startCoolOffPeriod = createAppAsyncThunk('limits/coolOff', async ({ days, password }: { days: number; password: string }, { dispatch, getState }) =>
  applyAction(dispatch, getState, await startCoolOff(days, password), ['coolOff']),
);

/** POST /player/limit/time: the reality-check interval (minutes, 0 = off). */
export const saveRealityCheckInterval = createAppAsyncThunk('limits/realityCheckInterval', async (minutes: number, { dispatch, getState }) =>
  applyAction(dispatch, getState, await postRealityCheckInterval(minutes), ['realityCheck']),
);

/** GET /player/limit/realityCheck/reset: the player saw the reality check; the count restarts. */
export const acknowledgeRealityCheck = createAppAsyncThunk('limits/realityCheckReset', async (_: void, { dispatch, getState }) =>
  applyAction(dispatch, getState, await resetRealityCheck(), ['realityCheck']),
);
