import { sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * The pool's clients as Kysely sees them, with fewer round trips and no parse per statement.
 *
 * Write-behind inside a transaction. The clients run in pg's pipeline mode (a query is sent at
 * once, answers come in order, each with its own Sync). Kysely awaits every statement before it
 * sends the next, so a statement whose answer nobody reads is answered here at once and sent
 * behind: BEGIN, and the writes marked WRITE_BEHIND (a SQL comment; SQLite ignores it). They wait
 * in the socket's buffer (corked) and leave in one write with the next statement that is awaited,
 * whose answer is given only once theirs have come: if one of them failed, that statement (or
 * COMMIT) answers its error instead, and the transaction is rolled back, since PostgreSQL aborts
 * a transaction at its first error (COMMIT then rolls back). So a spin's BEGIN rides with the
 * wallet lock, the ledger INSERT with the balance UPDATE, the round INSERT and the programme
 * counts with COMMIT. Outside a transaction nothing is written behind. Statements awaited together
 * (sent in the same turn of the event loop, db/together.ts) also leave in one write.
 *
 * Named (prepared) statements. Kysely sends every statement as an unnamed one, so
 * PostgreSQL parses and plans it on every call; the spin's one read statement (ten subqueries)
 * cost about 480 µs of PostgreSQL CPU unnamed and 73 µs named (docs/decisions.md#named-statements).
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
    pgStatements++;
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
      // The pool listens to a client's errors only while it is idle. One in use whose connection the
      // server ends (a restart, pg_terminate_backend) between two statements would otherwise end
      // the process; its next statement fails instead, and the pool drops it on release.
      client.on('error', () => undefined);
      const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
      let inTransaction = false;
      let corked = false;
      let flushing = false;
      /** Sent behind, not yet answered to anyone (in the order sent). */
      let behind: Promise<unknown>[] = [];
      const cork = () => {
        if (!corked) stream.cork();
        corked = true;
      };
      const flush = () => {
        if (corked) stream.uncork();
        corked = false;
      };
      // Statements awaited in the same turn of the event loop (db/together.ts) leave in one write.
      const flushSoon = () => {
        if (flushing) return;
        flushing = true;
        roundTrips++;
        process.nextTick(() => {
          flushing = false;
          flush();
        });
      };
      const sendBehind = (text: string, values: unknown[] | undefined) => {
        cork();
        const answer = send(client, text, values);
        answer.catch(() => undefined);
        behind.push(answer);
      };
      w = {
        // Kysely calls query(sql, parameters) for statements and query(cursor) for streams.
        query: ((textOrCursor: unknown, values?: unknown[]) => {
          if (typeof textOrCursor !== 'string') {
            flush();
            return client.query(textOrCursor as pg.Submittable);
          }
          const text = textOrCursor;
          if (text === 'begin' && !inTransaction) {
            inTransaction = true;
            sendBehind(text, values);
            return Promise.resolve(BEGUN);
          }
          if (inTransaction && text.endsWith(WRITE_BEHIND_MARK)) {
            sendBehind(text, values);
            return Promise.resolve(WRITTEN_BEHIND);
          }
          cork();
          const answer = send(client, text, values);
          flushSoon();
          const ends = text === 'commit' || text === 'rollback';
          if (ends) inTransaction = false;
          if (behind.length === 0) return answer;
          const before = behind;
          behind = [];
          return Promise.all(before).then(
            () => answer,
            (err: unknown) => {
              answer.catch(() => undefined);
              if (text === 'rollback') return answer;
              throw err;
            },
          );
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          flush();
          inTransaction = false;
          behind = [];
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

let roundTrips = 0;
/** How many times the platform has waited for PostgreSQL's answer (npm run bench:wallet). */
export const pgRoundTripsSoFar = (): number => roundTrips;

let pgStatements = 0;
/** Statements sent to PostgreSQL, BEGIN and COMMIT included (npm run bench:wallet). */
export const pgStatementsSoFar = (): number => pgStatements;

const BEGUN = { command: 'BEGIN', rowCount: null, rows: [] };
/** The answer of a write sent behind: nobody reads it (its error comes with the next answer). */
const WRITTEN_BEHIND = { command: 'WRITE', rowCount: null, rows: [] };

const WRITE_BEHIND_MARK = '/* write-behind */';
/**
 * Marks a write inside a money transaction whose answer the code does not read (append it with
 * Kysely's modifyEnd): on PostgreSQL it is sent with the next statement instead of waiting for
 * its own round trip; its error, if any, comes with that statement's answer. A comment on SQLite.
 */
export const WRITE_BEHIND = sql.raw(WRITE_BEHIND_MARK);

/** PostgreSQL's refusal of a prepared statement whose tables changed shape since it was prepared. */
export const isStalePlan = (err: unknown): boolean =>
  (err as { code?: string })?.code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));
