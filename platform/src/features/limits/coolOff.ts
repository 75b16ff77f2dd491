import { AppError, ErrorCode } from '../../errors';
import type { Db } from '../../db/schema';
import { verifyPlayerPassword } from '../accounts';
import { coolOffEndQuery, insertCoolOff } from './store/coolOffs';

/** Cool-off lengths a player may choose (docs/product/constants.md). */
const COOL_OFF_DAYS = [1, 3, 7] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST player/limit/coolOff: 195 for another length or a missing password, 109 for a wrong
 * password (a player without a password cannot confirm one either). A cool-off is never shortened:
 * one chosen during another ends at the later of the two ends. Answers the end (epoch ms).
 */
export async function startCoolOff(db: Db, playerId: number, days: number, password: string | undefined, now: number): Promise<number> {
  if (!(COOL_OFF_DAYS as readonly number[]).includes(days)) {
    throw AppError.validation('coolOffDays', `coolOffDays must be one of ${COOL_OFF_DAYS.join(', ')}`, {
      rule: 'oneOf',
      allowed: [...COOL_OFF_DAYS],
    });
  }
  if (!password) throw AppError.validation('password', 'The password is required', { rule: 'required' });
  if (!(await verifyPlayerPassword(db, playerId, password)))
    throw new AppError(ErrorCode.AUTHENTICATION_ERROR, 'Wrong password', { params: { field: 'password' } });
  const endsAt = now + days * DAY_MS;
  await insertCoolOff(db, playerId, days, now, endsAt);
  return (await coolOffEnd(db, playerId, now)) ?? endsAt;
}

export const toCoolOffEnd = (endsAt: unknown): number | null => (endsAt === null || endsAt === undefined ? null : Number(endsAt));

/** The end of the player's cool-off in progress (epoch ms), or null. */
export async function coolOffEnd(db: Db, playerId: number, now: number): Promise<number | null> {
  const row = await coolOffEndQuery(db, playerId, now).executeTakeFirst();
  return toCoolOffEnd(row?.ends_at);
}
