import { AppError, ErrorCode } from '../../errors';
import type { Db } from '../../db/schema';
import { verifyPassword } from '../../crypto';

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
  const player = await db.selectFrom('player').select('password_hash').where('id', '=', playerId).executeTakeFirst();
  if (!(await verifyPassword(password, player?.password_hash ?? null)))
    throw new AppError(ErrorCode.AUTHENTICATION_ERROR, 'Wrong password', { params: { field: 'password' } });
  const endsAt = now + days * DAY_MS;
  await db.insertInto('player_cool_off').values({ player_id: playerId, days, started_at: now, ends_at: endsAt }).execute();
  return (await coolOffEnd(db, playerId, now)) ?? endsAt;
}

/** The end of the player's cool-off in progress as a one-row query (also a scalar subquery of a larger read). */
export const coolOffEndQuery = (db: Db, playerId: number, now: number) =>
  db
    .selectFrom('player_cool_off')
    .select((eb) => eb.fn.max<number>('ends_at').as('ends_at'))
    .where('player_id', '=', playerId)
    .where('started_at', '<=', now)
    .where('ends_at', '>', now);

export const toCoolOffEnd = (endsAt: unknown): number | null => (endsAt === null || endsAt === undefined ? null : Number(endsAt));

/** The end of the player's cool-off in progress (epoch ms), or null. */
export async function coolOffEnd(db: Db, playerId: number, now: number): Promise<number | null> {
  const row = await coolOffEndQuery(db, playerId, now).executeTakeFirst();
  return toCoolOffEnd(row?.ends_at);
}
