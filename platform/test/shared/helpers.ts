import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { loadScriptConfig } from '../../src/config';
import { openDatabase, type Engine, type OpenDatabaseOptions, type PlatformDb } from '../../src/db';
import { migrateAndSeed } from '../../src/setup';

const { databaseUrl } = loadScriptConfig();

/** sqlite always; postgres too when DATABASE_URL is set. */
export const ENGINES: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** How instances run in production: SQLite one; PostgreSQL two, without Redis and (when REDIS_URL is set) with it. */
export type InstanceSetup = { engine: Engine; instances: 1 | 2; redis: boolean };
export const INSTANCE_SETUPS: InstanceSetup[] = ENGINES.flatMap((engine): InstanceSetup[] =>
  engine === 'sqlite'
    ? [{ engine, instances: 1, redis: false }]
    : [{ engine, instances: 2, redis: false }, ...(loadScriptConfig().redisUrl ? [{ engine, instances: 2 as const, redis: true }] : [])],
);

export interface TestDatabase {
  engine: Engine;
  /** A new connection to the same database (a "restart" opens it again); `onQuery` times its statements. */
  open(options?: Pick<OpenDatabaseOptions, 'onQuery'>): PlatformDb;
  cleanup(): Promise<void>;
}

/** A fresh database per test file: a SQLite file in a temp dir, or a PostgreSQL schema. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-test-'));
    const file = path.join(dir, 'platform.sqlite');
    return {
      engine,
      open: (options) => openDatabase({ sqliteFile: file, ...options }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    engine,
    open: (options) => openDatabase({ databaseUrl, pgSearchPath: schema, pgPoolMax: 4, ...options }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface RunningApp {
  url: string;
  app: FastifyInstance;
  database: PlatformDb;
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates and seeds it like main.ts does, and starts the real app on
 * 127.0.0.1 with a free port. `configure` may add routes before the app starts; `onQuery` is
 * the database's statement log (main.ts gives the metrics' when they are served).
 */
export async function startApp(
  testDb: TestDatabase,
  options: Omit<BuildAppOptions, 'db'> & { configure?: (app: FastifyInstance) => void } & Pick<OpenDatabaseOptions, 'onQuery'> = {},
): Promise<RunningApp> {
  const { configure, onQuery, ...buildOptions } = options;
  const database = testDb.open({ onQuery });
  // Seeded release dates and the app's "new game" window read the same clock.
  await migrateAndSeed(database, { clock: options.clock });
  const app = await buildApp({ db: database, ...buildOptions });
  configure?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    stop: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A parsed JSON answer; its shape is what the tests check with expect(). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by expect()
export type Body = any;

export interface JsonResponse<T = Body> {
  status: number;
  body: T;
  contentType: string | null;
  text: string;
}

export async function call<T = Body>(url: string, init: RequestInit = {}): Promise<JsonResponse<T>> {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Body = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, body, contentType: res.headers.get('content-type'), text };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  call(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Checks the failure body (docs/architecture.md) and that no stack trace leaks. */
export function expectErrorShape(res: JsonResponse, status: number, errorCode: number): void {
  expect(res.status).toBe(status);
  expect(res.contentType).toMatch(/application\/json/);
  expect(res.body).toEqual(expect.objectContaining({ success: false, errorCode, error: expect.any(String) }));
  expect(res.body.error.length).toBeGreaterThan(0);
  expect(res.text).not.toMatch(/\n\s+at |stack|node_modules|\.ts:\d+/);
}

/**
 * The app of one describe block: a fresh database of `engine`, the app started on it before the
 * block's tests, stopped and the database dropped after them. The returned object reads the
 * running app, so tests use it like a RunningApp.
 */
export function appForSuite(engine: Engine, options: Parameters<typeof startApp>[1] = {}): Omit<RunningApp, 'stop'> {
  let testDb: TestDatabase | undefined;
  let running: RunningApp | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, options);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });
  const current = (): RunningApp => {
    if (!running) throw new Error('the suite app is not running (used outside its describe block?)');
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}
