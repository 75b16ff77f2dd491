/**
 * The game launch (docs/product/flows.md "Game page"), as a plain thunk (no Redux Toolkit): a
 * visitor's demo needs none of the profile's code. A real-money launch needs the session, and its
 * answer passes the 115 rule (./authError.ts).
 */
import type { ApiResult } from '@/lib/apiResult';
import type { GameLaunch, LaunchMode } from '@/lib/games/types';
import type { Locale } from '@/lib/routes';
import { launchGame as launch } from '@/services/games/api';
import { handleAuthError } from './authError';
import type { AppDispatch } from './types';

/** GET /game/real/{id} (session) or /game/demo/{id}; 131 unknown or no demo, 132 disabled. */
export const launchGame =
  (gameId: number, mode: LaunchMode, lang: Locale) =>
  async (dispatch: AppDispatch): Promise<ApiResult<GameLaunch>> => {
    return handleAuthError(await launch(gameId, mode, lang), dispatch);
  };
