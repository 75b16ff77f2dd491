import { AppError, ErrorCode, ERROR_DEFAULTS } from '../../errors';
import { euros } from '../wallet/ledger';
import { coolOffEnd } from './coolOff';
import { readLossLimits } from './lossLimits';
import { LOSS_KINDS, lossInCurrentPeriods, type LossKind } from './lossUsage';
import { queryRegister, type RegisterPerson } from './selfExclusion';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import type { DbOrTrx, LimitsDatabase } from './tables';

/**
 * The checks other features call before money moves. Each answers { ok: true } or a refusal
 * carrying its error code and params, in the shape of the wallet's hook result, so that the wallet
 * can refuse with the right code without knowing the rules.
 */

type RefusalCode =
  | typeof ErrorCode.GAMING_LIMIT_REACHED
  | typeof ErrorCode.COOL_OFF_CLOSED
  | typeof ErrorCode.SELF_EXCLUSION
  | typeof ErrorCode.SELF_EXCLUSION_NOT_REACHABLE;

export interface Refusal {
  ok: false;
  errorCode: RefusalCode;
  message: string;
  params?: Record<string, unknown>;
}

export type CheckResult = { ok: true } | Refusal;

const ALLOWED: CheckResult = { ok: true };

const refuse = (errorCode: RefusalCode, params?: Record<string, unknown>): Refusal => ({
  ok: false,
  errorCode,
  message: ERROR_DEFAULTS[errorCode].message,
  ...(params ? { params } : {}),
});

/** The AppError a refusal answers with. */
export const refusalError = (r: Refusal): AppError => new AppError(r.errorCode, r.message, r.params ? { params: r.params } : {});

/** Throws the refusal's error; for callers that do not need to tell refusals apart. */
export async function assertAllowed(check: Promise<CheckResult>): Promise<void> {
  const result = await check;
  if (!result.ok) throw refusalError(result);
}

/**
 * 122 when the bet, if lost, would take the loss of the current day, week or month over a limit
 * in force. Called inside the bet's transaction after the wallet lock, so the rounds of the same
 * player are already counted and no other bet of theirs can slip in between. The refusal names the
 * limit with the least left.
 */
export async function checkLossLimits(trx: DbOrTrx, playerId: number, betCents: number, now: number): Promise<CheckResult> {
  const limits = await readLossLimits(trx, playerId);
  const kinds = LOSS_KINDS.filter((k) => limits[k] !== undefined);
  if (kinds.length === 0) return ALLOWED;
  const usage = await lossInCurrentPeriods(trx, playerId, now);
  let worst: { kind: LossKind; remaining: number } | null = null;
  for (const kind of kinds) {
    const amount = limits[kind]!.amountCents;
    const remaining = Math.max(0, amount - usage[kind].lossCents);
    if (betCents > remaining && (worst === null || remaining < worst.remaining)) worst = { kind, remaining };
  }
  if (worst === null) return ALLOWED;
  const { kind, remaining } = worst;
  return refuse(ErrorCode.GAMING_LIMIT_REACHED, {
    limit: kind,
    amount: euros(limits[kind]!.amountCents),
    usedAmount: euros(usage[kind].lossCents),
    remaining: euros(remaining),
    endTime: usage[kind].period.end,
  });
}

/** 217 while a cool-off runs (params: its end). */
export async function checkCoolOff(db: DbOrTrx, playerId: number, now: number): Promise<CheckResult> {
  const end = await coolOffEnd(db, playerId, now);
  return end === null ? ALLOWED : refuse(ErrorCode.COOL_OFF_CLOSED, { endTime: end });
}

/** 258 when the register cannot answer (the player is not let through), 238 when the person is excluded. */
export async function checkSelfExclusion(db: DbOrTrx, person: number | RegisterPerson, now: number): Promise<CheckResult> {
  const answer = await queryRegister(db, typeof person === 'number' ? { playerId: person } : person, now);
  if (!answer.reachable) return refuse(ErrorCode.SELF_EXCLUSION_NOT_REACHABLE);
  if (!answer.excluded) return ALLOWED;
  return refuse(ErrorCode.SELF_EXCLUSION, answer.until !== null ? { expireTimestamp: answer.until } : undefined);
}

/** Everything a real-money bet must pass, in order: cool-off (217), then the loss limits (122). */
export async function checkBetAllowed(trx: DbOrTrx, playerId: number, betCents: number, now: number): Promise<CheckResult> {
  const reads = await trx.selectNoFrom((eb) => betCheckReads(eb, playerId, now)).executeTakeFirstOrThrow();
  return checkBetFromReads(trx, playerId, betCents, now, reads);
}

/**
 * The reads of a bet check as scalar subqueries (named limits_*), so that the round can run them
 * in its one read statement: the cool-off's end and whether any loss limit exists.
 */
export function betCheckReads(eb: ExpressionBuilder<Database, never>, playerId: number, now: number) {
  const l = eb as unknown as ExpressionBuilder<LimitsDatabase, never>;
  return [
    l
      .selectFrom('player_cool_off')
      .select((c) => c.fn.max<number>('ends_at').as('e'))
      .where('player_id', '=', playerId)
      .where('started_at', '<=', now)
      .where('ends_at', '>', now)
      .as('limits_cool_off_end'),
    l.selectFrom('player_loss_limit').select('player_id').where('player_id', '=', playerId).limit(1).as('limits_has_limit'),
  ];
}

/**
 * The bet check on what betCheckReads read: 217 during a cool-off; for a real-money bet
 * (betCents not null) the loss limits, read with their usage only for a player who has one.
 */
export async function checkBetFromReads(trx: DbOrTrx, playerId: number, betCents: number | null, now: number, reads: Record<string, unknown>): Promise<CheckResult> {
  const end = reads.limits_cool_off_end;
  if (end !== null && end !== undefined) return refuse(ErrorCode.COOL_OFF_CLOSED, { endTime: Number(end) });
  if (betCents === null || reads.limits_has_limit === null || reads.limits_has_limit === undefined) return ALLOWED;
  return checkLossLimits(trx, playerId, betCents, now);
}

/** Everything a deposit must pass: the register (258, 238), then cool-off (217). */
export async function checkDepositAllowed(db: DbOrTrx, playerId: number, now: number): Promise<CheckResult> {
  const register = await checkSelfExclusion(db, playerId, now);
  return register.ok ? checkCoolOff(db, playerId, now) : register;
}
