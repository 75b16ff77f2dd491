import { createHash } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { PaymentDepositTable } from './tables';
import { AppError, ErrorCode } from '../../errors';
import { checkReturnUrl, getPlayer, isUniqueViolation, type Deps, type PlayerRow, assertCompliance } from '../accounts';
import { checkDepositCampaign } from '../bonuses';
import { assertPlayAllowed } from '../limits';
import { checkSameRequest, readWallet, requestHash } from '../wallet';
import { checkCurrency, checkLimits, findMethod, paymentCents, PAYMENT_CURRENCY } from './methods';
import { findStoredDetail, hasStoredDetail } from './store/storedDetails';
import { findDeposit, findDepositByKey, insertBankRecordOnce, insertDeposit, setDepositCampaign } from './store/deposits';
import { randomToken, sha256 } from '../../crypto';
import { bankRecordOf, getDeposit, DEPOSIT_DECISION_MS, type BankDecision, type BankRecord, type DepositDecision } from './depositRecords';
import { depositRefusal, settleDeposit } from './depositSettlement';
import { depositStartAnswered } from '../../metrics/money';
import { creditedDepositCents } from './store/creditedDeposits';

/** Starting a deposit (a new customer's, a player's from a stored detail) and the bank's decision on it. */

const redirectFor = (deps: Deps, token: string) => `${deps.cfg.publicPath}/sandbox/bank/deposit/${encodeURIComponent(token)}`;

/** Who a deposit start's idempotency key belongs to: the browser (new customer) or the player. */
type DepositKeyScope = `browser:${string}` | `player:${number}`;

/**
 * Inserts a pending deposit and answers its token. With an idempotency key the token is derived
 * from the scoped key (the row keeps only hashes of both), so a retried start answers the same
 * deposit and token; the key with another amount, method, country, stored detail or campaign
 * answers 262 and starts nothing.
 */
async function startDeposit(
  deps: Deps,
  values: Omit<Insertable<PaymentDepositTable>, 'token_hash' | 'idempotency_key' | 'request_hash'>,
  idempotency: { scope: DepositKeyScope; key: string | undefined },
  campaignId: number | undefined,
): Promise<{ token: string; redirectUrl: string }> {
  const { db } = deps;
  const hash = requestHash({
    kind: values.kind,
    amount: values.amount_cents,
    method: values.method,
    country: values.country,
    storedDetail: values.stored_detail_reference ?? null,
    campaignId: campaignId ?? null,
  });
  const scoped = idempotency.key === undefined ? undefined : `${idempotency.scope}:${idempotency.key}`;
  const token = scoped === undefined ? randomToken(24) : createHash('sha256').update(`deposit-token:${scoped}`).digest('base64url');
  const keyHash = scoped === undefined ? null : sha256(scoped);
  const replay = async () => {
    const prior = keyHash ? await findDepositByKey(db, keyHash) : undefined;
    if (!prior) return undefined;
    checkSameRequest(prior.request_hash, hash);
    return { token, redirectUrl: redirectFor(deps, token) };
  };
  const prior = await replay();
  if (prior) return prior;
  try {
    await insertDeposit(db, { ...values, token_hash: sha256(token), idempotency_key: keyHash, request_hash: hash });
  } catch (err) {
    // The same key started concurrently: answer what the other request started.
    const again = isUniqueViolation(err) ? await replay() : undefined;
    if (again) return again;
    throw err;
  }
  if (campaignId !== undefined) await setDepositCampaign(db, sha256(token), campaignId);
  return { token, redirectUrl: redirectFor(deps, token) };
}

export interface InitDepositInput {
  country: 'FIN' | 'EST';
  amount: number;
  method: string;
  currency?: string;
  policyChecked?: boolean;
  privacyPolicyChecked?: boolean;
  lang?: string;
  returnUrl?: string;
  /** The deposit campaign it redeems (bonuses). */
  campaignId?: number;
  /** One per attempt; a retry with the same key answers the same deposit. */
  idempotencyKey?: string;
}

function checkAmount(amount: number, method: string): number {
  const cents = paymentCents(amount);
  checkLimits(cents, findMethod(method).deposit);
  return cents;
}

/** A deposit start, counted in the metrics by its outcome (metrics/money.ts). */
async function counted<T>(start: Promise<T>): Promise<T> {
  try {
    const started = await start;
    depositStartAnswered();
    return started;
  } catch (err) {
    depositStartAnswered(err);
    throw err;
  }
}

/**
 * POST /payment/initDeposit: a new customer's deposit (pay-and-play): the bank identifies the
 * person, and the bank's approval asks the deposit door for them. Sent with a logged-in player's
 * session, the door is asked for that player before the bank is reached (238, 258, 217), so a
 * player in a cool-off is never sent to the bank.
 */
export const initDeposit = (
  deps: Deps,
  input: InitDepositInput,
  browserHash: string,
  sessionPlayerId?: number,
): Promise<{ token: string; redirectUrl: string }> => counted(startNewCustomerDeposit(deps, input, browserHash, sessionPlayerId));

