/**
 * The store's root reducer: the layout's `app` state and the `profile` slot. The profile slice
 * (store/profile/slice.ts, a Redux Toolkit slice built with immer) injects its reducer here when
 * it is first imported; until then the slot only keeps its initial or preloaded state, so the
 * first paint needs neither the slice nor Redux Toolkit (in Turbopack's build any import of the
 * toolkit brings immer and reselect, which is why this is plain Redux, not combineSlices).
 */
import { combineReducers, type Reducer, type UnknownAction } from 'redux';
import { appReducer } from './layout';
import { initialProfileState, type ProfileState } from './profile/state';

/** The profile slot before the slice is injected: no action of the slice can exist yet. */
const initialProfileReducer: Reducer<ProfileState> = (state = initialProfileState()) => state;

const combine = (profile: Reducer<ProfileState>) => combineReducers({ app: appReducer, profile });
let combined = combine(initialProfileReducer);

export type RootState = ReturnType<typeof combined>;

/** One reducer for every store; its profile part is swapped once, by the slice's module. */
export function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  return combined(state, action);
}

export function injectProfileReducer(reducer: Reducer<ProfileState>): void {
  combined = combine(reducer);
}
