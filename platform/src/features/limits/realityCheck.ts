import { AppError } from '../../errors';
import type { Db } from '../../db/schema';
import { euros } from '../wallet';
import { sumBetsAndWinsBetween } from '../games';
import { latestSessionStartQuery } from '../accounts';
import { realityCheckSettingQueries, upsertRealityCheck } from './store/realityChecks';

/**
 * Reality check: every N minutes of a session the player is shown what they have played since
 * the session began or since they last acknowledged a check. 0 switches it off; 60 is the default
 * for a player who never chose (docs/decisions.md#reality-check).
 */
const REALITY_CHECK_INTERVALS = [0, 15, 30, 60, 120] as const;
const DEFAULT_REALITY_CHECK_MINUTES = 60;
const MINUTE_MS = 60_000;

export interface RealityCheckSettings {
  intervalMinutes: number;
  /** Where the count runs from: the later of the current session's start and the last acknowledgement (null: no session). */
  since: number | null;
}

export interface RealityCheckReport {
  intervalMinutes: number;
  /** Epoch ms where the counted span starts. */
  startTime: number;
  /** Whole minutes played since startTime. */
  playTimeMinutes: number;
  /** Euros: real-money bets, all wins (free-spin wins too), wins minus bets. */
  bets: number;
  wins: number;
  net: number;
  currency: 'EUR';
}

/**
 * What the settings are read from, as scalar subqueries, so that a larger read stays one statement:
 * the player's choices and the start of their latest session (accounts gives it).
 */
export const realityCheckSubqueries = (db: Db, playerId: number) => ({
  ...realityCheckSettingQueries(db, playerId),
  started: latestSessionStartQuery(db, playerId),
});

export function toRealityCheckSettings(row: {
  interval_minutes: unknown;
  acknowledged_at: unknown;
  started: unknown;
}): RealityCheckSettings {
  const starts = [row.acknowledged_at, row.started].filter((v) => v !== null && v !== undefined).map(Number);
  return {
    intervalMinutes:
      row.interval_minutes === null || row.interval_minutes === undefined ? DEFAULT_REALITY_CHECK_MINUTES : Number(row.interval_minutes),
    since: starts.length > 0 ? Math.max(...starts) : null,
  };
}

/** The interval and the start of the count, in one statement (a poll reads it every 5 s). */
async function realityCheckSettings(db: Db, playerId: number): Promise<RealityCheckSettings> {
  const q = realityCheckSubqueries(db, playerId);
  const row = await db
    .selectNoFrom([q.interval.as('interval_minutes'), q.acknowledged.as('acknowledged_at'), q.started.as('started')])
    .executeTakeFirstOrThrow();
  return toRealityCheckSettings(row);
}

/** The report when a check is due at `now` (interval on and at least that long since the start), else null. */
export async function realityCheckDue(
  db: Db,
  playerId: number,
  now: number,
  settings?: RealityCheckSettings,
): Promise<RealityCheckReport | null> {
  const { intervalMinutes, since } = settings ?? (await realityCheckSettings(db, playerId));
  if (intervalMinutes === 0 || since === null || now - since < intervalMinutes * MINUTE_MS) return null;
  const row = await sumBetsAndWinsBetween(db, playerId, since, now);
  const bets = Number(row?.bets ?? 0);
  const wins = Number(row?.wins ?? 0);
  return {
    intervalMinutes,
    startTime: since,
    playTimeMinutes: Math.floor((now - since) / MINUTE_MS),
    bets: euros(bets),
    wins: euros(wins),
    net: euros(wins - bets),
    currency: 'EUR',
  };
}

async function upsert(db: Db, playerId: number, intervalMinutes: number | undefined, now: number): Promise<void> {
  const current = intervalMinutes ?? (await realityCheckSettings(db, playerId)).intervalMinutes;
  await upsertRealityCheck(db, playerId, current, intervalMinutes !== undefined, now);
}

/** GET /player/limit/realityCheck/reset: the player acknowledged; the count restarts now. */
export async function resetRealityCheck(db: Db, playerId: number, now: number): Promise<void> {
  await upsert(db, playerId, undefined, now);
}

/**
 * POST /player/limit/time and /player/limit/resetTime/N: sets the interval (195 for a value not
 * offered); the count restarts too, so a shorter interval does not fire at once.
 */
export async function setRealityCheckInterval(db: Db, playerId: number, minutes: number, now: number): Promise<void> {
  if (!(REALITY_CHECK_INTERVALS as readonly number[]).includes(minutes)) {
    throw AppError.validation('realityCheckInterval', `The interval must be one of ${REALITY_CHECK_INTERVALS.join(', ')} minutes`, {
      rule: 'oneOf',
      allowed: [...REALITY_CHECK_INTERVALS],
    });
  }
  await upsert(db, playerId, minutes, now);
}
