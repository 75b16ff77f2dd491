import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { PaymentDepositTable, Db, Trx } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { checkCanLogin, checkIp, checkReturnUrl, findOrCreateBankPlayer, getPlayer, isUniqueViolation, ownsFlow, startSession, type Deps, type PlayerRow, assertAccessAllowed, assertCompliance, checkCompliance, complianceError, type DepositAttempt } from '../accounts';
import { answersChanged } from '../../http/cacheChannel';
import { checkDepositCampaign, creditDepositBonuses, setDepositCampaign } from '../bonuses';
import { assertPlayAllowed, checkPlayAllowed, refusalError } from '../limits';
import { applyMovements, checkSameRequest, euros, lockWallet, readWallet, requestHash, walletTransaction, type WalletState } from '../wallet';
import { checkCurrency, checkLimits, findMethod, paymentCents, PAYMENT_CURRENCY } from './methods';
import { bankAccountFor, findStoredDetail, saveStoredDetail } from './storedDetails';
import { randomToken, sha256 } from '../../crypto';

export type DepositRow = Selectable<PaymentDepositTable>;
export type DepositStatus = 'pending' | 'ok' | 'declined' | 'cancelled' | 'expired' | 'failed';

/** The bank page may be answered for 15 minutes; an approved new customer's session can be claimed for 30. */
export const DEPOSIT_DECISION_MS = 15 * 60 * 1000;
export const DEPOSIT_CLAIM_MS = 30 * 60 * 1000;

export const depositProviderDisabled = (): AppError =>
  new AppError(ErrorCode.PAYMENT_PROVIDER, 'The bank simulator is disabled (sandbox endpoints are off)', { status: 503 });

const redirectFor = (deps: Deps, token: string) => `${deps.cfg.publicPath}/sandbox/bank/deposit/${encodeURIComponent(token)}`;

/** Whether the player has a credited deposit (the first deposit lock applies only before one). */
async function hasCreditedDeposit(db: Db | Trx, playerId: number, excludeId?: number): Promise<boolean> {
  let q = db.selectFrom('payment_deposit').select('id').where('player_id', '=', playerId).where('status', '=', 'ok');
  if (excludeId !== undefined) q = q.where('id', '!=', excludeId);
  const row = await q.executeTakeFirst();
  return row !== undefined;
}

/**
 * The money rules of a deposit for a known player: 232 transactions blocked, 237 first deposit
 * lock (the admin flag holds the player's first deposit until lifted), then responsible gaming:
 * the self-exclusion register (238, or 258 when it cannot be reached) and a cool-off (217).
 */
async function depositRefusal(db: Db | Trx, wallet: WalletState, now: number, attempt: DepositAttempt, excludeId?: number): Promise<AppError | undefined> {
  if (wallet.transactionsBlocked) return new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
  if (wallet.firstDepositLock && !(await hasCreditedDeposit(db, wallet.playerId, excludeId))) return new AppError(ErrorCode.FIRST_DEPOSIT_LOCK);
  const allowed = await checkPlayAllowed(db, 'deposit', wallet.playerId, now);
  if (!allowed.ok) return refusalError(allowed);
  // Account holds (accounts/compliance.ts): 260, 231, 235, 234, 219, 129.
  const held = await checkCompliance(db, 'deposit', wallet.playerId, { ...attempt, excludeDepositId: excludeId });
  return held.ok ? undefined : complianceError(held);
}