async function startNewCustomerDeposit(
  deps: Deps,
  input: InitDepositInput,
  browserHash: string,
  sessionPlayerId?: number,
): Promise<{ token: string; redirectUrl: string }> {
  const now = deps.clock.now();
  if (input.policyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED, undefined, { params: { field: 'policyChecked' } });
  if (input.privacyPolicyChecked !== true)
    throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_215, undefined, { params: { field: 'privacyPolicyChecked' } });
  checkCurrency(input.currency);
  const cents = checkAmount(input.amount, input.method);
  if (sessionPlayerId !== undefined) await assertPlayAllowed(deps.db, 'deposit', sessionPlayerId, now);
  if (sessionPlayerId !== undefined)
    await assertCompliance(deps.db, 'deposit', sessionPlayerId, {
      method: input.method,
      amountCents: cents,
      creditedCents: () => creditedDepositCents(deps.db, sessionPlayerId),
    });
  const returnUrl = checkReturnUrl(input.returnUrl);
  if (input.campaignId !== undefined) await checkDepositCampaign(deps.db, null, input.campaignId, cents);
  return startDeposit(
    deps,
    {
      kind: 'new',
      player_id: null,
      method: input.method,
      country: input.country,
      lang: input.lang ?? 'fi',
      amount_cents: cents,
      currency: PAYMENT_CURRENCY,
      return_url: returnUrl,
      status: 'pending',
      created_at: now,
      expires_at: now + DEPOSIT_DECISION_MS,
      browser_hash: browserHash,
    },
    { scope: `browser:${browserHash}`, key: input.idempotencyKey },
    input.campaignId,
  );
}

export interface ConfirmDepositInput {
  amount: number;
  method: string;
  storedDetailReference?: string;
  currency?: string;
  lang?: string;
  returnUrl?: string;
  /** The deposit campaign it redeems (bonuses). */
  campaignId?: number;
  /** One per attempt; a retry with the same key answers the same deposit. */
  idempotencyKey?: string;
}

/** POST /payment/confirmDeposit: a logged-in player's deposit from a stored bank detail. */
export const confirmDeposit = (deps: Deps, playerId: number, input: ConfirmDepositInput): Promise<{ token: string; redirectUrl: string }> =>
  counted(startStoredDeposit(deps, playerId, input));

async function startStoredDeposit(
  deps: Deps,
  playerId: number,
  input: ConfirmDepositInput,
): Promise<{ token: string; redirectUrl: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  checkCurrency(input.currency);
  const cents = checkAmount(input.amount, input.method);
  const refusal = await depositRefusal(db, await readWallet(db, playerId), now, { method: input.method, amountCents: cents });
  if (refusal) throw refusal;
  if (input.campaignId !== undefined)
    await checkDepositCampaign(db, { playerId, hasStoredDetail: await hasStoredDetail(db, playerId) }, input.campaignId, cents);
  let reference: string | null = null;
  if (input.storedDetailReference) {
    const detail = await findStoredDetail(db, playerId, input.storedDetailReference);
    if (!detail || detail.method !== input.method) {
      throw AppError.validation('storedDetailReference', 'Unknown stored payment detail', { rule: 'storedDetail' });
    }
    reference = detail.reference;
  }
  const player = (await getPlayer(db, playerId)) as PlayerRow;
  const returnUrl = checkReturnUrl(input.returnUrl);
  return startDeposit(
    deps,
    {
      kind: 'stored',
      player_id: playerId,
      method: input.method,
      country: player.country === 'EST' ? 'EST' : 'FIN',
      lang: input.lang ?? player.language,
      amount_cents: cents,
      currency: PAYMENT_CURRENCY,
      return_url: returnUrl,
      status: 'pending',
      stored_detail_reference: reference,
      national_id: player.bank_id,
      created_at: now,
      expires_at: now + DEPOSIT_DECISION_MS,
    },
    { scope: `player:${playerId}`, key: input.idempotencyKey },
    input.campaignId,
  );
}

/**
 * The simulator's decision. The bank records it first (bank_payment, once per deposit: a second
 * decision, or the bank closing the payment for reconciliation, finds the first), then its answer
 * reaches the platform (bankCallback), which settles the deposit from that record. Approval
 * credits the deposit exactly once: the pending → ok update of the deposit row, a new customer's
 * player, the ledger row (key `deposit:<id>`), the balance and the stored bank detail are one
 * transaction, and only a pending deposit can be settled (false otherwise). An answer that never
 * arrives (a crash, a faulty bank) leaves the deposit pending; reconcileDeposits settles it.
 * An approval the money rules refuse (232, 237, 238, 258, 217, a player who may not log in) ends as
 * declined with the code in decline_reason.
 */
export async function recordBankDecision(
  deps: Deps,
  token: string,
  decision: DepositDecision,
): Promise<{ id: number; record: BankRecord } | undefined> {
  const { db, clock } = deps;
  const now = clock.now();
  const row = await getDeposit(db, token, now);
  if (!row || row.status !== 'pending') return undefined;
  const kind: BankDecision = 'cancel' in decision ? 'cancel' : 'decline' in decision ? 'decline' : 'fail' in decision ? 'fail' : 'approve';
  const person = 'approve' in decision ? decision.approve : null;
  if (kind === 'approve' && row.kind === 'new' && !person)
    throw AppError.validation('identity', 'The bank must identify the person', { rule: 'required' });
  await insertBankRecordOnce(db, { depositId: row.id, decision: kind, person: person ? JSON.stringify(person) : null, decidedAt: now });
  return { id: Number(row.id), record: (await bankRecordOf(db, Number(row.id))) as BankRecord };
}

/** The bank's answer reaching the platform: settles the deposit from the bank's record (false when already settled). */
export async function bankCallback(deps: Deps, depositId: number): Promise<boolean> {
  const row = await findDeposit(deps.db, depositId);
  const record = await bankRecordOf(deps.db, depositId);
  if (!row || !record || row.status !== 'pending') return false;
  return settleDeposit(deps, row, record, deps.clock.now());
}

/** The bank's decision and its answer at once (a bank that works). */
export async function decideDeposit(deps: Deps, token: string, decision: DepositDecision): Promise<boolean> {
  const recorded = await recordBankDecision(deps, token, decision);
  return recorded !== undefined && bankCallback(deps, recorded.id);
}
