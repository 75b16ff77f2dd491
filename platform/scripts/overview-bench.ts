/**
 * What the play overview costs: GET /player/overview's latency for a player with
 * 100,000 rounds, on SQLite and, when DATABASE_URL is set, PostgreSQL (a scratch database of its
 * own, dropped afterwards). Two players each engine: `year` has their rounds spread over the last
 * 365 days (about 275 a day), `busy` played 10,000 of them today since midnight and keeps a monthly
 * loss limit (whose line sums the month's rounds as the limit check does). The requests come
 * from a separate load process (overview-bench-client.ts), one after another, each row after a
 * warm-up; the yardsticks of the same run come first: GET /health/live (the HTTP floor), GET
 * /player/balance (a player call, the polled answer kept in memory), and on PostgreSQL `select 1`
 * (the database's round trip). Also: the platform process's CPU per request (a figure that holds
 * better than latency on a machine busy with others), the first view of each player (the roll-up of
 * their whole history, once), the statements an overview sends, and the account history's download
 * as CSV with the most the platform's heap holds while it streams. A bench prints figures; it is
 * not a test.
 *
 *   npm run bench:overview
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:overview
 *   npm run bench:overview -- --rounds 100000 --requests 1000 --port 4941
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadScriptConfig } from '../src/config';
import { hashPassword } from '../src/crypto';
import { openDatabase, statementsSoFar, type Engine, type PlatformDb } from '../src/db';
import { NEW_PLAYER_DEFAULTS } from '../src/features/accounts/store/players';
import { periodOf } from '../src/features/limits';
import { migrateAndSeed } from '../src/setup';
import { pgDatabase } from './instances';
import { seedPlayHistory } from './playHistory';
import type { BenchRow, ClientJob, RowResult } from './overview-bench-client';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '100000' },
    today: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '1000' },
    port: { type: 'string', default: '4941' },
  },
});
const ROUNDS = Number(args.rounds);
const BUSY_TODAY = Number(args.today);
const REQUESTS = Number(args.requests);
const WARMUP = Math.max(20, Math.floor(REQUESTS / 10));
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'overview-bench-1';
const { databaseUrl } = loadScriptConfig();

interface Printed {
  engine: Engine;
  row: string;
  requests: number;
  p50: number;
  p99: number;
  max: number;
  /** p99 over the row's yardstick's p99. */
  ratio?: string;
  /** The platform process's CPU ms per request (HTTP, the platform and, on SQLite, the database; not PostgreSQL's). */
  cpuMs?: number;
  note?: string;
}

/** V8's full collection, made callable at run time (the bench is started without --expose-gc). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The load process, ready for jobs. */
async function loadProcess() {
  const child = fork(path.join(__dirname, 'overview-bench-client.ts'), { execArgv: ['--import', 'tsx'] });
  await new Promise<void>((resolve) => child.once('message', () => resolve()));
  return { child, stop: () => child.kill() };
}

