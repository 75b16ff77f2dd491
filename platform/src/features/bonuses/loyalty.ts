import { AppError } from '../../errors';
import { applyMovements, euros, lockWallet, walletTransaction } from '../wallet';
import { periodKey, pointsOf, readProgress, spendPoints } from './progress';
import { CENTS_PER_POINT, LOYALTY_CENTS_PER_POINT, LOYALTY_MAX_CONVERSION, LOYALTY_MIN_CONVERSION } from './rules';
import type { Db } from '../../db/schema';
import { assertPlayAllowed } from '../limits';
import { insertLoyaltyConversion } from './store/loyaltyConversions';

/** Loyalty points: 1 per euro of real-money bets; 100 points are 1.00 € of cash. */
export interface LoyaltyView {
  points: number;
  earnedPoints: number;
  convertedPoints: number;
  /** Cash for 100 points (euros), and the smallest conversion. */
  rate: { points: number; amount: number };
  minPoints: number;
}

export async function loyaltyView(db: Db, playerId: number): Promise<LoyaltyView> {
  const progress = await readProgress(db, playerId, 'loyalty', periodKey('loyalty', 0));
  const earned = pointsOf(progress.countedCents);
  return {
    points: earned - progress.spentPoints,
    earnedPoints: earned,
    convertedPoints: progress.spentPoints,
    rate: { points: CENTS_PER_POINT, amount: euros(CENTS_PER_POINT * LOYALTY_CENTS_PER_POINT) },
    minPoints: LOYALTY_MIN_CONVERSION,
  };
}

/**
 * POST /player/convertLoyaltyPoints {pointAmount}: turns points into cash at the documented rate,
 * in one transaction on the locked wallet, so the same points are never converted twice
 * (195 for a bad amount or more points than the player has). The cash is a bonus prize: the
 * bonus door refuses it (238, 258, 217) and the points stay for later.
 */
export async function convertLoyaltyPoints(
  db: Db,
  playerId: number,
  pointAmount: number,
  now: number,
): Promise<{ points: number; amount: number }> {
  if (!Number.isSafeInteger(pointAmount) || pointAmount < LOYALTY_MIN_CONVERSION || pointAmount > LOYALTY_MAX_CONVERSION) {
    throw AppError.validation(
      'pointAmount',
      `pointAmount must be a whole number from ${LOYALTY_MIN_CONVERSION} to ${LOYALTY_MAX_CONVERSION}`,
      {
        rule: 'pointAmount',
        minPoints: LOYALTY_MIN_CONVERSION,
      },
    );
  }
  return walletTransaction(db, async (trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    await assertPlayAllowed(trx, 'bonus', playerId, now);
    const before = await loyaltyView(trx, playerId);
    if (pointAmount > before.points)
      throw AppError.validation('pointAmount', 'Not enough loyalty points', { rule: 'notEnoughPoints', points: before.points });
    const cents = pointAmount * LOYALTY_CENTS_PER_POINT;
    const conversionId = await insertLoyaltyConversion(trx, playerId, pointAmount, cents, now);
    await spendPoints(trx, playerId, 'loyalty', periodKey('loyalty', now), pointAmount, now);
    await applyMovements(
      trx,
      wallet,
      [{ kind: 'bonus_grant', account: 'cash', amount: cents, key: `loyalty:${conversionId}`, reference: `loyalty:${pointAmount}` }],
      now,
    );
    return { points: before.points - pointAmount, amount: euros(cents) };
  });
}
