/**
 * Wallet rounds per second through the HTTP API: N concurrent players (each a pay-and-play
 * deposit through the bank simulator, then a real-money launch) spin the sandbox slot as fast as
 * their answers come back, for a bounded time and count. Afterwards the ledger is checked
 * (GET /sandbox/admin/wallet/check): per player and account the sum of the ledger must equal the
 * balance row. SQLite always; PostgreSQL too when DATABASE_URL is set. A figure, not a test.
 *
 *   npm run bench:wallet
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:wallet
 *   WALLET_BENCH_SECONDS=10 WALLET_BENCH_PLAYERS=1,8,32 WALLET_BENCH_MAX_ROUNDS=200000 npm run bench:wallet
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadScriptConfig } from '../src/config';
import { openDatabase, type Engine, type PlatformDb } from '../src/db';
import { migrateAndSeed } from '../src/db/setup';

const { databaseUrl, sqliteSynchronous, benchSeconds: SECONDS, benchPlayers: PLAYERS, benchMaxRounds: MAX_ROUNDS } = loadScriptConfig();
const ADMIN = 'wallet-bench';

interface Row {
  engine: Engine;
  players: number;
  rounds: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  ledgerOk: boolean;
  ledgerEntries: number;
}

async function open(engine: Engine): Promise<{ database: PlatformDb; cleanup: () => Promise<void> }> {
  if (engine === 'postgres') {
    const url = databaseUrl as string;
    const schema = `wallet_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    return {
      database: openDatabase({ databaseUrl: url, pgSearchPath: schema, pgPoolMax: 20 }),
      cleanup: async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-bench-'));
  return { database: openDatabase({ sqliteFile: path.join(dir, 'p.sqlite'), sqliteSynchronous }), cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A browser-like client keeping its session cookie. */
class Player {
  cookie?: string;
  constructor(readonly base: string) {}
  async req(p: string, init: RequestInit & { json?: unknown; form?: Record<string, string> } = {}): Promise<{ status: number; body: Record<string, unknown>; location: string | null }> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = this.cookie;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${this.base}${p}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) this.cookie = c.split(';')[0];
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    return { status: res.status, body: parsed, location: res.headers.get('location') };
  }
}

async function newPlayer(base: string, gameId: number): Promise<{ p: Player; spinPath: string }> {
  const p = new Player(base);
  const init = await p.req('/payment/initDeposit', { json: { country: 'FIN', amount: 5000, method: 'bank', currency: 'EUR', policyChecked: true, privacyPolicyChecked: true } });
  const bankPath = String(init.body.redirectUrl).replace(/^\/api/, '');
  const approved = await p.req(bankPath, { form: { decision: 'approve', identity: 'new' } });
  if (approved.status !== 303) throw new Error(`approve: ${approved.status}`);
  const st = await p.req('/payment/depositStatus', { json: { token: init.body.token } });
  if (st.body.status !== 'ok') throw new Error(`depositStatus: ${JSON.stringify(st.body)}`);
  const launch = await p.req(`/game/real/${gameId}`);
  return { p, spinPath: `${String(launch.body.url).replace(/^\/api/, '')}/spin` };
}

const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

async function measure(engine: Engine, players: number): Promise<Row> {
  const { database, cleanup } = await open(engine);
  await migrateAndSeed(database);
  const app = await buildApp({ db: database, adminToken: ADMIN });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const ps = await Promise.all(Array.from({ length: players }, (_, i) => newPlayer(base, 1 + (i % 50))));
    const latencies: number[] = [];
    let rounds = 0;
    let errors = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      ps.map(async ({ p, spinPath }) => {
        while (performance.now() < deadline && rounds + errors < MAX_ROUNDS) {
          const t0 = performance.now();
          const r = await p.req(spinPath, { json: { bet: 0.1, idempotencyKey: randomUUID() } });
          latencies.push(performance.now() - t0);
          if (r.status === 200) rounds++;
          else errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const check = await (await fetch(`${base}/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN } })).json();
    latencies.sort((a, b) => a - b);
    return {
      engine,
      players,
      rounds,
      errors,
      seconds,
      perSecond: rounds / seconds,
      p50: pct(latencies, 0.5),
      p95: pct(latencies, 0.95),
      p99: pct(latencies, 0.99),
      ledgerOk: check.ok === true,
      ledgerEntries: check.entries,
    };
  } finally {
    await app.close();
    await database.close();
    await cleanup();
  }
}

async function main(): Promise<void> {
  const engines: Engine[] = databaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];
  const rows: Row[] = [];
  for (const engine of engines) for (const n of PLAYERS) rows.push(await measure(engine, n));
  const header = ['engine', 'players', 'rounds', 'errors', 'seconds', 'rounds/s', 'p50 ms', 'p95 ms', 'p99 ms', 'ledger'];
  const lines = rows.map((r) => [
    r.engine,
    String(r.players),
    String(r.rounds),
    String(r.errors),
    r.seconds.toFixed(1),
    r.perSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    r.p99.toFixed(1),
    r.ledgerOk ? `ok (${r.ledgerEntries} rows)` : 'MISMATCH',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`Wallet rounds through HTTP (bet 0.10 EUR, ${SECONDS} s or ${MAX_ROUNDS} rounds per row; SQLite synchronous=${sqliteSynchronous})`);
  console.log(fmt(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
  if (rows.some((r) => !r.ledgerOk)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
