import type { CompiledQuery, QueryResult, Transaction, UnknownRow } from 'kysely';
import type { Database } from './schema';

/**
 * Runs statements of one transaction one after another without waiting for each answer before
 * sending the next: on PostgreSQL they leave in one write (one round trip, db/pgClient.ts) and the
 * server runs them in order, each starting once the one before has finished (so a read sent after
 * a row lock runs once the lock is held and sees what committed before it). On SQLite they simply
 * run in order. Answers in order; the first error (in order) is thrown. Kysely runs a
 * transaction's statements one at a time, so they go straight to its connection here, and the
 * plugins see each result as they would through executeQuery.
 */
export async function executeTogether(trx: Transaction<Database>, queries: CompiledQuery[]): Promise<QueryResult<UnknownRow>[]> {
  const executor = trx.getExecutor();
  return executor.provideConnection(async (connection) => {
    const answers = queries.map((q) => connection.executeQuery<UnknownRow>(q));
    for (const a of answers) a.catch(() => undefined);
    const results: QueryResult<UnknownRow>[] = [];
    for (const [i, a] of answers.entries()) {
      let result = await a;
      for (const plugin of executor.plugins) result = await plugin.transformResult({ result, queryId: queries[i].queryId });
      results.push(result);
    }
    return results;
  });
}
