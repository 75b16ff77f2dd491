/**
 * Polling load: POLLING_BENCH_PLAYERS logged-in players (default 5,000) polling one platform
 * instance at the spec's intervals (docs/product/constants.md "Polling"): limits and reality
 * check every 5 s (both answered by GET /player/limits), free spins and balance every 10 s,
 * recent games and favourites every 60 s, jackpots every 20 s, maintenance every 60 s: 0.7
 * requests per player per second, about 3,500/s for 5,000. Open loop (requests go out when due,
 * whatever the answers), each task starting at a random phase; bounded by POLLING_BENCH_SECONDS.
 * Prints p50/p99 of the answer time and the errors, for SQLite and (with DATABASE_URL) PostgreSQL.
 * The platform runs as its own process (platform/scripts/instances.ts); players and sessions are
 * written straight into its database first. A figure, not a test.
 *
 *   npm run bench:polling
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres POLLING_BENCH_SECONDS=20 npm run bench:polling
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { loadScriptConfig } from '../src/config';
import { openDatabase, type Engine, type PlatformDb } from '../src/db';
import { NEW_PLAYER_DEFAULTS } from '../src/features/accounts/players';
import { freePort, kill9, pgDatabase, startInstance, type Instance } from './instances';

const { databaseUrl, pollingPlayers: PLAYERS, pollingSeconds: SECONDS } = loadScriptConfig();

const TASKS: { path: string; everyMs: number }[] = [
  { path: '/player/limits', everyMs: 5000 }, // limits
  { path: '/player/limits', everyMs: 5000 }, // reality check (the same answer carries it)
  { path: '/player/bonuses/freeSpins?page=1', everyMs: 10000 },
  { path: '/player/balance', everyMs: 10000 },
  { path: '/games/RecentGames', everyMs: 60000 },
  { path: '/games/favourites', everyMs: 60000 },
  { path: '/jackpots?currency=eur', everyMs: 20000 },
  { path: '/cms/maintenance', everyMs: 60000 },
];

/** Writes the players and their live sessions straight into the database; answers the session tokens. */
async function seedSessions(database: PlatformDb, count: number): Promise<string[]> {
  const now = Date.now();
  const tokens: string[] = [];
  const db = database.db;
  for (let from = 0; from < count; from += 500) {
    const n = Math.min(500, count - from);
    await db.transaction().execute(async (trx) => {
      const ids = await trx
        .insertInto('player')
        .values(
          Array.from({ length: n }, (_, i) => ({
            ...NEW_PLAYER_DEFAULTS,
            email: `poll${from + i}@bench.test`,
            nickname: null,
            nickname_key: null,
            password_hash: null,
            first_name: 'Poll',
            last_name: `Player${from + i}`,
            birth_date: '1990-01-01',
            country: 'FIN',
            currency: 'EUR',
            language: 'fi',
            activated: 1,
            status: 'active',
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const sessions = ids.map((r) => {
        const token = randomBytes(32).toString('base64url');
        tokens.push(token);
        return { token_hash: createHash('sha256').update(token).digest('hex'), player_id: Number(r.id), kind: 'password', ip: null, created_at: now, last_seen_at: now, ended_at: null };
      });
      await trx.insertInto('player_session').values(sessions).execute();
    });
  }
  return tokens;
}

const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

async function measure(engine: Engine) {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (engine === 'postgres') {
    const db = await pgDatabase(databaseUrl as string, 'polling_bench');
    env = { DATABASE_URL: db.url };
    cleanup = db.drop;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'polling-bench-'));
    env = { DATA_DIR: dir };
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const node: Instance = { port: await freePort() };
  await startInstance(node, env);
  const database = openDatabase(engine === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { sqliteFile: path.join(env.DATA_DIR, 'platform.sqlite') });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  try {
    const tokens = await seedSessions(database, PLAYERS);
    // Every (player, task) at its own random phase; the events of the run in time order.
    const events: { at: number; token: string; path: string }[] = [];
    const durationMs = SECONDS * 1000;
    for (const token of tokens) {
      for (const t of TASKS) {
        for (let at = Math.random() * t.everyMs; at < durationMs; at += t.everyMs) events.push({ at, token, path: t.path });
      }
    }
    events.sort((a, b) => a.at - b.at);
    const latencies: number[] = [];
    const errors: Record<string, number> = {};
    const byPath = new Map<string, [number, number]>();
    let late = 0;
    const base = `http://127.0.0.1:${node.port}`;
    const inFlight = new Set<Promise<void>>();
    const started = performance.now();
    for (const e of events) {
      const wait = started + e.at - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      else if (wait < -100) late++;
      const t0 = performance.now();
      const p = new Promise<void>((resolve) => {
        const req = http.get(`${base}${e.path}`, { agent, headers: { cookie: `casino_session=${e.token}`, 'x-forwarded-for': '10.9.9.9' } }, (res) => {
          res.resume();
          res.on('end', () => {
            const ms = performance.now() - t0;
            latencies.push(ms);
            byPath.set(e.path, [...(byPath.get(e.path) ?? [0, 0])].map((v, i) => v + (i === 0 ? 1 : ms)) as [number, number]);
            if (res.statusCode !== 200) errors[`${res.statusCode} ${e.path}`] = (errors[`${res.statusCode} ${e.path}`] ?? 0) + 1;
            resolve();
          });
        });
        req.on('error', (err) => {
          errors[err.message] = (errors[err.message] ?? 0) + 1;
          resolve();
        });
      }).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const meanByPath = Object.fromEntries([...byPath].map(([k, [n, total]]) => [k, Math.round(total / n)]));
    return { engine, requests: events.length, perSecond: events.length / seconds, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99), errors, late, meanByPath };
  } finally {
    agent.destroy();
    await database.close();
    await kill9(node);
    await cleanup();
  }
}

async function main() {
  const engines: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  console.log(`Polling: ${PLAYERS} logged-in players at the spec's intervals against one instance, ${SECONDS} s`);
  console.log('| engine | requests | requests/s | p50 ms | p99 ms | errors | sent > 100 ms late |');
  console.log('|--------|----------|------------|--------|--------|--------|--------------------|');
  for (const engine of engines) {
    const r = await measure(engine);
    const errorCount = Object.values(r.errors).reduce((a, b) => a + b, 0);
    console.log(`| ${engine} | ${r.requests} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${errorCount} | ${r.late} |`);
    if (errorCount > 0) console.log(`  errors: ${JSON.stringify(r.errors)}`);
    console.log(`  mean ms by path: ${JSON.stringify(r.meanByPath)}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
