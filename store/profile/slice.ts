/**
 * The one slice of the player's state (docs/product/data.md "Profile state", docs/product/flows.md
 * login status); its state's shape and initial value are in ./state.ts. Its thunks live beside it,
 * one file per feature (account, wallet, games, transactions, bonuses, limits, settings), and
 * never import it: the slice imports them, and `extraReducers` says what each thunk's start,
 * answer and end do to the state. Its one plain action is the session timer's reset; a plain
 * action only tests would dispatch has no place here (__tests__/store/sliceActions.test.ts).
 *
 * The slice injects its reducer into the root reducer (store/rootReducer.ts) when this module is
 * first imported, which ./index.ts (where code outside the profile takes its thunks) does: the
 * player load after hydration, a login, a profile page. Until then the store keeps the initial
 * profile state, and a page's first-load JavaScript carries neither this slice nor Redux Toolkit
 * and immer.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { injectProfileReducer } from '../rootReducer';
import { setLoggedOut } from '../authError';
import { completeAccount, fetchActivity, logoutPlayer, requestPlayer, restoreSessionTimer, verifyEmail } from './account';
import {
  collectBonusWheelPrize,
  fetchBonusGameRewards,
  fetchBonusWheelSpins,
  fetchCampaigns,
  fetchFreeSpins,
  fetchLoyalty,
  spinBonusWheel,
} from './bonuses';
import { fetchFavourites, fetchRecentGames, toggleFavourite } from './games';
import {
  acknowledgeRealityCheck,
  cancelLossLimits,
  confirmLossLimits,
  fetchLimits,
  saveLossLimit,
  saveRealityCheckInterval,
  startCoolOffPeriod,
} from './limits';
import { confirmEmailChange, confirmEmailCode, confirmPhoneCode, fetchAvatar, saveAvatar, saveMarketing } from './settings';
import { DEFAULT_AVATAR, DEFAULT_SESSION_TIMER, initialProfileState, type ProfileResource, type ProfileState } from './state';
import { applyLimitsAnswer, clearPlayerData, mergePlayer } from './stateChanges';
import { fetchTransactionList } from './transactions';
import { fetchBalance } from './wallet';
import type { FavouriteGame } from '@/lib/games/types';
import type { DepositList, GameRoundList, TransactionKind, WithdrawalList } from '@/lib/transactions/types';

// Defined beside handleAuthError, which dispatches it; one of the slice's actions for its users.
export { setLoggedOut };

/** Pending and settled reducers: each resource's `xLoading` is true while the thunk runs. */
function loading(...resources: ProfileResource[]) {
  const flag = (value: boolean) => (state: ProfileState) => {
    for (const resource of resources) state[`${resource}Loading`] = value;
  };
  return { pending: flag(true), settled: flag(false) };
}

const LIST_RESOURCE = { deposits: 'deposits', withdraws: 'gameWithdraws', gameActions: 'gameTransactions' } as const satisfies Record<
  TransactionKind,
  ProfileResource
>;

/** A page of the list of `kind` (the answer is of the list asked for). */
function keepList(state: ProfileState, kind: TransactionKind, list: DepositList | WithdrawalList | GameRoundList): void {
  if (kind === 'deposits') state.deposits = list as DepositList;
  else if (kind === 'withdraws') state.gameWithdraws = list as WithdrawalList;
  else state.gameTransactions = list as GameRoundList;
}

const toFavourites = (games: FavouriteGame[]): FavouriteGame[] => games.map((game) => ({ ...game }));

