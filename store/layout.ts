/**
 * The layout's state (the app slice): whether the first player load has finished (login redirects
 * wait for it), the loading-screen flags, maintenance and service disruption, dismissed banners;
 * and its selectors.
 */
import type { SanitizedHtml } from '@/lib/html/safe';
import type { UnknownAction } from 'redux';

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

/*
 * A plain reducer (new objects, no immer) and plain action creators: this state is part of every
 * first paint, and Redux Toolkit (createSlice, createAction) would bring itself and immer there.
 */
function actionOf<P>(type: string) {
  const create = (payload: P) => ({ type, payload });
  return Object.assign(create, { type, match: (action: UnknownAction): action is ReturnType<typeof create> => action.type === type });
}

export const setPlayerLoadFinished = actionOf<boolean>('app/setPlayerLoadFinished');
export const setLoadingFlag = actionOf<{ key: string; loading: boolean }>('app/setLoadingFlag');
export const setMaintenance = actionOf<Partial<MaintenanceState>>('app/setMaintenance');
export const setServiceDisruption = actionOf<Partial<ServiceDisruptionState>>('app/setServiceDisruption');
export const setAuthFlowActive = actionOf<boolean>('app/setAuthFlowActive');
export const setDepositOpen = actionOf<boolean>('app/setDepositOpen');
export const dismissBanner = actionOf<string>('app/dismissBanner');

export function appReducer(state: AppState = initialAppState(), action: UnknownAction): AppState {
  if (setPlayerLoadFinished.match(action)) return { ...state, playerLoadFinished: action.payload };
  if (setLoadingFlag.match(action)) return { ...state, loading: { ...state.loading, [action.payload.key]: action.payload.loading } };
  if (setMaintenance.match(action)) {
    const { logo, ...rest } = action.payload;
    return {
      ...state,
      maintenance: { ...state.maintenance, ...rest, ...(logo ? { logo: { ...DEFAULT_MAINTENANCE_LOGO, ...logo } } : {}) },
    };
  }
  if (setServiceDisruption.match(action)) return { ...state, serviceDisruption: { ...state.serviceDisruption, ...action.payload } };
  if (setAuthFlowActive.match(action)) return { ...state, authFlowActive: action.payload };
  if (setDepositOpen.match(action)) return { ...state, depositOpen: action.payload };
  if (dismissBanner.match(action) && !state.dismissedBanners.includes(action.payload)) {
    return { ...state, dismissedBanners: [...state.dismissedBanners, action.payload] };
  }
  return state;
}

/** The part of the root state these selectors read (the store's RootState is built from this module, so it cannot be imported here). */
type WithApp = { app: AppState };

export const selectPlayerLoadFinished = (state: WithApp) => state.app.playerLoadFinished;
export const selectDepositOpen = (state: WithApp) => state.app.depositOpen;
/** True while any loading-screen flag is set. */
export const selectIsLoading = (state: WithApp) => Object.values(state.app.loading).some(Boolean);
export const selectMaintenance = (state: WithApp) => state.app.maintenance;
export const selectServiceDisruption = (state: WithApp) => state.app.serviceDisruption;
