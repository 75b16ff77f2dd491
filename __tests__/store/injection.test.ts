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

    const { setLoggedOut, setBalance } = await import('@/store/profile/slice');
    store.dispatch(setBalance({ success: true, balance: 5, cash: 5, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 }));
    expect(store.getState().profile.balance?.balance).toBe(5);
    store.dispatch(setLoggedOut());
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().profile.balance).toBeNull();
    // The layout's state went through the injection unchanged.
    expect(store.getState().app.depositOpen).toBe(true);
  });
});
