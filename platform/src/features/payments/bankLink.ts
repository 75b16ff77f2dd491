import type { Deps } from '../accounts';
import type { BankRecord, DepositRow } from './depositRecords';

/**
 * The platform's status query to the bank about a deposit it has not heard back about
 * (docs/decisions.md#bank-faults). Bounded: a bank that has not answered within BANK_TIMEOUT_MS
 * (or answers 5xx) is unreachable, and the deposit stays pending for the next reconciliation pass.
 */

const BANK_TIMEOUT_MS = 2000;

export class BankUnreachableError extends Error {}

/**
 * The bank's side of a status query, as a bank's API would answer it: its record of the payment
 * (undefined: still open at the bank). A bank that is down throws an error whose `status` is 5xx.
 */
export type BankStatusQuery = (row: DepositRow, now: number) => Promise<BankRecord | undefined>;

/** The bank each database handle's platform talks to (one per instance, like its caches). */
const banks = new WeakMap<object, BankStatusQuery>();

/**
 * Connects the bank that answers this instance's status queries: the sandbox's bank simulator
 * connects itself when it is mounted (src/plugins.ts). Without a bank every query is unreachable,
 * so deposits still pending stay so. Answers the disconnect.
 */
export function connectBank(db: object, query: BankStatusQuery): () => void {
  banks.set(db, query);
  return () => {
    if (banks.get(db) === query) banks.delete(db);
  };
}

async function bankPaymentStatus(deps: Deps, row: DepositRow, now: number): Promise<BankRecord | undefined> {
  const query = banks.get(deps.db);
  if (!query) throw new BankUnreachableError('No bank is connected (the sandbox bank is not mounted)');
  return query(row, now);
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
