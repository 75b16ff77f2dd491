import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './schema';
import { isPostgres } from './migrations/util';

type AnyDb = Kysely<Database>;

/**
 * A hot statement built with Kysely once per engine (and per `shape`, e.g. a row count) and then
 * run with only its parameters filled in: building and compiling the query tree cost a round more
 * CPU than its small statements take to run. `params` must list the values in the order
 * the compiled SQL takes them; the first build checks it against Kysely's own parameters for a
 * sample whose values all differ, so a statement whose SQL and `params` disagree fails at once.
 * The query runs through db.executeQuery: the plugins' transformResult still sees every run.
 */
export function prepared<A>(
  build: (db: AnyDb, args: A) => Compilable,
  params: (args: A) => unknown[],
  sample: (shape: number) => A,
): Prepared<A> {
  const compiled = new Map<string, CompiledQuery>();
  const compile = (db: AnyDb, args: A, shape = 0): CompiledQuery => {
    const key = `${isPostgres(db) ? 'pg' : 'sqlite'}:${shape}`;
    let query = compiled.get(key);
    if (!query) {
      const s = sample(shape);
      query = build(db, s).compile();
      if (!isDeepStrictEqual([...query.parameters], params(s))) throw new Error(`Prepared statement parameters out of order: ${query.sql}`);
      compiled.set(key, query);
    }
    return { ...query, parameters: params(args) };
  };
  const run = (db: AnyDb, args: A, shape?: number) => db.executeQuery(compile(db, args, shape));
  return Object.assign(run, { compile });
}

/** Runs the statement; `compile` answers it unsent (e.g. for db/together.ts). */
export interface Prepared<A> {
  (db: AnyDb, args: A, shape?: number): Promise<QueryResult<unknown>>;
  compile(db: AnyDb, args: A, shape?: number): CompiledQuery;
}
