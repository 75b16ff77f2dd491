import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { PaymentDepositTable } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { checkCanLogin, checkIp, checkReturnUrl, findOrCreateBankPlayer, getPlayer, isUniqueViolation, ownsFlow, sha256, startSession, type Deps, type PlayerRow } from '../accounts';
import { randomToken } from '../accounts/crypto';
import { checkDepositCampaign, creditDepositBonuses, setDepositCampaign } from '../bonuses';
import { checkDepositAllowed, refusalError } from '../limits';
import { applyMovements, checkSameRequest, euros, lockWallet, readWallet, requestHash, walletTransaction, type Db, type Trx, type WalletState } from '../wallet';
import { checkCurrency, checkLimits, findMethod, paymentCents, PAYMENT_CURRENCY } from './methods';
import { bankAccountFor, findStoredDetail, saveStoredDetail } from './storedDetails';

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
async function depositRefusal(db: Db | Trx, wallet: WalletState, now: number, excludeId?: number): Promise<AppError | undefined> {
  if (wallet.transactionsBlocked) return new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
  if (wallet.firstDepositLock && !(await hasCreditedDeposit(db, wallet.playerId, excludeId))) return new AppError(ErrorCode.FIRST_DEPOSIT_LOCK);
  const allowed = await checkDepositAllowed(db, wallet.playerId, now);
  return allowed.ok ? undefined : refusalError(allowed);
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

/** POST /payment/initDeposit: a new customer's deposit (pay-and-play): the bank identifies the person. */
export async function initDeposit(deps: Deps, input: InitDepositInput, browserHash: string): Promise<{ token: string; redirectUrl: string }> {
  const now = deps.clock.now();
  if (input.policyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED, undefined, { params: { field: 'policyChecked' } });
  if (input.privacyPolicyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_215, undefined, { params: { field: 'privacyPolicyChecked' } });
  checkCurrency(input.currency);
  const cents = checkAmount(input.amount, input.method);
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
  const refusal = await depositRefusal(db, await readWallet(db, playerId), now);
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
  if (row && row.status === 'pending' && Number(row.expires_at) <= now) {
    await db.updateTable('payment_deposit').set({ status: 'expired', decided_at: now }).where('id', '=', row.id).where('status', '=', 'pending').execute();
    return { ...row, status: 'expired', decided_at: now };
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

/**
 * The simulator's decision. Approval credits the deposit exactly once: the pending → ok update
 * of the deposit row, the ledger row (key `deposit:<id>`), the balance and the stored bank
 * detail are one transaction, and only a pending deposit can be decided (false otherwise).
 * An approval the money rules refuse (232, 237, 238, 258, 217, a player who may not log in) ends as
 * declined with the code in decline_reason.
 */
export async function decideDeposit(deps: Deps, token: string, decision: DepositDecision): Promise<boolean> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const row = await getDeposit(db, token, now);
  if (!row || row.status !== 'pending') return false;

  const finish = async (status: DepositStatus, reason: number | null = null) => {
    const res = await db
      .updateTable('payment_deposit')
      .set({ status, decided_at: now, decline_reason: reason === null ? null : String(reason) })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  };
  if ('cancel' in decision) return finish('cancelled');
  if ('decline' in decision) return finish('declined');
  if ('fail' in decision) return finish('failed');

  // Approval: who pays?
  let player: PlayerRow;
  let holder: string;
  if (row.kind === 'new') {
    const person = decision.approve;
    if (!person) throw AppError.validation('identity', 'The bank must identify the person', { rule: 'required' });
    player = await findOrCreateBankPlayer(
      db,
      { national_id: person.nationalId, first_name: person.firstName, last_name: person.lastName, birth_date: person.birthDate, country: person.country, lang: row.lang },
      now,
    );
    holder = person.nationalId;
  } else {
    player = (await getPlayer(db, Number(row.player_id))) as PlayerRow;
    if (!player) return finish('declined', ErrorCode.UNEXPECTED);
    holder = player.bank_id ?? `player:${player.id}`;
  }
  try {
    await checkCanLogin(db, player, cfg.blockedCountries, now);
  } catch (err) {
    if (err instanceof AppError) return finish('declined', err.errorCode);
    throw err;
  }
  const playerId = Number(player.id);
  const account = bankAccountFor(holder, row.country);

  return walletTransaction(db, async (trx) => {
    const claim = await trx
      .updateTable('payment_deposit')
      .set({ status: 'ok', decided_at: now, player_id: playerId, national_id: row.kind === 'new' ? holder : row.national_id })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    const wallet = await lockWallet(trx, playerId, now);
    const refusal = await depositRefusal(trx, wallet, now, Number(row.id));
    if (refusal) {
      await trx.updateTable('payment_deposit').set({ status: 'declined', decline_reason: String(refusal.errorCode) }).where('id', '=', row.id).execute();
      return true;
    }
    const reference = await saveStoredDetail(trx, playerId, row.method, account, now);
    await trx.updateTable('payment_deposit').set({ stored_detail_reference: reference }).where('id', '=', row.id).execute();
    const credited = await applyMovements(trx, wallet, [{ kind: 'deposit', account: 'cash', amount: Number(row.amount_cents), key: `deposit:${row.id}`, reference: `deposit:${row.id}` }], now);
    // The campaign it redeems and the bonus wheel spin it earns, once, with the credit.
    await creditDepositBonuses(trx, credited, Number(row.id), Number(row.amount_cents), now);
    return true;
  });
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
