import { isIP } from 'node:net';
import type { Db } from '../../db/schema';
import { AppError, ErrorCode, ERROR_DEFAULTS } from '../../errors';
import type { AccountsConfig } from '../../config';
import { deleteBlock, insertBlock, isAnyBlocked, isPlayerCountryBlocked, listBlocks, type AccessBlock } from './store/accessBlocks';
import { findHolds, findHoldsForDoor, upsertHolds } from './store/holds';
import { setEmailVerified } from './store/players';

/**
 * Account holds: the states an operator's back office puts a player in
 * (docs/decisions.md#account-holds; docs/product/flows.md, "Account holds"), and the
 * operator's own blocked countries and IPs. Every door asks checkCompliance with its name, right
 * next to the responsible-gaming check (limits/checks.ts), so a rule is changed here for all of
 * them:
 *
 * - login (password, autoLogin, bank login, a new customer's session, a deposit's approval): 108
 *   when the player's country is on the operator's list. The holds do not keep a player out: they
 *   log in to verify their email, send documents and take their money out.
 * - deposit (start, before the bank is reached, and the bank's approval): 260 AML, 231 PEP, 235
 *   risk, 234 source of funds (a deposit taking the credited total over the check), 219 email not
 *   verified, 129 the method not allowed for the player.
 * - withdrawInit and withdraw: 260 AML, 231 PEP, 235 risk (the review holds the money).
 *
 * Registration, login and a new customer's deposit also ask assertAccessAllowed: 108 for a
 * blocked client IP or country (the environment's lists and the operator's).
 */

// ---------------------------------------------------------------- doors and their codes

type HoldCode =
  | typeof ErrorCode.COUNTRY_BLOCKED
  | typeof ErrorCode.PAYMENT_NOT_ALLOWED
  | typeof ErrorCode.EMAIL_NOT_VERIFIED
  | typeof ErrorCode.PEP_FAILURE
  | typeof ErrorCode.SOURCE_OF_FUNDS
  | typeof ErrorCode.RISK_BLOCKED
  | typeof ErrorCode.AML_BLOCKED;

/** The doors and the codes each answers, in the order they are asked. */
const HOLD_DOORS = {
  login: [ErrorCode.COUNTRY_BLOCKED],
  deposit: [
    ErrorCode.AML_BLOCKED,
    ErrorCode.PEP_FAILURE,
    ErrorCode.RISK_BLOCKED,
    ErrorCode.SOURCE_OF_FUNDS,
    ErrorCode.EMAIL_NOT_VERIFIED,
    ErrorCode.PAYMENT_NOT_ALLOWED,
  ],
  withdrawInit: [ErrorCode.AML_BLOCKED, ErrorCode.PEP_FAILURE, ErrorCode.RISK_BLOCKED],
  withdraw: [ErrorCode.AML_BLOCKED, ErrorCode.PEP_FAILURE, ErrorCode.RISK_BLOCKED],
} as const satisfies Record<string, readonly HoldCode[]>;

export type HoldDoor = keyof typeof HOLD_DOORS;

export type ComplianceResult = { ok: true } | { ok: false; errorCode: HoldCode; message: string };

/** The deposit being asked about (deposit door): its method and amount. */
export interface DepositAttempt {
  method: string;
  amountCents: number;
  /**
   * The player's credited deposits in cents, without the deposit being settled: the payments
   * feature's fact, asked only when a source-of-funds hold applies.
   */
  creditedCents: () => Promise<number>;
}

/** A player's holds as the admin endpoint shows them. */
export interface HoldState {
  emailUnverified: boolean;
  pepHit: boolean;
  sourceOfFundsRequired: boolean;
  /** Euros: deposits that take the credited total over this wait for the source of funds. */
  sourceOfFundsAbove: number;
  riskBlocked: boolean;
  amlBlocked: boolean;
  paymentMethodsNotAllowed: string[];
}

const ALLOWED: ComplianceResult = { ok: true };
const refuse = (errorCode: HoldCode): ComplianceResult => ({ ok: false, errorCode, message: ERROR_DEFAULTS[errorCode].message });

