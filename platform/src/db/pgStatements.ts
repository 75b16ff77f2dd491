import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Named (prepared) statements on PostgreSQL. Kysely sends every statement as an unnamed one, so
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

export function withNamedStatements(pool: pg.Pool): PostgresPool {
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
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let w = wrapped.get(client);
    if (!w) {
      w = {
        // Kysely calls query(sql, parameters) for statements and query(cursor) for streams.
        query: ((textOrCursor: unknown, values?: unknown[]) => {
          if (typeof textOrCursor !== 'string') return client.query(textOrCursor as pg.Submittable);
          const name = nameOf(textOrCursor);
          if (name === undefined) return client.query(textOrCursor, values);
          return client.query({ name, text: textOrCursor, values }).catch((err: unknown) => {
            if (isStalePlan(err) && names.get(textOrCursor) === name) rename(textOrCursor);
            throw err;
          });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
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

/** PostgreSQL's refusal of a prepared statement whose tables changed shape since it was prepared. */
export const isStalePlan = (err: unknown): boolean => (err as { code?: string })?.code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
