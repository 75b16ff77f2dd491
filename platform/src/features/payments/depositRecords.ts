import type { Selectable } from 'kysely';
import type { Db, Trx } from '../../db/schema';
import type { PaymentDepositTable } from './tables';
import { AppError, ErrorCode } from '../../errors';
import { sha256 } from '../../crypto';
import { depositSettled } from '../../metrics/money';
import { expireUnansweredDeposit, findBankRecord, findDeposit, findDepositByTokenHash, insertBankRecordOnce } from './store/deposits';

/** A deposit's row and the bank's record of it: what starting, deciding, settling and the status poll share. */

export type DepositRow = Selectable<PaymentDepositTable>;
export type DepositStatus = 'pending' | 'ok' | 'declined' | 'cancelled' | 'expired' | 'failed';

/** The bank page may be answered for 15 minutes; an approved new customer's session can be claimed for 30. */
export const DEPOSIT_DECISION_MS = 15 * 60 * 1000;
export const DEPOSIT_CLAIM_MS = 30 * 60 * 1000;

export const depositProviderDisabled = (): AppError =>
  new AppError(ErrorCode.PAYMENT_PROVIDER, 'The bank simulator is disabled (sandbox endpoints are off)', { status: 503 });

/** The deposit of a token with its status brought up to date (pending past its time: expired). */
export async function getDeposit(db: Db, token: string, now: number): Promise<DepositRow | undefined> {
  const row = await findDepositByTokenHash(db, sha256(token));
  if (row && row.status === 'pending' && Number(row.expires_at) <= now && !(await bankRecordOf(db, Number(row.id)))) {
    // The bank never answered in time. (With the bank's record the deposit stays pending until
    // it is settled: the reconciliation job does it.)
    if (await expireUnansweredDeposit(db, row.id, now)) {
      depositSettled('expired', 'expiry', Number(row.amount_cents));
      return { ...row, status: 'expired', decided_at: now };
    }
    return findDeposit(db, row.id);
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

export type BankDecision = 'approve' | 'decline' | 'cancel' | 'fail';

/** The bank side's record of a deposit (the simulator writes it before it tells the platform). */
export interface BankRecord {
  decision: BankDecision;
  person: DepositPerson | null;
  decidedAt: number;
}

/**
 * The bank closes a payment nobody decided before its page time (recorded `fail`), so that an
 * approval arriving later finds it closed; a decision recorded first stands (one record per deposit).
 */
export async function closeUndecidedPayment(db: Db, depositId: number, now: number): Promise<void> {
  await insertBankRecordOnce(db, { depositId, decision: 'fail', person: null, decidedAt: now });
}

export async function bankRecordOf(db: Db | Trx, depositId: number): Promise<BankRecord | undefined> {
  const r = await findBankRecord(db, depositId);
  return (
    r && {
      decision: r.decision as BankDecision,
      person: r.person ? (JSON.parse(r.person) as DepositPerson) : null,
      decidedAt: Number(r.decided_at),
    }
  );
}
