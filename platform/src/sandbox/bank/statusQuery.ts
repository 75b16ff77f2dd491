import type { Db } from '../../db/schema';
import { bankRecordOf, closeUndecidedPayment, type BankStatusQuery } from '../../features/payments';
import { bankAnswerDelay } from './faults';

/**
 * The simulator's answer to the platform's status query about a deposit (connected to the
 * payments feature's bank link when the bank is mounted): after its fault's delay, or a 503, its
 * record of the payment. A payment past its page time that nobody decided is closed by the bank
 * (recorded `fail`), so an approval arriving later finds it closed and nothing is taken or
 * credited; the one record per deposit decides which came first.
 */
export const simulatorStatusQuery =
  (db: Db): BankStatusQuery =>
  async (row, now) => {
    await bankAnswerDelay(db);
    const id = Number(row.id);
    if (Number(row.expires_at) <= now && !(await bankRecordOf(db, id))) await closeUndecidedPayment(db, id, now);
    return bankRecordOf(db, id);
  };
