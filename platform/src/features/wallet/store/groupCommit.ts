import { isPostgres } from '../../../db/migrations/util';
import type { Db, Trx } from '../../../db/schema';
import { roundsTogether, sharedCommitRolledBack } from '../../../metrics/money';
import { runSharedTransaction, type Outcome } from './sharedCommit';

/**
 * Group commit of the rounds: money transactions that arrive while others run (or in the same turn
 * of the event loop) share one database transaction, and are answered only once its COMMIT is
 * done, so nothing is acknowledged before it is durable and a crash loses only unanswered work.
 * A batch of one is a plain transaction.
 *
 * A batch's rounds run at the same time in one transaction (./sharedCommit.ts), one round a
 * player, their wallets locked in player id order; their inserts, balance rows and jackpot
 * additions are written together at its end. A batch that cannot commit whole throws
 * SharedCommitFailed and each round is run again alone.
 *
 * SQLite: with synchronous=FULL every COMMIT waits for the disk, and better-sqlite3 waits on the
 * event loop, so one sync per round would cap the rounds a second at the disk's syncs a second; its
 * one connection runs one batch at a time. PostgreSQL: a round's BEGIN, COMMIT and round trips
 * cost more of the server's and the platform's time than its statements; a few batches run at
 * once, each on its own connection.
 */

interface Waiting {
  playerId: number;
  fn: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (err: unknown) => void;
}

interface Queue {
  waiting: Waiting[];
  running: number;
  scheduled: boolean;
}

/** At most this many transactions share a commit (bounds the wait of the first of them). */
const GROUP_COMMIT_MAX = 64;
/** PostgreSQL batches running at once (each holds a connection for two round trips). */
const PG_BATCHES_AT_ONCE = 2;

const queues = new WeakMap<Db, Queue>();

let batchesRolledBack = 0;
/** Batches of two or more that did not commit as a whole (their rounds then run alone), since start. */
export const batchesRolledBackSoFar = (): number => batchesRolledBack;

/** Runs `fn`, a money transaction locking `playerId`'s wallet, in a shared commit. */
export function groupCommit<T>(db: Db, playerId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], running: 0, scheduled: false }));
  const q = queue;
  return new Promise<T>((resolve, reject) => {
    q.waiting.push({ playerId, fn, resolve: resolve as (value: unknown) => void, reject });
    schedule(db, q);
  });
}

function schedule(db: Db, q: Queue): void {
  const atOnce = isPostgres(db) ? PG_BATCHES_AT_ONCE : 1;
  if (q.scheduled || q.running >= atOnce || q.waiting.length === 0) return;
  q.scheduled = true;
  // One turn of the event loop: the requests already read join the batch.
  setImmediate(() => {
    q.scheduled = false;
    while (q.running < atOnce && q.waiting.length > 0) {
      const batch = takeOnePerPlayer(q);
      q.running++;
      void runBatch(db, batch).finally(() => {
        q.running--;
        schedule(db, q);
      });
    }
  });
}

/** The first waiting round of each player (a later one waits for the next batch), in player id order. */
function takeOnePerPlayer(q: Queue): Waiting[] {
  const players = new Set<number>();
  const batch: Waiting[] = [];
  const later: Waiting[] = [];
  for (const w of q.waiting) {
    if (batch.length < GROUP_COMMIT_MAX && !players.has(w.playerId)) {
      players.add(w.playerId);
      batch.push(w);
    } else later.push(w);
  }
  q.waiting = later;
  return batch.sort((a, b) => a.playerId - b.playerId);
}

async function runBatch(db: Db, batch: Waiting[]): Promise<void> {
  roundsTogether(batch.length);
  if (batch.length === 1) {
    const [only] = batch;
    await db.transaction().execute(only.fn).then(only.resolve, only.reject);
    return;
  }
  let outcomes: Outcome[];
  try {
    outcomes = await runSharedTransaction(
      db,
      batch.map((w) => w.fn),
    );
  } catch (err) {
    // The batch did not commit: none of it happened.
    batchesRolledBack++;
    sharedCommitRolledBack();
    outcomes = batch.map(() => ({ ok: false, err }));
  }
  batch.forEach((w, i) => {
    const o = outcomes[i];
    if (o.ok) w.resolve(o.value);
    else w.reject(o.err);
  });
}
