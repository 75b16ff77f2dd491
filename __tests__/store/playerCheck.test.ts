/**
 * The page load's player check loads the account thunks (the profile slice, Redux Toolkit and
 * immer) only for a live session: a visitor's pages never run them.
 */
import { makeStore } from '@/store';
import { loadPlayer } from '@/store/profile/playerCheck';
import { mockAnswer, server, setupPlatformServer } from '../msw/server';

const accountLoaded = jest.fn();
jest.mock('@/store/profile/account', () => {
  accountLoaded();
  return jest.requireActual('@/store/profile/account');
});

setupPlatformServer();

describe('loadPlayer: what an anonymous visit loads', () => {
  it('settles an anonymous visit without the account thunks, then loads them for a live session', async () => {
    server.use(mockAnswer('anonymousSession'));
    const visitor = makeStore();
    const namespaces = jest.fn(() => Promise.resolve());
    await visitor.dispatch(loadPlayer(namespaces));
    // A visitor's check waits for no translations either.
    expect(namespaces).not.toHaveBeenCalled();
    expect(visitor.getState().app.playerLoadFinished).toBe(true);
    expect(visitor.getState().profile.isLoggedIn).toBe(false);
    expect(accountLoaded).not.toHaveBeenCalled();

    server.use(mockAnswer('liveSession'));
    const player = makeStore();
    await player.dispatch(loadPlayer(namespaces));
    expect(accountLoaded).toHaveBeenCalled();
    expect(namespaces).toHaveBeenCalledTimes(1);
    expect(player.getState().app.playerLoadFinished).toBe(true);
  });
});