const profileSlice = createSlice({
  name: 'profile',
  initialState: initialProfileState,
  reducers: {
    /** The session timer back to "no timer" once a session has ended (components/account/AccountLayer.tsx). */
    setSessionTimer(state, action: PayloadAction<string>) {
      state.sessionTimer = action.payload;
    },
  },
  // A fetch keeps the previous value on a failure; 115 has already logged out (store/thunk.ts).
  extraReducers: (builder) => {
    builder
      .addCase(setLoggedOut, clearPlayerData)
      // account: a player without a userId (or no answer) is logged out
      .addAsyncThunk(requestPlayer, {
        ...loading('player'),
        fulfilled: (state, { payload }) => {
          if (!payload) return clearPlayerData(state);
          state.player = payload;
          state.isLoggedIn = true;
        },
      })
      .addAsyncThunk(fetchActivity, {
        ...loading('playerActivity'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.playerActivity = payload.data;
        },
      })
      .addAsyncThunk(restoreSessionTimer, {
        fulfilled: (state, { payload }) => {
          state.sessionTimer = String(payload);
        },
      })
      .addAsyncThunk(verifyEmail, {
        fulfilled: (state, { payload }) => {
          if (payload.success && state.isLoggedIn) mergePlayer(state, { emailVerified: true });
        },
      })
      .addAsyncThunk(completeAccount, {
        fulfilled: (state, { payload }) => {
          if (payload.success) state.player = payload.data;
        },
      })
      .addAsyncThunk(logoutPlayer, {
        fulfilled: (state) => {
          clearPlayerData(state);
          state.sessionTimer = DEFAULT_SESSION_TIMER;
        },
      })
      // settings: the avatar is 1 when it cannot be loaded; a saved detail goes into the player record
      .addAsyncThunk(fetchAvatar, {
        ...loading('avatar'),
        fulfilled: (state, { payload }) => {
          state.avatar = payload.success ? payload.data.avatar : DEFAULT_AVATAR;
        },
      })
      .addAsyncThunk(saveAvatar, {
        fulfilled: (state, { payload }) => {
          if (payload.success) state.avatar = payload.data.avatar;
        },
      })
      .addAsyncThunk(saveMarketing, {
        fulfilled: (state, { payload }) => {
          if (payload.success) mergePlayer(state, { receiveEmail: payload.data.receiveEmail, receiveSms: payload.data.receiveSms });
        },
      })
      .addAsyncThunk(confirmEmailChange, {
        fulfilled: (state, { payload }) => {
          if (payload.success) mergePlayer(state, { email: payload.data.email, emailVerified: payload.data.emailVerified });
        },
      })
      .addAsyncThunk(confirmEmailCode, {
        fulfilled: (state, { payload }) => {
          if (payload.success) mergePlayer(state, { emailVerified: true });
        },
      })
      .addAsyncThunk(confirmPhoneCode, {
        fulfilled: (state, { payload, meta }) => {
          if (payload.success) mergePlayer(state, { phoneNumber: meta.arg.phoneNumber, phoneNumberVerified: true });
        },
      })
      // wallet
      .addAsyncThunk(fetchBalance, {
        ...loading('balance'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.balance = payload.data;
        },
      })
      // games: the favourite toggle answers the new list
      .addAsyncThunk(fetchFavourites, {
        ...loading('favourites'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.favourites = toFavourites(payload.data.games);
        },
      })
      .addAsyncThunk(toggleFavourite, {
        fulfilled: (state, { payload }) => {
          if (payload.success) state.favourites = toFavourites(payload.data.games);
        },
      })
      .addAsyncThunk(fetchRecentGames, {
        ...loading('recentGames'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.recentGames = payload.data.games;
        },
      })
      // transactions: one list per kind
      .addAsyncThunk(fetchTransactionList, {
        pending: (state, { meta }) => {
          state[`${LIST_RESOURCE[meta.arg.kind]}Loading`] = true;
        },
        fulfilled: (state, { payload, meta }) => {
          if (payload.success) keepList(state, meta.arg.kind, payload.data);
        },
        settled: (state, { meta }) => {
          state[`${LIST_RESOURCE[meta.arg.kind]}Loading`] = false;
        },
      })
      // bonuses
      .addAsyncThunk(fetchFreeSpins, {
        ...loading('freeSpins'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.freeSpins = payload.data.bonuses;
        },
      })
      .addAsyncThunk(fetchCampaigns, {
        ...loading('campaigns'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.campaigns = payload.data.campaigns;
        },
      })
      .addAsyncThunk(fetchBonusWheelSpins, {
        ...loading('bonusWheelSpins'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.bonusWheelSpins = payload.data;
        },
      })
      // the wheel: a drawn prize waits (pending) until it is collected
      .addAsyncThunk(spinBonusWheel, {
        fulfilled: (state, { payload }) => {
          if (!payload.success || !state.bonusWheelSpins) return;
          const { available_spins, prize, prizeIndex, reference } = payload.data;
          state.bonusWheelSpins.available_spins = available_spins;
          state.bonusWheelSpins.pending = { prize, prizeIndex, reference };
        },
      })
      .addAsyncThunk(collectBonusWheelPrize, {
        fulfilled: (state, { payload }) => {
          if (payload.success && state.bonusWheelSpins) state.bonusWheelSpins.pending = null;
        },
      })
      .addAsyncThunk(fetchBonusGameRewards, {
        ...loading('bonusGameRewards'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.bonusGameRewards = payload.data;
        },
      })
      .addAsyncThunk(fetchLoyalty, {
        ...loading('loyalty'),
        fulfilled: (state, { payload }) => {
          if (payload.success) state.loyalty = payload.data;
        },
      })
      // limits: the view replaces the list; an action's answer changes only the kinds it was about
      .addAsyncThunk(fetchLimits, {
        ...loading('limits', 'trueLimits'),
        fulfilled: (state, { payload }) => {
          if (!payload.success) return;
          state.limits = payload.data.limits;
          state.trueLimits = payload.data.trueLimits;
          state.realityCheckInterval = payload.data.realityCheckInterval;
        },
      })
      .addAsyncThunk(saveLossLimit, {
        fulfilled: (state, { payload, meta }) => applyLimitsAnswer(state, payload, [meta.arg.kind]),
      })
      .addAsyncThunk(confirmLossLimits, {
        fulfilled: (state, { payload, meta }) => applyLimitsAnswer(state, payload, meta.arg.kinds),
      })
      .addAsyncThunk(cancelLossLimits, {
        fulfilled: (state, { payload, meta }) => applyLimitsAnswer(state, payload, meta.arg),
      })
      .addAsyncThunk(startCoolOffPeriod, {
        fulfilled: (state, { payload }) => applyLimitsAnswer(state, payload, ['coolOff']),
      })
      .addAsyncThunk(saveRealityCheckInterval, {
        fulfilled: (state, { payload }) => applyLimitsAnswer(state, payload, ['realityCheck']),
      })
      .addAsyncThunk(acknowledgeRealityCheck, {
        fulfilled: (state, { payload }) => applyLimitsAnswer(state, payload, ['realityCheck']),
      });
  },
});

export const { setSessionTimer } = profileSlice.actions;

// Replaces the first-paint placeholder that only kept the initial (or preloaded) state.
injectProfileReducer(profileSlice.reducer);
