import type { Db } from '../../db/schema';
import { ownsFlow } from './flowOwner';
import { AppError, ErrorCode } from '../../errors';
import { checkCanLogin } from './players';
import { checkIp, startSession, type Deps, type LoginDeps } from './deps';
import { assertAccessAllowed } from './compliance';
import { randomToken, sha256 } from '../../crypto';
import {
  claimBankLoginSession,
  decidePendingBankLogin,
  findBankLogin,
  insertBankLogin,
  isNationalIdInBankLogins,
  markBankLoginExpired,
  type BankLoginDecision,
  type BankLoginRow,
} from './store/bankLogins';
import { findPlayerByBankId, findPlayerById, insertBankPlayer, isBankIdTaken, type PlayerRow } from './store/players';

export type BankLoginStatus = 'pending' | 'approved' | 'cancelled' | 'expired';

/** The bank page may be answered for 15 minutes; an approval can be claimed for 30 minutes. */
const BANK_DECISION_MS = 15 * 60 * 1000;
const BANK_CLAIM_MS = 30 * 60 * 1000;

export interface BankPerson {
  nationalId: string;
  country: string;
  firstName: string;
  lastName: string;
  birthDate: string;
}

/** A relative path starting with exactly one '/', no backslashes or control characters. */
export function checkReturnUrl(value: string | undefined): string {
  if (value === undefined || value === '') return '/';
  if (!/^\/(?![/\\])/.test(value) || /[\\\s\p{C}]/u.test(value) || value.length > 1000) {
    throw AppError.validation('returnUrl', 'returnUrl must be a relative path starting with a single /', { rule: 'relativePath' });
  }
  return value;
}

/** POST /payment/initLogin: a pending bank login and the simulator URL (relative, under publicPath). */
export async function initBankLogin(
  { db, cfg, clock }: Deps,
  input: { country: string; method: string; lang: string; returnUrl?: string },
): Promise<{ token: string; redirectUrl: string }> {
  const now = clock.now();
  const returnUrl = checkReturnUrl(input.returnUrl);
  const token = randomToken(24);
  await insertBankLogin(db, {
    token_hash: sha256(token),
    country: input.country,
    method: input.method,
    lang: input.lang,
    return_url: returnUrl,
    status: 'pending',
    created_at: now,
    expires_at: now + BANK_DECISION_MS,
  });
  return { token, redirectUrl: `${cfg.publicPath}/sandbox/bank/login/${encodeURIComponent(token)}` };
}

/** The bank login of a token with its status brought up to date (pending past its time: expired). */
export async function getBankLogin(db: Db, token: string, now: number): Promise<BankLoginRow | undefined> {
  const hash = sha256(token);
  const row = await findBankLogin(db, hash);
  if (row && row.status === 'pending' && Number(row.expires_at) <= now) {
    await markBankLoginExpired(db, hash, now);
    return { ...row, status: 'expired', decided_at: now };
  }
  return row;
}

/** The simulator's approve or cancel; only a pending login can be decided (false otherwise). */
export async function decideBankLogin(
  db: Db,
  token: string,
  decision: { approve: BankPerson } | { cancel: true },
  now: number,
): Promise<boolean> {
  const decided: BankLoginDecision =
    'approve' in decision
      ? {
          status: 'approved',
          national_id: decision.approve.nationalId,
          first_name: decision.approve.firstName,
          last_name: decision.approve.lastName,
          birth_date: decision.approve.birthDate,
        }
      : { status: 'cancelled' };
  return decidePendingBankLogin(db, sha256(token), decided, now);
}

export async function nationalIdInUse(db: Db, nationalId: string): Promise<boolean> {
  return (await isBankIdTaken(db, nationalId)) || isNationalIdInBankLogins(db, nationalId);
}

/**
 * The player with this bank identity, created (activated, no email, no password) when new.
 * Also used by the pay-and-play deposit (features/payments).
 */
export async function findOrCreateBankPlayer(
  db: Db,
  row: Pick<BankLoginRow, 'national_id' | 'first_name' | 'last_name' | 'birth_date' | 'country' | 'lang'>,
  now: number,
): Promise<PlayerRow> {
  const nationalId = row.national_id as string;
  const existing = await findPlayerByBankId(db, nationalId);
  if (existing) return existing;
  // ON CONFLICT DO NOTHING rather than catching the unique violation: inside a transaction
  // (a deposit's settlement) PostgreSQL aborts the whole transaction on a violation. A concurrent
  // creation of the same person waits for the other to commit, then finds its row.
  const createdId = await insertBankPlayer(db, {
    email: null,
    nickname: null,
    nickname_key: null,
    password_hash: null,
    first_name: row.first_name ?? '',
    last_name: row.last_name ?? '',
    birth_date: row.birth_date,
    country: row.country,
    currency: 'EUR',
    language: row.lang,
    activated: 1,
    status: 'active',
    bank_id: nationalId,
    created_at: now,
    updated_at: now,
  });
  const player = createdId !== undefined ? await findPlayerById(db, createdId) : await findPlayerByBankId(db, nationalId);
  if (!player) throw new Error(`bank player ${nationalId} neither created nor found`);
  return player;
}

/**
 * POST /payment/loginStatus. An approval starts a session once: the first call after approval
 * claims it (sessionToken set); every later call answers status 'approved' without a session.
 * Only the browser that started the login (its binding cookie) gets an answer; 404 otherwise.
 */
export async function bankLoginStatus(
  deps: LoginDeps,
  token: string,
  ip: string | null,
  browserHash: string | null,
): Promise<{ status: BankLoginStatus; sessionToken?: string; userId?: number }> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const row = await getBankLogin(db, token, now);
  // Another browser holding the token learns nothing more than of a token that does not exist.
  if (!row || !ownsFlow(row, browserHash)) throw AppError.notFound('Unknown bank login token');
  const status = row.status as BankLoginStatus;
  if (status !== 'approved' || row.session_issued_at !== null) return { status };
  if (now - Number(row.created_at) > BANK_CLAIM_MS) return { status: 'expired' };

  checkIp(cfg, ip);
  await assertAccessAllowed(db, cfg, { ip });
  const player = await findOrCreateBankPlayer(db, row, now);
  await checkCanLogin(db, player, cfg.blockedCountries, now, deps.loginPlayCheck);
  if (!(await claimBankLoginSession(db, row.token_hash, Number(player.id), now))) return { status };
  const sessionToken = await startSession(deps, Number(player.id), 'bank', ip);
  return { status, sessionToken, userId: Number(player.id) };
}

export const bankProviderDisabled = (): AppError =>
  new AppError(ErrorCode.PAYMENT_PROVIDER, 'The bank simulator is disabled (sandbox endpoints are off)', { status: 503 });
