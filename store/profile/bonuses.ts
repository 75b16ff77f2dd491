/**
 * Bonus thunks (docs/product/data.md "Profile state": freeSpins, campaigns,
 * bonusWheelSpins, bonusGameRewards, loyalty), the wheel's spin and its prize, and the gold rush. Free spins are polled every 10 s and the wheel and
 * campaigns every 60 s while logged in (store/loggedInTasks.ts); the badges read the counts here.
 * Each fetch keeps the previous value on failure (./slice.ts), logs out on 115 and never rejects.
 */
import type { Locale } from '@/lib/routes';
import { createAppAsyncThunk, handleAuthError } from '../thunk';

/** The bonus calls, loaded when the first of these thunks runs (not with the slice, which every page using a thunk loads). */
const bonusesApi = () => import('@/services/bonuses/api');
import { fetchBalance } from './wallet';

/** The page's language when a poll has none to hand (the document's lang, else Finnish). */
function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'et' || lang === 'en' ? lang : 'fi';
}

/** GET /player/bonuses/freeSpins?page (the page shown, else 1). */
export const fetchFreeSpins = createAppAsyncThunk('bonuses/fetchFreeSpins', async (page: number | undefined, { dispatch, getState }) => {
  const wanted = page ?? getState().profile.freeSpins?.page ?? 1;
  return handleAuthError(await (await bonusesApi()).getFreeSpins(typeof wanted === 'number' ? wanted : 1), dispatch);
});

/** GET /campaigns/depositCampaigns (titles in the page's language). */
export const fetchCampaigns = createAppAsyncThunk('bonuses/fetchCampaigns', async (locale: Locale | undefined, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).getDepositCampaigns(locale ?? documentLocale()), dispatch),
);

/** GET /bonuswheel/spin (the wheel badge). */
export const fetchBonusWheelSpins = createAppAsyncThunk('bonuses/fetchBonusWheelSpins', async (_: void, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).getWheelState(), dispatch),
);

/** GET /bonus-game/rewards?t= */
export const fetchBonusGameRewards = createAppAsyncThunk('bonuses/fetchBonusGameRewards', async (_: void, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).getBonusGame(Date.now()), dispatch),
);

/** GET /player/loyalty */
export const fetchLoyalty = createAppAsyncThunk('bonuses/fetchLoyalty', async (_: void, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).getLoyalty(), dispatch),
);

/** Cancel a free-spin bonus, then page 1 of the list again (docs/product/flows.md). */
export const cancelFreeSpinBonus = createAppAsyncThunk('bonuses/cancelFreeSpins', async (freeSpinsBonusId: number, { dispatch }) => {
  const result = handleAuthError(await (await bonusesApi()).cancelFreeSpins(freeSpinsBonusId), dispatch);
  if (result.success) await dispatch(fetchFreeSpins(1));
  return result;
});

/** Convert loyalty points to cash; then the points and the balance again. */
export const convertLoyalty = createAppAsyncThunk('bonuses/convertLoyalty', async (pointAmount: number, { dispatch }) => {
  const result = handleAuthError(await (await bonusesApi()).convertLoyaltyPoints(pointAmount), dispatch);
  if (result.success) await Promise.all([dispatch(fetchLoyalty()), dispatch(fetchBalance())]);
  return result;
});

/** POST /bonuswheel/spin: the platform draws a prize, which waits in the wheel's state until it is collected (./slice.ts). */
export const spinBonusWheel = createAppAsyncThunk('bonuses/spinBonusWheel', async (_: void, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).spinWheel(), dispatch),
);

/** POST /bonuswheel/complete: the drawn prize is credited; then the balance, the wheel and the free spins again. */
export const collectBonusWheelPrize = createAppAsyncThunk('bonuses/collectBonusWheelPrize', async (reference: string, { dispatch }) => {
  const result = handleAuthError(await (await bonusesApi()).completeWheel(reference), dispatch);
  if (result.success) {
    void dispatch(fetchBalance());
    void dispatch(fetchBonusWheelSpins());
    void dispatch(fetchFreeSpins(1));
  }
  return result;
});

/** GET /gold-rush/progress?t=: this week's gold rush (the gold rush page's own). */
export const fetchGoldRush = createAppAsyncThunk('bonuses/fetchGoldRush', async (_: void, { dispatch }) =>
  handleAuthError(await (await bonusesApi()).getGoldRush(Date.now()), dispatch),
);
