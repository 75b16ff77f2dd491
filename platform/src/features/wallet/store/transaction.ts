import { isStalePlan } from '../../../db/pgClient';
import type { Db, Trx } from '../../../db/schema';
import { moneyTransactionRetried } from '../../../metrics/money';
import { groupCommit } from './groupCommit';
import { SharedCommitFailed } from './sharedCommit';

/** Why a money transaction that failed so runs again (undefined: it does not). */
function retryReason(err: unknown): 'deadlock' | 'serialization' | 'busy' | 'stale_plan' | undefined {
  if (isStalePlan(err)) return 'stale_plan';
  const code = (err as { code?: string })?.code;
  if (code === '40P01') return 'deadlock';
  if (code === '40001') return 'serialization';
  if (code === 'SQLITE_BUSY') return 'busy';
  return undefined;
}

/**
 * Runs a money transaction; retries it (up to 4 times) after a PostgreSQL deadlock or
 * serialization failure, SQLite busy, or a prepared statement gone stale after another instance's
 * migration (db/pgClient.ts), which roll the whole transaction back first. `groupCommit` (the
 * rounds, with the player whose wallet the transaction locks): its first try may share its COMMIT
 * with others running at the same time (./groupCommit.ts); when that shared commit fails as a
 * whole, it runs again on its own.
 */
export async function walletTransaction<T>(
  db: Db,
  fn: (trx: Trx) => Promise<T>,
  options: { groupCommit?: { playerId: number } } = {},
): Promise<T> {
  if (options.groupCommit) {
    try {
      return await groupCommit(db, options.groupCommit.playerId, fn);
    } catch (err) {
      const reason = err instanceof SharedCommitFailed ? 'shared_commit' : retryReason(err);
      if (!reason) throw err;
      moneyTransactionRetried(reason);
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (err) {
      const reason = retryReason(err);
      if (attempt >= 4 || !reason) throw err;
      moneyTransactionRetried(reason);
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.floor(Math.random() * 10)));
    }
  }
}
