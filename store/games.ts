/**
 * A visitor's game launch (docs/product/flows.md "Game page"), as a plain thunk: a demo needs no
 * session, so it needs neither the 115 rule nor any of the profile's code. A player's real-money
 * launch is the profile's (store/profile/games.ts).
 */
import type { Locale } from '@/lib/routes';
import { launchGame } from '@/services/games/api';

/** GET /game/demo/{id}; 131 unknown or no demo, 132 disabled. */
export const launchDemoGame = (gameId: number, lang: Locale) => async () => launchGame(gameId, 'demo', lang);
