import { AppError, ErrorCode, ERROR_DEFAULTS } from '../../errors';
import { coolOffEnd } from './coolOff';
import { readLossLimits } from './lossLimits';
import { LOSS_KINDS, lossInCurrentPeriods, type LossKind, type LossUsage } from './lossUsage';
import { baseOfUsage, keptLossBase, lossTotalReads, usageFromBase, type LossBase } from './lossTotals';
import { queryRegister, registerAnswerFrom, registerReads, type RegisterAnswer, type RegisterPerson } from './selfExclusion';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { euros } from '../wallet';
import { markRgRefusal } from '../../metrics/money';
import { coolOffEndQuery } from './store/coolOffs';
import { lossLimitAmountQuery } from './store/lossLimits';

/**
 * The checks other features call before money moves. Each answers { ok: true } or a refusal
 * carrying its error code and params, in the shape of the wallet's hook result, so that the wallet
 * can refuse with the right code without knowing the rules. Every door asks the same check,
 * checkPlayAllowed with its name (DOORS), so a rule is changed in one place for all of them.
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

/** The AppError a refusal at `door` answers with (the metrics count it by its door when a player is refused with it). */
export const refusalError = (r: Refusal, door: Door): AppError =>
  markRgRefusal(new AppError(r.errorCode, r.message, r.params ? { params: r.params } : {}), door);

/**
 * 122 when the bet, if lost, would take the loss of the current day, week or month over a limit
 * in force. Called inside the bet's transaction after the wallet lock, so the rounds of the same
 * player are already counted and no other bet of theirs can slip in between. The refusal names the
 * limit with the least left.
 */
export async function checkLossLimits(trx: Db, playerId: number, betCents: number, now: number): Promise<CheckResult> {
  const limits = await readLossLimits(trx, playerId);
  const amounts: Partial<Record<LossKind, number>> = {};
  for (const k of LOSS_KINDS) if (limits[k] !== undefined) amounts[k] = limits[k].amountCents;
  if (Object.keys(amounts).length === 0) return ALLOWED;
  return lossVerdict(amounts, await lossInCurrentPeriods(trx, playerId, now), betCents);
}

/** The loss limits' verdict on a bet, given the amounts in force and the usage of now's periods. */
function lossVerdict(amounts: Partial<Record<LossKind, number>>, usage: Record<LossKind, LossUsage>, betCents: number): CheckResult {
  let worst: { kind: LossKind; remaining: number } | null = null;
  for (const kind of LOSS_KINDS) {
    const amount = amounts[kind];
    if (amount === undefined) continue;
    const remaining = Math.max(0, amount - usage[kind].lossCents);
    if (betCents > remaining && (worst === null || remaining < worst.remaining)) worst = { kind, remaining };
  }
  if (worst === null) return ALLOWED;
  const { kind, remaining } = worst;
  return refuse(ErrorCode.GAMING_LIMIT_REACHED, {
    limit: kind,
    amount: euros(amounts[kind]!),
    usedAmount: euros(usage[kind].lossCents),
    remaining: euros(remaining),
    endTime: usage[kind].period.end,
  });
}

/** 217 while a cool-off runs (params: its end). */
export async function checkCoolOff(db: Db, playerId: number, now: number): Promise<CheckResult> {
  const end = await coolOffEnd(db, playerId, now);
  return end === null ? ALLOWED : refuse(ErrorCode.COOL_OFF_CLOSED, { endTime: end });
}

/** 258 when the register cannot answer (the player is not let through), 238 when the person is excluded. */
export async function checkSelfExclusion(db: Db, person: number | RegisterPerson, now: number): Promise<CheckResult> {
  return registerVerdict(await queryRegister(db, typeof person === 'number' ? { playerId: person } : person, now));
}

function registerVerdict(answer: RegisterAnswer): CheckResult {
  if (!answer.reachable) return refuse(ErrorCode.SELF_EXCLUSION_NOT_REACHABLE);
  if (!answer.excluded) return ALLOWED;
  return refuse(ErrorCode.SELF_EXCLUSION, answer.until !== null ? { expireTimestamp: answer.until } : undefined);
}

/**
 * The doors through which money or play moves, and what each asks (docs/product/flows.md,
 * "Responsible gaming at every door"). Every door asks the register (258 unreachable, 238
 * excluded); every door but login asks the cool-off (217): a player in a cool-off may still log
 * in, withdraw and tighten limits, never play, deposit or take a bonus prize. A bet also asks the
 * loss limits (122). Withdrawals are no door: a player always gets their own money out.
 */
const DOORS = {
  /** Password login, autoLogin, bank login, the session of a new customer's deposit. */
  login: { coolOff: false },
  /** A real-money game launch, before its token is made. */
  launch: { coolOff: true },
  /** Every bet and free spin of an open game (the round's limits step). */
  bet: { coolOff: true },
  /** A deposit's start (new customer with a session, stored method) and the bank's approval. */
  deposit: { coolOff: true },
  /** Bonus wheel spin and completion, loyalty conversion (campaigns redeem through a deposit). */
  bonus: { coolOff: true },
} as const satisfies Record<string, { coolOff: boolean }>;

