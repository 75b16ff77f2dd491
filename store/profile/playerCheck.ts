/**
 * The page load's player check (docs/product/flows.md "Login status"). GET /session/status first,
 * so that an anonymous visit learns "nobody is logged in" from a 200 instead of a 401 (which the
 * browser logs as a console error). Only a live session (or one whose status cannot be read)
 * loads the profile (./index.ts: its thunks and slice, Redux Toolkit and immer) to GET /player:
 * a visitor's pages run none of them. The profile state starts logged out, so an anonymous visit
 * only marks the first player load finished. `beforePlayer` (the app's other namespaces) is
 * awaited only for a live session, before its parts render.
 */
import { getSessionStatus } from '@/services/account/player';
import type { AppDispatch } from '../types';
import { setPlayerLoadFinished } from '../layout';
import type { Player } from '@/lib/account/types';

export const loadPlayer =
  (beforePlayer?: () => Promise<unknown>) =>
  async (dispatch: AppDispatch): Promise<Player | null> => {
    const status = await getSessionStatus();
    if (status.success && !status.data.loggedIn) {
      dispatch(setPlayerLoadFinished(true));
      return null;
    }
    const [{ fetchPlayer }] = await Promise.all([import('./index'), beforePlayer?.().catch(() => undefined)]);
    return dispatch(fetchPlayer()).unwrap();
  };