async function createPlayer(database: PlatformDb, name: string, now: number): Promise<{ id: number; email: string }> {
  const email = `${name}-${process.pid}@overview-bench.test`;
  const row = await database.db
    .insertInto('player')
    .values({
      ...NEW_PLAYER_DEFAULTS,
      email,
      nickname: `${name}${process.pid}`,
      nickname_key: `${name}${process.pid}`,
      password_hash: await hashPassword(PASSWORD),
      first_name: 'Bench',
      last_name: 'Pelaaja',
      birth_date: '1990-01-01',
      country: 'FIN',
      currency: 'EUR',
      language: 'fi',
      activated: 1,
      status: 'active',
      created_at: now - 400 * DAY,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('casino_session='));
  if (!cookie) throw new Error('login gave no session cookie');
  return cookie.split(';')[0];
}

async function benchEngine(engine: Engine): Promise<Printed[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'overview-bench-'));
  const scratch = engine === 'postgres' ? await pgDatabase(databaseUrl as string, 'overview_bench') : undefined;
  const database = scratch ? openDatabase({ databaseUrl: scratch.url }) : openDatabase({ sqliteFile: path.join(dir, 'platform.sqlite') });
  const printed: Printed[] = [];
  const load = await loadProcess();
  try {
    await migrateAndSeed(database);
    const now = Date.now();
    const games = (await database.db.selectFrom('game').select('id').orderBy('id').limit(8).execute()).map((g) => Number(g.id));
    const year = await createPlayer(database, 'year', now);
    const busy = await createPlayer(database, 'busy', now);
    const today = periodOf('day', now).start;
    const t = performance.now();
    await seedPlayHistory(database.db, { playerId: year.id, gameIds: games, rounds: ROUNDS, from: now - 365 * DAY, to: now - 60_000 });
    await seedPlayHistory(database.db, {
      playerId: busy.id,
      gameIds: games,
      rounds: ROUNDS,
      from: now - 365 * DAY,
      to: now - 60_000,
      last: { count: BUSY_TODAY, from: today },
      seed: 46,
    });
    console.log(`[${engine}] two players of ${ROUNDS} rounds written in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const app = await buildApp({ db: database });
    await app.listen({ host: '127.0.0.1', port: Number(args.port) + (engine === 'postgres' ? 1 : 0) });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    try {
      const cookies = { year: await login(base, year.email), busy: await login(base, busy.email) };
      // The busy player keeps a monthly loss limit: their overview draws its line, as the limit check counts it.
      const limit = await fetch(`${base}/player/limit/loss`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie: cookies.busy },
        body: JSON.stringify({ monthlyAmount: 100_000 }),
      });
      if (limit.status !== 200) throw new Error(`limit: ${limit.status} ${await limit.text()}`);
      /** Runs rows in the load process, one at a time; each result carries the platform's CPU ms per request of its row. */
      const run = async (cookie: string, rows: BenchRow[]) => {
        const results: (RowResult & { cpuMs: number })[] = [];
        for (const r of rows) {
          const cpu = process.cpuUsage();
          const answer = await new Promise<RowResult[]>((resolve, reject) => {
            load.child.once('message', (m: RowResult[] | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
            load.child.send({ base, cookie, rows: [r] } satisfies ClientJob);
          });
          const used = process.cpuUsage(cpu);
          results.push({ ...answer[0], cpuMs: (used.user + used.system) / 1000 / (r.requests + r.warmup) });
        }
        return results;
      };
      const row = (name: string, p: string, requests = REQUESTS, warmup = WARMUP): BenchRow => ({ name, path: p, requests, warmup });
      const print = (r: RowResult & { cpuMs: number }, yardstick?: number, note?: string): Printed => {
        const sorted = [...r.latencies].sort((a, b) => a - b);
        const p99 = pct(sorted, 0.99);
        return {
          engine,
          row: r.name,
          requests: sorted.length,
          p50: pct(sorted, 0.5),
          p99,
          max: sorted[sorted.length - 1] ?? 0,
          ...(yardstick ? { ratio: `${(p99 / yardstick).toFixed(1)}×` } : {}),
          cpuMs: r.cpuMs,
          ...(note ? { note } : {}),
        };
      };

      // The first view of each player rolls up all their closed days (once).
      for (const who of ['year', 'busy'] as const) {
        const [first] = await run(cookies[who], [row(`${who}: first view (roll-up of 365 days)`, '/player/overview', 1, 0)]);
        printed.push(print(first, undefined, 'once per player'));
      }

      const yardsticks = await run(cookies.year, [
        row('GET /health/live', '/health/live'),
        row('GET /player/balance', '/player/balance'),
        ...(scratch ? [{ name: 'select 1 (node-postgres)', pgUrl: scratch.url, requests: REQUESTS, warmup: WARMUP }] : []),
      ]);
      const balanceP99 = pct(
        [...yardsticks[1].latencies].sort((a, b) => a - b),
        0.99,
      );
      for (const r of yardsticks) printed.push(print(r));

      for (const who of ['year', 'busy'] as const) {
        for (const [period, label] of [
          ['day', '30 days'],
          ['week', '12 weeks'],
          ['month', '12 months'],
        ] as const) {
          const before = statementsSoFar(engine);
          const [r] = await run(cookies[who], [row(`${who}: overview by ${period} (${label})`, `/player/overview?period=${period}`)]);
          const statements = (statementsSoFar(engine) - before) / (REQUESTS + WARMUP);
          printed.push(print(r, balanceP99, `${statements.toFixed(1)} statements`));
        }
      }

      // The account history of the year's player (100,000 rounds): its time; then, downloaded again,
      // the most the platform's heap holds while it streams, read after a full collection every
      // 50 ms (what the download keeps alive, not garbage not yet collected).
      const from = new Date(now - 366 * DAY).toISOString().slice(0, 10);
      const historyRow = (name: string) => row(name, `/player/history?from=${from}&lang=en`, 1, 0);
      const [csv] = await run(cookies.year, [historyRow('year: history CSV (a year)')]);
      printed.push(print(csv, undefined, `${(csv.bytes / 1e6).toFixed(1)} MB`));
      const gc = collector();
      gc();
      const heap = process.memoryUsage().heapUsed;
      let peak = heap;
      const sampler = setInterval(() => {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 50);
      const [again] = await run(cookies.year, [historyRow('year: history CSV, heap sampled')]);
      clearInterval(sampler);
      printed.push(
        print(
          again,
          undefined,
          `heap after a collection: ${(heap / 1e6).toFixed(1)} MB before, at most ${(peak / 1e6).toFixed(1)} MB while streaming`,
        ),
      );
    } finally {
      await app.close();
    }
  } finally {
    load.stop();
    await database.close();
    await scratch?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return printed;
}

async function main(): Promise<void> {
  const engines: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const rows: Printed[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine)));
  const ms = (v: number) => v.toFixed(1);
  console.log(`\nGET /player/overview, ${ROUNDS} rounds a player; ${REQUESTS} requests a row after ${WARMUP} not counted; ms\n`);
  console.log(
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  console.log('| engine | row | requests | p50 | p99 | max | p99 × balance | platform cpu ms/request | note |');
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.engine} | ${r.row} | ${r.requests} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.ratio ?? ''} | ${r.cpuMs?.toFixed(2) ?? ''} | ${r.note ?? ''} |`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
