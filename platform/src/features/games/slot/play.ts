import type { Db } from '../../../db/schema';
import { AppError, ErrorCode } from '../../../errors';
import { displayGameName } from '../displayName';
import type { RoundSteps } from '../rounds/steps';
import {
  SessionNotChecked,
  betCentsOf,
  checkBet,
  getLaunch,
  getRealLaunch,
  spinDemo,
  spinReal,
  type LaunchRow,
  type RealSpinInput,
  type SpinAnswer,
} from './service';

/**
 * What a game server (the sandbox slot) asks of the games feature for a launch token it was given:
 * the launch as its caller may use it, and a spin. A real-money launch answers only to the session
 * of the player who launched it: 115 without a session, 404 for anyone else, as for an unknown or
 * expired token.
 */

/** The caller's session, as the accounts feature reads it off a request (accounts' requestSession). */
export interface LaunchCaller {
  /** The caller's live session resolved the usual way (it may touch or end it); undefined: not logged in. */
  resolve(): Promise<{ playerId: number } | undefined>;
  /** Without a session cache: the session to check in the round's first read instead (spinReal's `session`). */
  inRound?: RealSpinInput['session'];
}

const unknownLaunch = () => AppError.notFound('Unknown or expired game launch');

/** The launching player's session, or 115 without one and 404 for another player's. */
async function launchingPlayer(caller: LaunchCaller, playerId: number): Promise<number> {
  const session = await caller.resolve();
  if (!session) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  if (session.playerId !== playerId) throw unknownLaunch();
  return playerId;
}

export interface OpenLaunch {
  launch: LaunchRow;
  /** The game's name as players see it; null when the game is gone. */
  gameName: string | null;
}

/** The launch of a token as its caller may use it (404 unknown or another player's, 115 without a session). */
export async function openLaunch(db: Db, token: string, caller: LaunchCaller, now: number): Promise<OpenLaunch> {
  const launch = await getLaunch(db, token, now);
  if (!launch) throw unknownLaunch();
  if (launch.mode !== 'demo') await launchingPlayer(caller, Number(launch.player_id));
  const gameName = launch.game_slug === null ? null : displayGameName(launch.game_friendly_name ?? '', launch.game_slug);
  return { launch, gameName };
}

export interface LaunchSpin {
  /** The bet in euros as sent (one of the bet steps, else 195). */
  bet: number;
  idempotencyKey: string;
  now: number;
  /** What the other features do in a real-money round: ROUND_STEPS (features/roundSteps.ts). */
  steps: RoundSteps;
}

/**
 * One spin of a launch (docs/decisions.md#spins): a demo moves play money; a real-money round is
 * spinReal. Its checks answer in this order: the launch (404), the session (115, then 404 for
 * another player's launch), the bet (195), the game (132), then the round's own. A real-money spin
 * sends no statement before the round's: the launch comes from the launches kept in memory, the
 * session from the session cache or, without one, from the round's first read (`inRound`); only
 * when that read finds the session not plainly live (a touch or an expiry due, another player's)
 * is it resolved apart, and the round played then.
 */
export async function spinLaunch(db: Db, token: string, caller: LaunchCaller, spin: LaunchSpin): Promise<SpinAnswer> {
  const { bet, idempotencyKey, now, steps } = spin;
  const real = await getRealLaunch(db, token, now);
  if (!real) {
    const launch = await getLaunch(db, token, now);
    if (launch?.mode !== 'demo') throw unknownLaunch();
    const betCents = checkBet(bet);
    if (Number(launch.game_enabled) !== 1) throw new AppError(ErrorCode.GAME_DISABLED);
    return spinDemo(db, launch, betCents);
  }
  const round = { playerId: real.playerId, gameId: real.gameId, idempotencyKey, now, steps };
  const betCents = betCentsOf(bet);
  if (caller.inRound && betCents !== undefined) {
    try {
      return await spinReal(db, { ...round, betCents, session: caller.inRound });
    } catch (err) {
      if (!(err instanceof SessionNotChecked)) throw err;
    }
  }
  await launchingPlayer(caller, real.playerId);
  return spinReal(db, { ...round, betCents: checkBet(bet) });
}
