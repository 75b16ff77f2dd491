import type { LogEvent } from 'kysely';
import type { PlatformDb } from '../db';
import { gauge, histogram } from './registry';

/**
 * The database as the platform sees it: each statement's time (Kysely's query log, on when metrics
 * are served: db/index.ts), the PostgreSQL pool (connections in use, idle, requests waiting for
 * one) and whether the database answers a `select 1` within DATABASE_UP_TIMEOUT_MS, asked at
 * each scrape. And Redis: whether the session channel is connected and answering its heartbeat.
 */

const queryDuration = histogram({
  name: 'db_query_duration_seconds',
  help: 'Statement time as the platform waits for it, by statement (select, insert, update, delete, transaction, other)',
  labelNames: ['statement'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

const STATEMENT_OF_NODE: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
};
const RAW_STATEMENT = /^\s*(?:\/\*.*?\*\/\s*)?(select|with|insert|update|delete|begin|commit|rollback|savepoint|release)\b/i;
const RAW_KIND: Record<string, string> = { with: 'select', begin: 'transaction', commit: 'transaction', rollback: 'transaction' };

function statementOf(event: LogEvent): string {
  const kind = STATEMENT_OF_NODE[event.query.query.kind];
  if (kind) return kind;
  const word = RAW_STATEMENT.exec(event.query.sql)?.[1]?.toLowerCase();
  if (!word) return 'other';
  return RAW_KIND[word] ?? (word === 'savepoint' || word === 'release' ? 'transaction' : word);
}

/** Kysely's `log` (db/index.ts, queryTiming): every statement's time, failed ones included. */
export function observeQuery(event: LogEvent): void {
  queryDuration.observe({ statement: statementOf(event) }, event.queryDurationMillis / 1000);
}

/** How long the scrape waits for the database's `select 1`. */
const DATABASE_UP_TIMEOUT_MS = 1000;

/** What the gauges read at a scrape: the app's database and Redis channel (one app per process). */
interface Sources {
  database: PlatformDb;
  redisReady?: () => boolean;
}
let sources: Sources | undefined;
const declared = new Set<string>();

/**
 * The gauges below read this app's database and Redis from now on (buildApp with metrics on). Each
 * is declared the first time it has something to say: no pool gauges on SQLite, no redis_up
 * without REDIS_URL (a 0 there would read as Redis down).
 */
export function watchDatabase(s: Sources): () => void {
  sources = s;
  once('database_up', declareDatabaseUp);
  if (s.database.poolStats) once('pool', declarePool);
  if (s.redisReady) once('redis_up', declareRedisUp);
  return () => {
    if (sources === s) sources = undefined;
  };
}

function once(name: string, declare: () => void): void {
  if (declared.has(name)) return;
  declared.add(name);
  declare();
}

const pool = () => sources?.database.poolStats?.();

function declarePool(): void {
  gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (in_use, idle)',
    labelNames: ['state'],
    collect() {
      const p = pool();
      if (!p) return this.reset();
      this.set({ state: 'in_use' }, p.total - p.idle);
      this.set({ state: 'idle' }, p.idle);
    },
  });
  gauge({
    name: 'db_pool_waiting',
    help: 'Requests waiting for a PostgreSQL pool connection',
    collect() {
      this.set(pool()?.waiting ?? 0);
    },
  });
  gauge({
    name: 'db_pool_max',
    help: 'The PostgreSQL pool size',
    collect() {
      this.set(pool()?.max ?? 0);
    },
  });
}

function declareDatabaseUp(): void {
  gauge({
    name: 'database_up',
    help: `1 when the database answered select 1 within ${DATABASE_UP_TIMEOUT_MS} ms at this scrape, else 0`,
    async collect() {
      const database = sources?.database;
      if (!database) return this.set(0);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_UP_TIMEOUT_MS)));
      const answered = database.ping().then(
        () => true,
        () => false,
      );
      const up = await Promise.race([answered, late]);
      clearTimeout(timer);
      this.set(up ? 1 : 0);
    },
  });
}

function declareRedisUp(): void {
  gauge({
    name: 'redis_up',
    help: 'With REDIS_URL: 1 while the session channel is subscribed and Redis answers its heartbeat (every second), else 0',
    collect() {
      this.set(sources?.redisReady?.() ? 1 : 0);
    },
  });
}
