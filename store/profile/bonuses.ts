/**
 * Bonus thunks (docs/product/data.md "Profile state": freeSpins, campaigns,
 * bonusWheelSpins, bonusGameRewards, loyalty). Free spins are polled every 10 s and the wheel and
 * campaigns every 60 s while logged in (store/polling.ts); the badges read the counts here.
 */
import type { Locale } from '@/lib/routes';
import { cancelFreeSpins, convertLoyaltyPoints, getBonusGame, getDepositCampaigns, getFreeSpins, getLoyalty, getWheelState } from '@/services/bonuses/api';
import type { ApiResult } from '@/services/playerClient';
import { createAppAsyncThunk, handleAuthError } from '../thunk';
import { fetchBalance } from './wallet';
import { setBonusGameRewards, setBonusWheelSpins, setCampaigns, setFreeSpins, setLoading, setLoyalty } from './slice';
import { type ProfileResource } from './state';


/** The page's language when a poll has none to hand (the document's lang, else Finnish). */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'et' || lang === 'en' ? lang : 'fi';
}

/** Runs a call with the resource's loading flag; 115 logs out. */
async function loading<T>(resource: ProfileResource, dispatch: Parameters<typeof handleAuthError>[1], call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  dispatch(setLoading({ resource, loading: true }));
  try {
    return handleAuthError(await call(), dispatch);
  } finally {
    dispatch(setLoading({ resource, loading: false }));
  }
}

/** GET /player/bonuses/freeSpins?page. Keeps the previous list on failure. Never rejects. */
export const fetchFreeSpins = createAppAsyncThunk('bonuses/fetchFreeSpins', async (page: number | undefined, { dispatch, getState }) => {
  const wanted = page ?? getState().profile.freeSpins?.page ?? 1;
  const result = await loading('freeSpins', dispatch, () => getFreeSpins(typeof wanted === 'number' ? wanted : 1));
  if (result.success) dispatch(setFreeSpins(result.data.bonuses));
  return result;
});

/** GET /campaigns/depositCampaigns (titles in the page's language). */
export const fetchCampaigns = createAppAsyncThunk('bonuses/fetchCampaigns', async (locale: Locale | undefined, { dispatch }) => {
  const result = await loading('campaigns', dispatch, () => getDepositCampaigns(locale ?? documentLocale()));
  if (result.success) dispatch(setCampaigns(result.data.campaigns));
  return result;
});

/** GET /bonuswheel/spin (the wheel badge). */
export const fetchBonusWheelSpins = createAppAsyncThunk('bonuses/fetchBonusWheelSpins', async (_: void, { dispatch }) => {
  const result = await loading('bonusWheelSpins', dispatch, () => getWheelState());
  if (result.success) dispatch(setBonusWheelSpins(result.data));
  return result;
});

/** GET /bonus-game/rewards?t= */
export const fetchBonusGameRewards = createAppAsyncThunk('bonuses/fetchBonusGameRewards', async (_: void, { dispatch }) => {
  const result = await loading('bonusGameRewards', dispatch, () => getBonusGame(Date.now()));
  if (result.success) dispatch(setBonusGameRewards(result.data));
  return result;
});

/** GET /player/loyalty */
export const fetchLoyalty = createAppAsyncThunk('bonuses/fetchLoyalty', async (_: void, { dispatch }) => {
  const result = await loading('loyalty', dispatch, () => getLoyalty());
  if (result.success) dispatch(setLoyalty(result.data));
  return result;
});

/** Cancel a free-spin bonus, then page 1 of the list again (docs/product/flows.md). */
export const cancelFreeSpinBonus = createAppAsyncThunk('bonuses/cancelFreeSpins', async (freeSpinsBonusId: number, { dispatch }) => {
  const result = handleAuthError(await cancelFreeSpins(freeSpinsBonusId), dispatch);
  if (result.success) await dispatch(fetchFreeSpins(1));
  return result;
});

/** Convert loyalty points to cash; then the points and the balance again. */
export const convertLoyalty = createAppAsyncThunk('bonuses/convertLoyalty', async (pointAmount: number, { dispatch }) => {
  const result = handleAuthError(await convertLoyaltyPoints(pointAmount), dispatch);
  if (result.success) await Promise.all([dispatch(fetchLoyalty()), dispatch(fetchBalance())]);
  return result;
});