/** Who a deposit start's idempotency key belongs to: the browser (new customer) or the player. */
export type DepositKeyScope = `browser:${string}` | `player:${number}`;

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
    const prior = keyHash ? await db.selectFrom('payment_deposit').select(['token_hash', 'request_hash']).where('idempotency_key', '=', keyHash).executeTakeFirst() : undefined;
    if (!prior) return undefined;
    checkSameRequest(prior.request_hash, hash);
    return { token, redirectUrl: redirectFor(deps, token) };
  };
  const prior = await replay();
  if (prior) return prior;
  try {
    await db.insertInto('payment_deposit').values({ ...values, token_hash: sha256(token), idempotency_key: keyHash, request_hash: hash }).execute();
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

/**
 * POST /payment/initDeposit: a new customer's deposit (pay-and-play): the bank identifies the
 * person, and the bank's approval asks the deposit door for them. Sent with a logged-in player's
 * session, the door is asked for that player before the bank is reached (238, 258, 217), so a
 * player in a cool-off is never sent to the bank.
 */
export async function initDeposit(deps: Deps, input: InitDepositInput, browserHash: string, sessionPlayerId?: number): Promise<{ token: string; redirectUrl: string }> {
  const now = deps.clock.now();
  if (input.policyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED, undefined, { params: { field: 'policyChecked' } });
  if (input.privacyPolicyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_215, undefined, { params: { field: 'privacyPolicyChecked' } });
  checkCurrency(input.currency);
  const cents = checkAmount(input.amount, input.method);
  if (sessionPlayerId !== undefined) await assertPlayAllowed(deps.db, 'deposit', sessionPlayerId, now);
  if (sessionPlayerId !== undefined) await assertCompliance(deps.db, 'deposit', sessionPlayerId, { method: input.method, amountCents: cents });
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
export async function confirmDeposit(deps: Deps, playerId: number, input: ConfirmDepositInput): Promise<{ token: string; redirectUrl: string }> {
  const { db, clock } = deps;
  const now = clock.now();
  checkCurrency(input.currency);
  const cents = checkAmount(input.amount, input.method);
  const refusal = await depositRefusal(db, await readWallet(db, playerId), now, { method: input.method, amountCents: cents });
  if (refusal) throw refusal;
  if (input.campaignId !== undefined) await checkDepositCampaign(db, playerId, input.campaignId, cents);
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

/** The deposit of a token with its status brought up to date (pending past its time: expired). */
export async function getDeposit(db: Db, token: string, now: number): Promise<DepositRow | undefined> {
  const hash = sha256(token);
  const row = await db.selectFrom('payment_deposit').selectAll().where('token_hash', '=', hash).executeTakeFirst();
  if (row && row.status === 'pending' && Number(row.expires_at) <= now && !(await bankRecordOf(db, Number(row.id)))) {
    // The bank never answered in time. (With the bank's record the deposit stays pending until
    // it is settled: the reconciliation job does it.)
    const res = await db
      .updateTable('payment_deposit')
      .set({ status: 'expired', decided_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('bank_payment').select('id').whereRef('bank_payment.deposit_id', '=', 'payment_deposit.id'))))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return { ...row, status: 'expired', decided_at: now };
    return db.selectFrom('payment_deposit').selectAll().where('id', '=', row.id).executeTakeFirst();
  }
  return row;
}

/** The person the bank identified (new customer) as the accounts module stores it. */
export interface DepositPerson {
  nationalId: string;
  country: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

export type DepositDecision = { approve: DepositPerson | null } | { decline: true } | { cancel: true } | { fail: true };

type BankDecision = 'approve' | 'decline' | 'cancel' | 'fail';

/** The bank side's record of a deposit (the simulator writes it before it tells the platform). */
interface BankRecord {
  decision: BankDecision;
  person: DepositPerson | null;
  decidedAt: number;
}

async function bankRecordOf(db: Db | Trx, depositId: number): Promise<BankRecord | undefined> {
  const r = await db.selectFrom('bank_payment').select(['decision', 'person', 'decided_at']).where('deposit_id', '=', depositId).executeTakeFirst();
  return r && { decision: r.decision as BankDecision, person: r.person ? (JSON.parse(r.person) as DepositPerson) : null, decidedAt: Number(r.decided_at) };
}

/**
 * The simulator's decision. The bank records it first (bank_payment, once per deposit: a second
 * decision finds the first), then the platform settles the deposit from that record. Approval
 * credits the deposit exactly once: the pending → ok update of the deposit row, a new customer's
 * player, the ledger row (key `deposit:<id>`), the balance and the stored bank detail are one
 * transaction, and only a pending deposit can be settled (false otherwise). A crash between the
 * bank's record and the settlement leaves the deposit pending; reconcileDeposits settles it.
 * An approval the money rules refuse (232, 237, 238, 258, 217, a player who may not log in) ends as
 * declined with the code in decline_reason.
 */
export async function decideDeposit(deps: Deps, token: string, decision: DepositDecision): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const row = await getDeposit(db, token, now);
  if (!row || row.status !== 'pending') return false;
  const kind: BankDecision = 'cancel' in decision ? 'cancel' : 'decline' in decision ? 'decline' : 'fail' in decision ? 'fail' : 'approve';
  const person = 'approve' in decision ? decision.approve : null;
  if (kind === 'approve' && row.kind === 'new' && !person) throw AppError.validation('identity', 'The bank must identify the person', { rule: 'required' });
  await db
    .insertInto('bank_payment')
    .values({ deposit_id: row.id, decision: kind, person: person ? JSON.stringify(person) : null, decided_at: now })
    .onConflict((oc) => oc.column('deposit_id').doNothing())
    .execute();
  const record = (await bankRecordOf(db, Number(row.id))) as BankRecord;
  return settleDeposit(deps, row, record, now);
}

const SETTLED_STATUS: Record<Exclude<BankDecision, 'approve'>, DepositStatus> = { decline: 'declined', cancel: 'cancelled', fail: 'failed' };

/**
 * Settles a pending deposit from the bank's record (the decision was taken before the deposit
 * expired, so the expiry does not apply here). A unique-key race on a new customer's national id
 * (two deposits of one person at once) rolls back and runs again, finding the player.
 */
async function settleDeposit(deps: Deps, row: DepositRow, record: BankRecord, now: number): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(deps, row, record, now);
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function settleOnce(deps: Deps, row: DepositRow, record: BankRecord, now: number): Promise<boolean> {
  const { db, cfg } = deps;
  const id = Number(row.id);
  let creditedPlayer: number | undefined;
  const settled = await walletTransaction(db, async (trx) => {
    const claim = (status: DepositStatus, set: { player_id?: number; national_id?: string | null; decline_reason?: string | null } = {}) =>
      trx
        .updateTable('payment_deposit')
        .set({ status, decided_at: now, ...set })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst()
        .then((r) => Number(r.numUpdatedRows) === 1);
    if (record.decision !== 'approve') return claim(SETTLED_STATUS[record.decision]);
    // The claim comes first: a second approval of the same deposit waits here and finds it settled,
    // so it never creates a player (and on SQLite the write takes the database lock at once).
    if (!(await claim('ok'))) return false;
    const decline = async (code: number) => {
      await trx.updateTable('payment_deposit').set({ status: 'declined', decline_reason: String(code) }).where('id', '=', id).execute();
      return true;
    };
    let player: PlayerRow | undefined;
    let holder: string;
    if (row.kind === 'new') {
      const p = record.person as DepositPerson;
      player = await findOrCreateBankPlayer(
        trx,
        { national_id: p.nationalId, first_name: p.firstName, last_name: p.lastName, birth_date: p.birthDate, country: p.country, lang: row.lang },
        now,
      );
      holder = p.nationalId;
    } else {
      player = await getPlayer(trx, Number(row.player_id));
      if (!player) return decline(ErrorCode.UNEXPECTED);
      holder = player.bank_id ?? `player:${player.id}`;
    }
    const playerId = Number(player.id);
    await trx
      .updateTable('payment_deposit')
      .set({ player_id: playerId, national_id: row.kind === 'new' ? holder : row.national_id })
      .where('id', '=', id)
      .execute();
    try {
      await checkCanLogin(trx, player, cfg.blockedCountries, now);
    } catch (err) {
      if (err instanceof AppError) return decline(err.errorCode);
      throw err;
    }
    const wallet = await lockWallet(trx, playerId, now);
    const refusal = await depositRefusal(trx, wallet, now, { method: row.method, amountCents: Number(row.amount_cents) }, id);
    if (refusal) return decline(refusal.errorCode);
    const reference = await saveStoredDetail(trx, playerId, row.method, bankAccountFor(holder, row.country), now);
    await trx.updateTable('payment_deposit').set({ stored_detail_reference: reference }).where('id', '=', id).execute();
    const credited = await applyMovements(trx, wallet, [{ kind: 'deposit', account: 'cash', amount: Number(row.amount_cents), key: `deposit:${id}`, reference: `deposit:${id}` }], now);
    // The campaign it redeems and the bonus wheel spin it earns, once, with the credit.
    await creditDepositBonuses(trx, credited, id, Number(row.amount_cents), now);
    creditedPlayer = playerId;
    return true;
  });
  // Settled outside the player's requests (the bank page, the reconciliation job): their polled
  // balance and bonuses are read again (http/answerCache.ts).
  if (creditedPlayer !== undefined) await answersChanged(db, { playerId: creditedPlayer });
  return settled;
}

/** What one reconciliation pass did. */
export interface ReconcileResult {
  credited: number;
  failed: number;
  /** Declined or cancelled by the bank's record. */
  other: number;
}

/**
 * The reconciliation job's pass (features/payments/reconcile.ts runs it): deposits still pending
 * `expiryMs` after they started (a crash between the bank and the platform, or a bank that never
 * answered) are settled against the bank's record, at most `limit` of them, oldest first: an
 * approval is credited once (the same settlement as the bank page's), a decline or cancel ends so,
 * anything else (a bank error, no answer) ends failed; no money moves for those.
 */
export async function reconcileDeposits(deps: Deps, expiryMs: number, limit: number): Promise<ReconcileResult> {
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom('payment_deposit')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '<=', now - expiryMs)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  const result: ReconcileResult = { credited: 0, failed: 0, other: 0 };
  for (const row of due) {
    const record = await bankRecordOf(deps.db, Number(row.id));
    if (record) {
      if (!(await settleDeposit(deps, row, record, now))) continue;
      if (record.decision === 'approve') result.credited++;
      else if (record.decision === 'fail') result.failed++;
      else result.other++;
      continue;
    }
    const res = await deps.db
      .updateTable('payment_deposit')
      .set({ status: 'failed', decided_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) result.failed++;
  }
  return result;
}

export interface DepositStatusView {
  status: 'pending' | 'ok' | 'declined' | 'cancelled' | 'expired';
  amount: number;
  currency: string;
  createdTime: number;
  /** Error code (docs/product/errors.md) of a declined deposit the platform refused (232, 237, 217, 238, 258, 111, ...). */
  declineCode?: number;
  /** Set when this call started the new customer's session. */
  userId?: number;
  sessionToken?: string;
}

/**
 * POST /payment/depositStatus. A deposit answers only to the browser that started it or to its
 * player's session (404 otherwise, as for an unknown token); a logged-in player's deposit needs
 * that session (115); a new customer's approved deposit starts the session on the first call
 * after approval (like loginStatus), later calls only report. A failed provider: 119.
 */
export async function depositStatus(
  deps: Deps,
  token: string,
  sessionPlayerId: number | undefined,
  ip: string | null,
  browserHash: string | null,
): Promise<DepositStatusView> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const row = await getDeposit(db, token, now);
  if (!row || !ownsFlow(row, browserHash, sessionPlayerId)) throw AppError.notFound('Unknown deposit token');
  if (row.kind === 'stored') {
    if (sessionPlayerId === undefined) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    if (Number(row.player_id) !== sessionPlayerId) throw AppError.notFound('Unknown deposit token');
  }
  if (row.status === 'failed') throw new AppError(ErrorCode.PAYMENT_PROVIDER, 'The bank reported an error; no money was moved');
  const view: DepositStatusView = {
    status: row.status as DepositStatusView['status'],
    amount: euros(Number(row.amount_cents)),
    currency: row.currency,
    createdTime: Number(row.created_at),
  };
  if (row.decline_reason) view.declineCode = Number(row.decline_reason);
  if (row.kind !== 'new' || row.status !== 'ok' || row.session_issued_at !== null) return view;
  if (now - Number(row.created_at) > DEPOSIT_CLAIM_MS) return view;
  checkIp(cfg, ip);
  await assertAccessAllowed(db, cfg, { ip });
  const player = (await getPlayer(db, Number(row.player_id))) as PlayerRow;
  await checkCanLogin(db, player, cfg.blockedCountries, now);
  const claim = await db
    .updateTable('payment_deposit')
    .set({ session_issued_at: now })
    .where('id', '=', row.id)
    .where('session_issued_at', 'is', null)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return view;
  view.sessionToken = await startSession(deps, Number(player.id), 'bank', ip);
  view.userId = Number(player.id);
  return view;
}
