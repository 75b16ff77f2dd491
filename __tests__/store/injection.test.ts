/**
 * The first-paint store carries no profile slice: the profile part keeps its initial or preloaded
 * state until store/profile/slice.ts is imported, which injects the slice's reducer. This file
 * must not import the slice (or a thunk module) statically.
 */
import { initialProfileState, makeStore, selectIsLoggedIn, setDepositOpen } from '@/store';

describe('profile slice injection', () => {
  it('keeps the preloaded profile state until the slice loads, then the slice handles its actions', async () => {
    const store = makeStore({ profile: { ...initialProfileState(), isLoggedIn: true } });
    store.dispatch(setDepositOpen(true));
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(store.getState().app.depositOpen).toBe(true);

    const { setLoggedOut, setSessionTimer } = await import('@/store/profile/slice');
    store.dispatch(setSessionTimer('5'));
    expect(store.getState().profile.sessionTimer).toBe('5');
    store.dispatch(setLoggedOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    // The layout's state went through the injection unchanged.
    expect(store.getState().app.depositOpen).toBe(true);
  });
});
