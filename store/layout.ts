/**
 * The layout's state (the app slice): whether the first player load has finished (login redirects
 * wait for it), the loading-screen flags, maintenance and service disruption, dismissed banners;
 * and its selectors.
 */
import type { SanitizedHtml } from '@/lib/html/safe';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from './index';

const DEFAULT_MAINTENANCE_LOGO = { width: 200, height: 57 } as const;

/** Messages per language (fi, et, en; en is the fallback). Values may be rich text (HTML). */
type LocalizedMessages = Partial<Record<string, SanitizedHtml>>;

interface MaintenanceState {
  active: boolean;
  messages: LocalizedMessages;
  logo: { width: number; height: number };
}

interface ServiceDisruptionState {
  active: boolean;
  messages: LocalizedMessages;
}

export interface AppState {
  /** The first player load has finished (whatever its outcome). */
  playerLoadFinished: boolean;
  /** Loading-screen flags by name; the screen hides when all are false. */
  loading: Record<string, boolean>;
  maintenance: MaintenanceState;
  serviceDisruption: ServiceDisruptionState;
  /** Ids of banners the player has closed, e.g. 'maintenance-fi'. */
  dismissedBanners: string[];
  /** A login flow is running: the anonymous-only redirect waits so that the flow decides where to go. */
  authFlowActive: boolean;
  /** The deposit dialog is open (header and balance-bar button, a game the balance cannot cover). */
  depositOpen: boolean;
}

export function initialAppState(): AppState {
  return {
    playerLoadFinished: false,
    loading: {},
    maintenance: { active: false, messages: {}, logo: { ...DEFAULT_MAINTENANCE_LOGO } },
    serviceDisruption: { active: false, messages: {} },
    dismissedBanners: [],
    authFlowActive: false,
    depositOpen: false,
  };
}

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    setPlayerLoadFinished(state, action: PayloadAction<boolean | undefined>) {
      state.playerLoadFinished = action.payload ?? true;
    },
    setLoadingFlag(state, action: PayloadAction<{ key: string; loading: boolean }>) {
      state.loading[action.payload.key] = action.payload.loading;
    },
    setMaintenance(state, action: PayloadAction<Partial<MaintenanceState>>) {
      const { logo, ...rest } = action.payload;
      Object.assign(state.maintenance, rest);
      if (logo) state.maintenance.logo = { ...DEFAULT_MAINTENANCE_LOGO, ...logo };
    },
    setServiceDisruption(state, action: PayloadAction<Partial<ServiceDisruptionState>>) {
      Object.assign(state.serviceDisruption, action.payload);
    },
    setAuthFlowActive(state, action: PayloadAction<boolean>) {
      state.authFlowActive = action.payload;
    },
    setDepositOpen(state, action: PayloadAction<boolean>) {
      state.depositOpen = action.payload;
    },
    dismissBanner(state, action: PayloadAction<string>) {
      if (!state.dismissedBanners.includes(action.payload)) state.dismissedBanners.push(action.payload);
    },
  },
});

export const { setPlayerLoadFinished, setLoadingFlag, setMaintenance, setServiceDisruption, dismissBanner, setAuthFlowActive, setDepositOpen } =
  appSlice.actions;
export const appReducer = appSlice.reducer;

export const selectPlayerLoadFinished = (state: RootState) => state.app.playerLoadFinished;
export const selectDepositOpen = (state: RootState) => state.app.depositOpen;
/** True while any loading-screen flag is set. */
export const selectIsLoading = (state: RootState) => Object.values(state.app.loading).some(Boolean);
export const selectMaintenance = (state: RootState) => state.app.maintenance;
export const selectServiceDisruption = (state: RootState) => state.app.serviceDisruption;
