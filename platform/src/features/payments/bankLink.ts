import { bankAnswerDelay } from '../../sandbox/bank/faults';
import type { Deps } from '../accounts';
import { bankRecordOf, type BankRecord, type DepositRow } from './depositRecords';

/**
 * The platform's status query to the bank about a deposit it has not heard back about
 * (docs/decisions.md#bank-faults). Bounded: a bank that has not answered within BANK_TIMEOUT_MS
 * (or answers 5xx) is unreachable, and the deposit stays pending for the next reconciliation pass.
 */

const BANK_TIMEOUT_MS = 2000;

export class BankUnreachableError extends Error {}

/**
 * The simulator's answer: its record of the payment. A payment past its page time that nobody
 * decided is closed by the bank (recorded `fail`), so an approval arriving later finds it closed
 * and nothing is taken or credited; the unique record per deposit decides which came first.
 */
async function bankPaymentStatus(deps: Deps, row: DepositRow, now: number): Promise<BankRecord | undefined> {
  await bankAnswerDelay(deps.db);
  const id = Number(row.id);
  if (Number(row.expires_at) <= now && !(await bankRecordOf(deps.db, id))) {
    await deps.db
      .insertInto('bank_payment')
      .values({ deposit_id: id, decision: 'fail', person: null, decided_at: now })
      .onConflict((oc) => oc.column('deposit_id').doNothing())
      .execute();
  }
  return bankRecordOf(deps.db, id);
}

/** The bank's record of the deposit (undefined: still open at the bank); BankUnreachableError after BANK_TIMEOUT_MS or on a 5xx. */
export async function askBank(deps: Deps, row: DepositRow, now: number, timeoutMs = BANK_TIMEOUT_MS): Promise<BankRecord | undefined> {
  const answer = bankPaymentStatus(deps, row, now);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new BankUnreachableError(`The bank did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([answer, late]);
  } catch (err) {
    if (err instanceof BankUnreachableError) {
      answer.catch(() => undefined); // its late answer, or failure, is nobody's concern now
      throw err;
    }
    if (err instanceof Error && 'status' in err && Number(err.status) >= 500) throw new BankUnreachableError(err.message);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
