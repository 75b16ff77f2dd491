import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * The pool's clients as Kysely sees them, with two savings per statement and per transaction.
 *
 * BEGIN rides with the first statement of the transaction. The clients run in pg's pipeline mode
 * (each query is sent at once, answers come in order); Kysely waits for BEGIN's answer before it
 * sends the next statement, so BEGIN is answered here at once and sent, in the same write, just
 * before that next statement (a transaction that sends nothing sends no BEGIN): one round trip
 * less per transaction. BEGIN cannot fail on a connection that works (outside a transaction it
 * always succeeds), and when it fails the statement behind it fails too, with BEGIN's error.
 * Kysely never sends two statements of one connection at once, so nothing else is pipelined.
 *
 * Named (prepared) statements. Kysely sends every statement as an unnamed one, so
 * PostgreSQL parses and plans it on every call; the spin's one read statement (ten subqueries)
 * cost about 480 µs of PostgreSQL CPU unnamed and 73 µs named (docs/decisions.md, helper spin).
 * A SQL text seen a second time gets a name; each connection then parses it once and reuses it
 * (pg sends Parse only the first time a connection meets the name). Bounded: at most
 * NAMED_STATEMENTS texts get a name (per connection PostgreSQL keeps at most that many), texts
 * seen once are remembered up to SEEN_ONCE and then forgotten; the rest run unnamed as before.
 * A migration run by another instance can change a table under a prepared `select *`;
 * PostgreSQL then refuses it once ("cached plan must not change result type", 0A000): the text
 * gets a new name, so every connection prepares it afresh, and the error goes to the caller
 * (a money transaction retries it, wallet/ledger.ts).
 */
const NAMED_STATEMENTS = 300;
const SEEN_ONCE = 2000;

export function withStatementSavings(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  let seenOnce = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= NAMED_STATEMENTS) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= SEEN_ONCE) seenOnce = new Set();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    return rename(text);
  };
  const rename = (text: string): string => {
    const fresh = `k${named++}`;
    names.set(text, fresh);
    return fresh;
  };
  const send = (client: pg.PoolClient, text: string, values: unknown[] | undefined): Promise<pg.QueryResult> => {
    const name = nameOf(text);
    if (name === undefined) return client.query(text, values);
    return client.query({ name, text, values }).catch((err: unknown) => {
      if (isStalePlan(err) && names.get(text) === name) rename(text);
      throw err;
    });
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      let beginHeld = false;
      w = {
        // Kysely calls query(sql, parameters) for statements and query(cursor) for streams.
        query: ((textOrCursor: unknown, values?: unknown[]) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
          if (textOrCursor === 'begin') {
            beginHeld = true;
            return Promise.resolve(BEGUN);
          }
          if (!beginHeld) return send(client, textOrCursor, values);
          beginHeld = false;
          // Nothing was sent in the transaction: there is nothing to commit or roll back.
          if (textOrCursor === 'commit' || textOrCursor === 'rollback') return Promise.resolve({ command: textOrCursor.toUpperCase(), rowCount: null, rows: [] });
          const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
          stream.cork();
          const begin = send(client, 'begin', []);
          const statement = send(client, textOrCursor, values);
          stream.uncork();
          return begin.then(
            () => statement,
            (err: unknown) => {
              statement.catch(() => undefined);
              throw err;
            },
          );
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          beginHeld = false;
          client.release();
        },
      };
      wrapped.set(client, w);
    }
    return w;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}

const BEGUN = { command: 'BEGIN', rowCount: null, rows: [] };

/** PostgreSQL's refusal of a prepared statement whose tables changed shape since it was prepared. */
export const isStalePlan = (err: unknown): boolean => (err as { code?: string })?.code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