const methodsOf = (json: string | null | undefined): string[] => {
  try {
    const v: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The door's verdict for the player: the first code of HOLD_DOORS[door] that applies. Nothing has
 * moved when a door asks (a deposit's approval asks inside its transaction and declines). The
 * deposit door is asked with the deposit: its method, amount and the credited total.
 */
export async function checkCompliance(db: Db, door: HoldDoor, playerId: number, deposit?: DepositAttempt): Promise<ComplianceResult> {
  if (door === 'deposit' && !deposit) throw new Error('the deposit door is asked with the deposit (DepositAttempt)');
  if (door === 'login') return (await isPlayerCountryBlocked(db, playerId)) ? refuse(ErrorCode.COUNTRY_BLOCKED) : ALLOWED;
  const hold = await findHoldsForDoor(db, playerId);
  if (!hold) return ALLOWED;
  for (const code of HOLD_DOORS[door] as readonly HoldCode[]) {
    switch (code) {
      case ErrorCode.AML_BLOCKED:
        if (hold.aml_blocked === 1) return refuse(code);
        break;
      case ErrorCode.PEP_FAILURE:
        if (hold.pep_hit === 1) return refuse(code);
        break;
      case ErrorCode.RISK_BLOCKED:
        if (hold.risk_blocked === 1) return refuse(code);
        break;
      case ErrorCode.SOURCE_OF_FUNDS:
        if (hold.source_of_funds_required === 1 && deposit) {
          const total = (await deposit.creditedCents()) + deposit.amountCents;
          if (total > Number(hold.source_of_funds_above_cents)) return refuse(code);
        }
        break;
      case ErrorCode.EMAIL_NOT_VERIFIED:
        // Verifying the email (the code sent to it) lifts the hold without the back office.
        if (hold.email_unverified === 1 && hold.email_verified !== 1) return refuse(code);
        break;
      case ErrorCode.PAYMENT_NOT_ALLOWED:
        if (deposit && methodsOf(hold.methods_not_allowed).includes(deposit.method)) return refuse(code);
        break;
    }
  }
  return ALLOWED;
}

/** The AppError of a refusal (403 with its code). */
export const complianceError = (r: Exclude<ComplianceResult, { ok: true }>): AppError => new AppError(r.errorCode, r.message);

/** Throws the door's refusal; for the doors that answer the request with it. */
export async function assertCompliance(db: Db, door: HoldDoor, playerId: number, deposit?: DepositAttempt): Promise<void> {
  const result = await checkCompliance(db, door, playerId, deposit);
  if (!result.ok) throw complianceError(result);
}

// ---------------------------------------------------------------- blocked countries and IPs

/**
 * 108 when the client IP or the country is blocked, by the environment (BLOCKED_IPS,
 * BLOCKED_COUNTRIES) or by the operator at run time (operator_access_block).
 */
export async function assertAccessAllowed(
  db: Db,
  cfg: Pick<AccountsConfig, 'blockedIps' | 'blockedCountries'>,
  who: { ip?: string | null; country?: string | null },
): Promise<void> {
  const ip = who.ip || null;
  const country = who.country ? who.country.trim().toUpperCase() : null;
  if ((ip && cfg.blockedIps.includes(ip)) || (country && cfg.blockedCountries.includes(country)))
    throw new AppError(ErrorCode.COUNTRY_BLOCKED);
  const entries: AccessBlock[] = [...(ip ? [{ kind: 'ip', value: ip }] : []), ...(country ? [{ kind: 'country', value: country }] : [])];
  if (entries.length === 0) return;
  if (await isAnyBlocked(db, entries)) throw new AppError(ErrorCode.COUNTRY_BLOCKED);
}

export interface AccessBlocks {
  countries: string[];
  ips: string[];
}

/** The operator's run-time lists (the environment's are in the accounts config). */
export async function listAccessBlocks(db: Db): Promise<AccessBlocks> {
  const rows = await listBlocks(db);
  return {
    countries: rows.filter((r) => r.kind === 'country').map((r) => r.value),
    ips: rows.filter((r) => r.kind === 'ip').map((r) => r.value),
  };
}

/** Adds (blocked true) or removes countries and IPs of the operator's lists; 195 for a bad IP. */
export async function setAccessBlocks(
  db: Db,
  change: { countries?: string[]; ips?: string[]; blocked: boolean },
  now: number,
): Promise<AccessBlocks> {
  const entries: AccessBlock[] = [
    ...(change.countries ?? []).map((c) => ({ kind: 'country', value: c.trim().toUpperCase() })),
    ...(change.ips ?? []).map((ip) => ({ kind: 'ip', value: ip.trim() })),
  ];
  for (const e of entries) {
    if (e.kind === 'ip' && isIP(e.value) === 0) throw AppError.validation('ips', `Not an IP address: ${e.value}`, { rule: 'ip' });
    if (e.kind === 'country' && !/^[A-Z]{3}$/.test(e.value))
      throw AppError.validation('countries', 'Countries are three-letter codes', { rule: 'country' });
  }
  for (const e of entries) {
    if (change.blocked) await insertBlock(db, e, now);
    else await deleteBlock(db, e);
  }
  return listAccessBlocks(db);
}

// ---------------------------------------------------------------- a player's holds

const NO_HOLDS: HoldState = {
  emailUnverified: false,
  pepHit: false,
  sourceOfFundsRequired: false,
  sourceOfFundsAbove: 0,
  riskBlocked: false,
  amlBlocked: false,
  paymentMethodsNotAllowed: [],
};

export async function readHolds(db: Db, playerId: number): Promise<HoldState> {
  const r = await findHolds(db, playerId);
  if (!r) return { ...NO_HOLDS };
  return {
    emailUnverified: r.email_unverified === 1,
    pepHit: r.pep_hit === 1,
    sourceOfFundsRequired: r.source_of_funds_required === 1,
    sourceOfFundsAbove: Number(r.source_of_funds_above_cents) / 100,
    riskBlocked: r.risk_blocked === 1,
    amlBlocked: r.aml_blocked === 1,
    paymentMethodsNotAllowed: methodsOf(r.methods_not_allowed),
  };
}

/**
 * Sets the given holds (the others keep their value). emailUnverified also marks the player's
 * email unverified (true) or verified (false, when they have one), as a back office does.
 */
export async function setHolds(db: Db, playerId: number, change: Partial<HoldState>, now: number): Promise<HoldState> {
  const next = {
    ...(await readHolds(db, playerId)),
    ...Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)),
  } as HoldState;
  const row = {
    email_unverified: next.emailUnverified ? 1 : 0,
    pep_hit: next.pepHit ? 1 : 0,
    source_of_funds_required: next.sourceOfFundsRequired ? 1 : 0,
    source_of_funds_above_cents: Math.round(next.sourceOfFundsAbove * 100),
    risk_blocked: next.riskBlocked ? 1 : 0,
    aml_blocked: next.amlBlocked ? 1 : 0,
    methods_not_allowed: JSON.stringify([...new Set(next.paymentMethodsNotAllowed)]),
    updated_at: now,
  };
  await db.transaction().execute(async (trx) => {
    await upsertHolds(trx, playerId, row);
    if (change.emailUnverified !== undefined) await setEmailVerified(trx, playerId, !change.emailUnverified, now);
  });
  return readHolds(db, playerId);
}
