import pg from 'pg';
import { Transaction, type DatabaseConnection, type Dialect, type Driver, type KyselyConfig } from 'kysely';
import type { Database, Db, Trx } from '../../../db/schema';

/**
 * Rounds of several players sharing one transaction (docs/decisions.md#shared-commit).
 * They run at the same time on one connection, each with a handle of its own that does not wait for
 * the others' statements (a Kysely transaction runs its statements one at a time), so their first
 * reads leave together, and their writes, made together at the end (addShared) or written behind
 * (db/pgClient.ts), leave with the one COMMIT (on SQLite each statement is a call: the gain there is
 * the fewer statements). Their wallets are locked in player id order (the caller sorts them; one round a player).
 * The transaction commits only whole: if a round fails after it wrote, or on a database error (which
 * aborts the transaction for all), it rolls back and the caller runs every round again on its own.
 * A round refused before it wrote (a limit, the funds) answers its refusal, and the others commit.
 */

/** The shared transaction did not commit; nothing of it happened. Each round is run again alone. */
export class SharedCommitFailed extends Error {
  /** `reason`: what spoilt it (a round's error, or the COMMIT's). */
  constructor(readonly reason: unknown) {
    super('Shared commit rolled back');
    this.name = 'SharedCommitFailed';
  }
}

export type Outcome = { ok: true; value: unknown } | { ok: false; err: unknown };

export async function runSharedTransaction(db: Db, rounds: ((trx: Trx) => Promise<unknown>)[]): Promise<Outcome[]> {
  try {
    return await db.transaction().execute((trx) =>
      trx.getExecutor().provideConnection(async (connection) => {
        const shared = new SharedWrites();
        const members = rounds.map(() => member(db, connection, shared));
        const settled = await Promise.allSettled(rounds.map((round, i) => round(members[i].trx)));
        const outcomes = settled.map((s): Outcome =>
          s.status === 'fulfilled' ? { ok: true, value: s.value } : { ok: false, err: s.reason },
        );
        const spoiler = outcomes.find((o, i) => !o.ok && (members[i].wrote || o.err instanceof pg.DatabaseError));
        if (spoiler && !spoiler.ok) throw new SharedCommitFailed(spoiler.err);
        await shared.write(members[0].trx);
        return outcomes;
      }),
    );
  } catch (err) {
    throw err instanceof SharedCommitFailed ? err : new SharedCommitFailed(err);
  }
}

interface Member {
  trx: Trx;
  /** It sent a statement that is not a plain read (a lock is a read). */
  wrote: boolean;
}

/** Placeholders for what a Kysely Transaction never uses (introspection, destroy, nesting). */
const unused = new Proxy(
  {},
  {
    get() {
      throw new Error('Not available inside a shared commit');
    },
  },
);

function member(db: Db, connection: DatabaseConnection, shared: SharedWrites): Member {
  const m: Member = { trx: undefined as unknown as Trx, wrote: false };
  const own: DatabaseConnection = {
    executeQuery(query) {
      if (!/^\s*select\b/i.test(query.sql)) m.wrote = true;
      return connection.executeQuery(query);
    },
    streamQuery(query, chunkSize) {
      m.wrote = true;
      return connection.streamQuery(query, chunkSize);
    },
  };
  const executor = db.getExecutor().withConnectionProvider({ provideConnection: (consume) => consume(own) });
  m.trx = new Transaction<Database>({
    config: unused as KyselyConfig,
    dialect: unused as Dialect,
    driver: unused as Driver,
    executor,
  });
  membersOf.set(m.trx, { member: m, shared });
  return m;
}

/**
 * A write that the rounds of a shared transaction make together, once, at its end: inserts (one
 * statement for every round's rows), balance rows (one statement), and additions to rows that
 * rounds of many players write (jackpot shards). Those would otherwise be locked in the order the
 * rounds happen to run, and two shared transactions could wait on each other; written at the end
 * in key order, every shared transaction locks them in the same order. What a round gives is
 * merged per key (summed, or its rows appended). Outside a shared transaction it is written at once.
 */
export interface SharedWrite<A> {
  /** Orders the writers: the rows of one are locked before those of the next. */
  name: string;
  merge(a: A, b: A): A;
  /** Writes what each key gets, keys in ascending order (written behind: nothing reads its answer). */
  write(trx: Db, byKey: [number, A][]): Promise<void>;
}

/**
 * Rows to insert, collected from the rounds of a shared transaction and inserted together at its
 * end, at most `chunk` rows a statement (a statement is built once per row count, db/prepared.ts).
 */
export function sharedInsert<R>(name: string, insert: (trx: Db, rows: R[]) => Promise<unknown>, chunk = 32): SharedWrite<R[]> {
  return {
    name,
    merge: (a, b) => a.concat(b),
    write: async (trx, byKey) => {
      const rows = byKey.flatMap(([, r]) => r);
      for (let i = 0; i < rows.length; i += chunk) await insert(trx, rows.slice(i, i + chunk));
    },
  };
}

/** The round and the shared transaction of each round's handle. */
const membersOf = new WeakMap<Db, { member: Member; shared: SharedWrites }>();

export async function addShared<A>(trx: Db, writer: SharedWrite<A>, key: number, addition: A): Promise<void> {
  const of = membersOf.get(trx);
  if (!of) return writer.write(trx, [[key, addition]]);
  // A write all the same: if the round fails after it, the shared transaction must not commit.
  of.member.wrote = true;
  of.shared.add(writer, key, addition);
}

class SharedWrites {
  private readonly byWriter = new Map<SharedWrite<unknown>, Map<number, unknown>>();

  add<A>(writer: SharedWrite<A>, key: number, addition: A): void {
    const w = writer as SharedWrite<unknown>;
    let keys = this.byWriter.get(w);
    if (!keys) this.byWriter.set(w, (keys = new Map()));
    const before = keys.get(key);
    keys.set(key, before === undefined ? addition : w.merge(before, addition));
  }

  async write(trx: Trx): Promise<void> {
    const writers = [...this.byWriter.keys()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const writer of writers) {
      const byKey = [...this.byWriter.get(writer)!].sort(([a], [b]) => a - b);
      await writer.write(trx, byKey);
    }
  }
}
