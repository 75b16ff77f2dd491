import { randomBytes, randomInt } from 'node:crypto';
import { AppError } from '../../errors';
import { lockWallet, walletTransaction } from '../wallet';
import { creditPrize, prizeView, type PrizeView } from './prizes';
import { WHEEL_PRIZES } from './rules';
import type { Db, Trx } from '../../db/schema';
import { localDateOf, assertPlayAllowed, checkPlayAllowed } from '../limits';
import {
  countUnspunWheelSpins,
  findOldestUnspunWheelSpin,
  findSpunUncompletedWheelSpin,
  findWheelSpinByReference,
  insertEarnedWheelSpin,
  markWheelSpinCompleted,
  markWheelSpinSpun,
} from './store/wheelSpins';

/**
 * The bonus wheel (docs/decisions.md#bonus-wheel): spins are earned by a credited deposit of 20 €
 * or more and by the first visit of each Helsinki day while logged in; a spin draws a prize
 * with the odds of WHEEL_PRIZES and answers it with a reference; completing the reference
 * credits the prize once.
 */

/** Draws a wheel segment: a number 0-99 against the cumulative percentages. */
export type PercentRng = () => number;
const cryptoPercent: PercentRng = () => randomInt(100);

export function drawPrize(rng: PercentRng = cryptoPercent): number {
  const roll = rng();
  let upTo = 0;
  for (let i = 0; i < WHEEL_PRIZES.length; i++) {
    upTo += WHEEL_PRIZES[i].percent;
    if (roll < upTo) return i;
  }
  return WHEEL_PRIZES.length - 1;
}

/** Records an earned spin once per reason (`deposit:<id>`, `day:<yyyy-mm-dd>`). */
export async function earnWheelSpin(db: Db, playerId: number, earnedBy: string, now: number): Promise<void> {
  await insertEarnedWheelSpin(db, playerId, earnedBy, now);
}

function dayKey(now: number): string {
  const d = localDateOf(now);
  return `day:${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

export interface SpinView {
  reference: string;
  prizeIndex: number;
  prize: PrizeView;
}

const spinView = (reference: string, index: number): SpinView => ({
  reference,
  prizeIndex: index,
  prize: prizeView(WHEEL_PRIZES[index].prize),
});

const prizeList = () => WHEEL_PRIZES.map((p) => ({ ...prizeView(p.prize), percent: p.percent }));

/**
 * GET /bonuswheel/spin: today's visit spin is earned first; then the spins not spun yet and a spin
 * waiting for completion. While the bonus door is shut (self-excluded, register unreachable,
 * cool-off) the wheel answers as not available: no spins, nothing pending, no visit spin earned,
 * so the site shows no badge; the spins earned before wait for the end.
 */
export async function wheelState(db: Db, playerId: number, now: number) {
  if (!(await checkPlayAllowed(db, 'bonus', playerId, now)).ok) return { available_spins: 0, pending: null, prizes: prizeList() };
  await earnWheelSpin(db, playerId, dayKey(now), now);
  const available = await countUnspunWheelSpins(db, playerId);
  const pending = await findSpunUncompletedWheelSpin(db, playerId);
  return {
    available_spins: available,
    pending: pending?.reference ? spinView(pending.reference, Number(pending.prize_index)) : null,
    prizes: prizeList(),
  };
}

/**
 * POST /bonuswheel/spin: draws the prize of the oldest earned spin and answers it with its
 * reference. A spin waiting for completion is answered again instead (a reload does not draw
 * twice); 195 when no spin is available. The bonus door comes first (238, 258, 217): nothing is
 * drawn for a player who may not take a prize.
 */
export async function spinWheel(db: Db, playerId: number, now: number, rng?: PercentRng): Promise<SpinView & { available_spins: number }> {
  return walletTransaction(db, async (trx) => {
    await lockWallet(trx, playerId, now);
    await assertPlayAllowed(trx, 'bonus', playerId, now);
    const left = () => countUnspunWheelSpins(trx, playerId);
    const pending = await findSpunUncompletedWheelSpin(trx, playerId);
    if (pending?.reference) return { ...spinView(pending.reference, Number(pending.prize_index)), available_spins: await left() };
    const next = await findOldestUnspunWheelSpin(trx, playerId);
    if (!next) throw AppError.validation('spin', 'No bonus wheel spins available', { rule: 'noSpins' });
    const index = drawPrize(rng);
    const reference = randomBytes(12).toString('base64url');
    await markWheelSpinSpun(trx, Number(next.id), reference, index, now);
    return { ...spinView(reference, index), available_spins: await left() };
  });
}

/**
 * POST /bonuswheel/complete {reference}: credits the drawn prize once, in one transaction with
 * the spin's completion (ledger keys `wheel:<reference>:...`). A completed reference answers
 * its prize again with credited false; another player's or an unknown reference is 404. The
 * bonus door comes first (238, 258, 217): a prize drawn before a cool-off waits for its end.
 */
export async function completeWheel(db: Db, playerId: number, reference: string, now: number): Promise<SpinView & { credited: boolean }> {
  return walletTransaction(db, async (trx: Trx) => {
    const wallet = await lockWallet(trx, playerId, now);
    await assertPlayAllowed(trx, 'bonus', playerId, now);
    const spin = await findWheelSpinByReference(trx, playerId, reference);
    if (!spin || spin.prize_index === null) throw AppError.notFound('Unknown bonus wheel spin');
    const index = Number(spin.prize_index);
    if (spin.completed_at !== null) return { ...spinView(reference, index), credited: false };
    await creditPrize(trx, wallet, WHEEL_PRIZES[index].prize, `wheel:${reference}`, `wheel:${reference}`, 'wheel', now);
    await markWheelSpinCompleted(trx, Number(spin.id), now);
    return { ...spinView(reference, index), credited: true };
  });
}