export type Door = keyof typeof DOORS;

/**
 * A door's reads as scalar subqueries, so that a caller can run them in a statement of its own
 * (the game round runs them in its one first read): the register's reachability and the
 * exclusions in force (register_*), the cool-off's end and, for a bet, whether any loss limit
 * exists (limits_*).
 */
export function doorReads(eb: ExpressionBuilder<Database, never>, door: Door, playerId: number, now: number) {
  return [
    ...registerReads(eb, { playerId }, now),
    ...(DOORS[door].coolOff ? [coolOffEndQuery(eb, playerId, now).as('limits_cool_off_end')] : []),
    ...(door === 'bet'
      ? [...LOSS_KINDS.map((kind) => lossLimitAmountQuery(eb, playerId, kind).as(`limits_amount_${kind}`)), ...lossTotalReads(eb, playerId)]
      : []),
  ];
}

/**
 * The door's verdict on what doorReads read, in order: the register (258, 238), the cool-off
 * (217), then for a real-money bet (betCents not null) the loss limits (122), with their usage
 * only for a player who has one: from the running totals when the caller gives the wallet's
 * turnover and they are current (./lossTotals.ts), else summed over the rounds. Free spins cost
 * nothing and skip the loss limits. `base`: the totals a real-money round under a limit adds to
 * (absent when its clock is behind a counted round's: it then writes none).
 */
export async function checkDoorFromReads(
  db: Db,
  door: Door,
  playerId: number,
  betCents: number | null,
  now: number,
  reads: Record<string, unknown>,
  walletTurnoverCents?: number,
): Promise<CheckResult & { base?: LossBase }> {
  const register = registerVerdict(registerAnswerFrom(reads));
  if (!register.ok) return register;
  const end = reads.limits_cool_off_end;
  if (DOORS[door].coolOff && end !== null && end !== undefined) return refuse(ErrorCode.COOL_OFF_CLOSED, { endTime: Number(end) });
  if (door !== 'bet' || betCents === null) return ALLOWED;
  const amounts: Partial<Record<LossKind, number>> = {};
  for (const kind of LOSS_KINDS) {
    const amount = reads[`limits_amount_${kind}`];
    if (amount !== null && amount !== undefined) amounts[kind] = Number(amount);
  }
  if (Object.keys(amounts).length === 0) return ALLOWED;
  const kept = walletTurnoverCents === undefined ? undefined : keptLossBase(reads, walletTurnoverCents);
  const fromKept = kept && usageFromBase(kept, now);
  let usage: Record<LossKind, LossUsage>;
  let base: LossBase | undefined = kept;
  if (fromKept) usage = fromKept;
  else {
    const summed = await lossInCurrentPeriods(db, playerId, now);
    usage = summed;
    // Summed for now's periods: the base to add to, unless a counted round is later than those.
    if (!kept) base = summed.laterRound ? undefined : baseOfUsage(summed);
  }
  const verdict = lossVerdict(amounts, usage, betCents);
  return verdict.ok && walletTurnoverCents !== undefined && base ? { ...verdict, base } : verdict;
}

/** The one check of every door, in one statement (plus the loss usage for a bet under a limit). */
export async function checkPlayAllowed(
  db: Db,
  door: Door,
  playerId: number,
  now: number,
  betCents: number | null = null,
): Promise<CheckResult> {
  const reads = await db.selectNoFrom((eb) => doorReads(eb, door, playerId, now)).executeTakeFirstOrThrow();
  return checkDoorFromReads(db, door, playerId, betCents, now, reads);
}

/** Throws the door's refusal (its code and params); nothing has moved yet when a door calls it. */
export async function assertPlayAllowed(db: Db, door: Door, playerId: number, now: number): Promise<void> {
  const result = await checkPlayAllowed(db, door, playerId, now);
  if (!result.ok) throw refusalError(result, door);
}

/**
 * The login door (password login, autoLogin, bank login, a new customer's deposit session): the
 * register (258, 238); a cool-off does not keep the player out. Accounts asks it through the
 * check it is given (src/plugins.ts), payments passes it to accounts' checkCanLogin.
 */
export const assertLoginAllowed = (db: Db, playerId: number, now: number): Promise<void> => assertPlayAllowed(db, 'login', playerId, now);

/** Everything a real-money bet must pass: the register (258, 238), cool-off (217), the loss limits (122). */
export const checkBetAllowed = (trx: Db, playerId: number, betCents: number, now: number): Promise<CheckResult> =>
  checkPlayAllowed(trx, 'bet', playerId, now, betCents);

/** Everything a deposit must pass: the register (258, 238), then cool-off (217). */
export const checkDepositAllowed = (db: Db, playerId: number, now: number): Promise<CheckResult> =>
  checkPlayAllowed(db, 'deposit', playerId, now);
