import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type LogEvent } from 'kysely';
import { OwnSchemaPostgresDialect } from './ownSchemaIntrospector';
import pg from 'pg';
import { pgStatementsSoFar, withStatementSavings } from './pgClient';
import type { Database } from './schema';
import { PG_CONNECT_TIMEOUT_MS } from './unavailable';

export type Engine = 'sqlite' | 'postgres';

export interface PlatformDb {
  db: Kysely<Database>;
  engine: Engine;
  /** Runs a trivial query; throws when the database is not reachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the pool's size, connections open, idle, and requests waiting for one. */
  poolStats?(): PoolStats;
}

interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used. */
  databaseUrl?: string;
  /** PostgreSQL search_path (schema), used by the tests to isolate runs. */
  pgSearchPath?: string;
  /** PostgreSQL pool size. */
  pgPoolMax?: number;
  /** SQLite file; used when databaseUrl is not set. */
  sqliteFile?: string;
  /** SQLite's synchronous setting (SQLITE_SYNCHRONOUS; default FULL: every commit is synced to disk). */
  sqliteSynchronous?: SqliteSynchronous;
  /** Called after every statement with its time (Kysely's query log; the metrics when they are served). */
  onQuery?: (event: LogEvent) => void;
}

type SqliteSynchronous = 'FULL' | 'NORMAL';

const PG_POOL_MAX = 10;

// int8 (bigint, count(*)) and numeric come back from pg as strings; our bigints are epoch
// milliseconds and cents, well inside Number.MAX_SAFE_INTEGER.
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return (pg.types.getTypeParser as any)(oid, format);
  },
};

export function openDatabase(options: OpenDatabaseOptions): PlatformDb {
  if (options.databaseUrl) {
    const searchPath = options.pgSearchPath;
    if (searchPath && !/^[a-z_][a-z0-9_]*$/i.test(searchPath)) {
      throw new Error(`Invalid search path: ${searchPath}`);
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.pgPoolMax ?? PG_POOL_MAX,
      types: pgTypes,
      // Statements are sent without waiting for the one before (BEGIN rides with the next; pgClient.ts).
      pipeline: true,
      // Bounded while PostgreSQL is away: a new connection, or a wait for a free one, fails after
      // this and the request answers 503 (db/unavailable.ts) instead of hanging until the front's timeout.
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
      // A server gone without closing the socket (a network cut) is noticed by TCP keep-alive.
      keepAlive: true,
      ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
    });
    // A connection the server closed (restart, pg_terminate_backend) while idle in the pool: the
    // pool drops it and opens a new one when asked; the error must not end the process. One in use
    // fails its query instead, which answers 503.
    pool.on('error', () => undefined);
    // And from its start: the pool listens to a client's errors only while it is idle in the pool.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool: withStatementSavings(pool) }), log: options.onQuery });
    const max = options.pgPoolMax ?? PG_POOL_MAX;
    return {
      ...wrap(db, 'postgres'),
      poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const file = options.sqliteFile;
  if (!file) throw new Error('openDatabase: sqliteFile or databaseUrl is required');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit returns only once the WAL is synced, so a power cut cannot lose an
  // acknowledged money movement (NORMAL may lose the last ones; docs/decisions.md#sqlite-synchronous-full).
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: options.onQuery });
  return wrap(db, 'sqlite');
}

/**
 * Kysely's SQLite driver prepares every statement it runs; preparing costs as much as running a
 * wallet's small statements. The same SQL text reuses its prepared statement (a bounded cache;
 * better-sqlite3 re-prepares by itself after a schema change). Statements run one at a time on
 * the one connection, so a cached statement is never busy when it is used again.
 */
const STATEMENT_CACHE = 500;
let sqliteStatements = 0;
/**
 * Statements sent to the engine's databases so far, BEGIN and COMMIT included (npm run bench:wallet
 * and the statement-count tests): on SQLite those Kysely prepared (it prepares each one it runs).
 */
export const statementsSoFar = (engine: Engine): number => (engine === 'postgres' ? pgStatementsSoFar() : sqliteStatements);

function withStatementCache(sqlite: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    sqliteStatements++;
    let stmt = cache.get(source);
    if (!stmt) {
      stmt = sqlite.prepare(source);
      if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value as string);
      cache.set(source, stmt);
    }
    return stmt;
  };
  return new Proxy(sqlite, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function wrap(db: Kysely<Database>, engine: Engine): PlatformDb {
  let closed = false;
  return {
    db,
    engine,
    async ping() {
      await sql`select 1 as ok`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
