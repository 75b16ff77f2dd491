import { prizeView } from './prizes';
import { creditedLevels, periodKey, pointsOf, readProgress } from './progress';
import { LEVELS, type Programme } from './rules';
import type { Db } from '../../db/schema';
import { periodOf } from '../limits';

/**
 * The bonus game and the gold rush as the player sees them: points, the level reached, the
 * next level, and each level's reward with whether it was credited (rewards are credited by the
 * round that reaches the level: the bonuses round step, ./roundStep.ts).
 */
export async function programmeView(db: Db, playerId: number, programme: Programme, now: number) {
  const period = periodKey(programme, now);
  const points = pointsOf((await readProgress(db, playerId, programme, period)).countedCents);
  const credited = await creditedLevels(db, playerId, programme, period);
  const levels = LEVELS[programme];
  const reached = levels.filter((l) => points >= l.points);
  const next = levels.find((l) => points < l.points);
  return {
    points,
    level: reached.length,
    nextLevel: next ? { level: next.level, points: next.points } : null,
    maxPrizes: levels.length,
    rewards: levels.map((l) => ({
      level: l.level,
      points: l.points,
      prize: prizeView(l.prize),
      status: credited.has(l.level) ? ('credited' as const) : ('locked' as const),
      creditedTime: credited.get(l.level) ?? null,
    })),
  };
}

/** The gold rush week (Monday to Sunday, Helsinki time) containing `now`. */
export function goldRushWeek(now: number): { startTime: number; endTime: number } {
  const week = periodOf('week', now);
  return { startTime: week.start, endTime: week.end };
}
