import { sql } from 'kysely';
import type { Db, Trx } from '../../db/schema';

/**
 * Group commit of money transactions on SQLite. With synchronous=FULL every COMMIT waits for the
 * disk, and better-sqlite3 waits on the event loop, so one sync per round caps the rounds a
 * second at the disk's syncs a second. Transactions that arrive while one runs (or in the same
 * turn of the event loop) are run one after another in ONE database transaction, each in its own
 * savepoint: one that fails is rolled back to its savepoint alone and answers its error; the
 * others are answered only once the shared COMMIT is on disk. So each stays all-or-nothing and
 * nothing is acknowledged before it is durable; a crash loses only unanswered work. A batch of one
 * is a plain transaction. Only for SQLite: its one connection runs one transaction at a time
 * anyway, so batching changes no interleaving.
 */

interface Waiting {
  fn: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

/** At most this many transactions share a commit (bounds the wait of the first of them). */
const GROUP_COMMIT_MAX = 64;

const queues = new WeakMap<Db, { waiting: Waiting[]; running: boolean }>();

export function groupCommit<T>(db: Db, fn: (trx: Trx) => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], running: false }));
  const q = queue;
  return new Promise<T>((resolve, reject) => {
    q.waiting.push({ fn, resolve: resolve as (value: unknown) => void, reject });
    if (q.running) return;
    q.running = true;
    // One turn of the event loop: the requests already read join the first batch.
    setImmediate(() => {
      void drain(db, q);
    });
  });
}

async function drain(db: Db, q: { waiting: Waiting[]; running: boolean }): Promise<void> {
  try {
    while (q.waiting.length > 0) await runBatch(db, q.waiting.splice(0, GROUP_COMMIT_MAX));
  } finally {
    q.running = false;
  }
}

type Outcome = { ok: true; value: unknown } | { ok: false; err: unknown };

async function runBatch(db: Db, batch: Waiting[]): Promise<void> {
  if (batch.length === 1) {
    const [only] = batch;
    await db.transaction().execute(only.fn).then(only.resolve, only.reject);
    return;
  }
  let outcomes: Outcome[] = [];
  try {
    const trx = await db.startTransaction().execute();
    try {
      for (const w of batch) {
        await sql`savepoint round`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await w.fn(trx) });
        } catch (err) {
          outcomes.push({ ok: false, err });
          await sql`rollback to savepoint round`.execute(trx);
        }
        await sql`release savepoint round`.execute(trx);
      }
      await trx.commit().execute();
    } catch (err) {
      await trx
        .rollback()
        .execute()
        .catch(() => undefined);
      throw err;
    }
  } catch (err) {
    // The batch did not commit (begin, a savepoint or the commit failed): none of it happened.
    outcomes = batch.map(() => ({ ok: false, err }));
  }
  batch.forEach((w, i) => {
    const o = outcomes[i];
    if (o.ok) w.resolve(o.value);
    else w.reject(o.err);
  });
}
