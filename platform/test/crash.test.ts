import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadScriptConfig } from '../src/config';
import { openDatabase, type PlatformDb } from '../src/db';
import { freePort, kill9, pgDatabase, startInstance, type Instance } from '../scripts/instances';
import { ADMIN_TOKEN, type Client } from './accounts/helpers';
import { moneyProblems } from './shared/invariants';
import { decide, launch, newCustomerDeposit, spin } from './wallet/helpers';

/**
 * kill -9 in the middle of load over HTTP: real platform processes (tsx platform/src/main.ts),
 * players spinning, depositing, withdrawing and cancelling, each on an instance of its own turn and
 * moving to the next instance when its own refuses the connection (sessions are rows: any instance
 * answers; in production the front, nginx, does this, deploy/); instances killed with SIGKILL
 * mid-load and started again on the same data; calls that got no answer retried with their key
 * afterwards; then every money invariant (shared/invariants.ts). SQLite with one instance;
 * PostgreSQL with two (one killed while the other serves, then both).
 * Bounded: 2 crashes per setup, at most OPS operations, each phase a few seconds.
 */
const { databaseUrl } = loadScriptConfig();
const PLAYERS = 6;
const OPS = 4000;
const LOAD_MS = 2500;

jest.setTimeout(300_000);

interface Player {
  client: Client;
  token: string;
}

/** What the load saw: rounds answered, and calls without an answer to retry with their key. */
interface Observed {
  rounds: Set<string>;
  inDoubt: { player: Player; kind: 'spin' | 'withdraw'; key: string }[];
  ops: number;
  answered: Record<string, number>;
}

const isDown = (status: number) => status === 502 || status === 0;

/** The instances' addresses; a player whose call got no answer moves to the next one. */
let addresses: string[] = [];
function moveOn(p: Player): void {
  p.client.base = addresses[(addresses.indexOf(p.client.base) + 1) % addresses.length];
}

async function safe<T extends { status: number }>(call: () => Promise<T>): Promise<T | { status: 0; body: undefined }> {
  try {
    return await call();
  } catch {
    return { status: 0, body: undefined };
  }
}

/** Each player runs random money operations until `until` (or the op budget is spent). */
async function load(players: Player[], until: number, seen: Observed): Promise<void> {
  await Promise.all(
    players.map(async (p, i) => {
      let n = i;
      while (Date.now() < until && seen.ops < OPS) {
        seen.ops++;
        const roll = (n = (n * 1103515245 + 12345) % 2 ** 31) % 20;
        if (roll < 14) {
          const key = randomUUID();
          const res = await safe(() => spin(p.client, p.token, 0.2, key));
          if (res.status === 200) seen.rounds.add(res.body.roundId);
          else if (isDown(res.status)) {
            seen.inDoubt.push({ player: p, kind: 'spin', key });
            moveOn(p);
            await new Promise((r) => setTimeout(r, 50)); // every instance down: wait a little
          }
          seen.answered[`spin ${res.status}`] = (seen.answered[`spin ${res.status}`] ?? 0) + 1;
        } else if (roll < 16) {
          const key = randomUUID();
          const res = await safe(() => p.client.post('/payment/withdraw', { amount: 10, method: 'bank', idempotencyKey: key }));
          if (isDown(res.status)) {
            seen.inDoubt.push({ player: p, kind: 'withdraw', key });
            moveOn(p);
          }
          seen.answered[`withdraw ${res.status}`] = (seen.answered[`withdraw ${res.status}`] ?? 0) + 1;
        } else if (roll < 18) {
          const res = await safe(() =>
            p.client.post('/payment/confirmDeposit', { amount: 20, method: 'bank', idempotencyKey: randomUUID() }),
          );
          if (res.status === 200) await safe(() => decide(p.client, res.body.redirectUrl, 'approve'));
          seen.answered[`deposit ${res.status}`] = (seen.answered[`deposit ${res.status}`] ?? 0) + 1;
        } else {
          const list = await safe(() => p.client.get('/transactions/withdrawals'));
          const pending =
            list.status === 200
              ? (list.body.transactions as { reference: string; status: string }[]).find((w) => w.status === 'pending')
              : undefined;
          if (pending) await safe(() => p.client.post('/payment/cancelWithdraw', { reference: pending.reference }));
        }
      }
    }),
  );
}

const SETUPS: { engine: 'sqlite' | 'postgres'; instances: number }[] = [
  { engine: 'sqlite', instances: 1 },
  ...(databaseUrl ? [{ engine: 'postgres' as const, instances: 2 }] : []),
];

describe.each(SETUPS)('crash: kill -9 mid-load ($engine, $instances instance(s))', ({ engine, instances }) => {
  const nodes: Instance[] = [];
  let env: Record<string, string> = {};
  let cleanup = async () => {};
  let database: PlatformDb | undefined;

  beforeAll(async () => {
    if (engine === 'sqlite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-crash-'));
      env = { DATA_DIR: dir, PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const created = await pgDatabase(databaseUrl as string, 'crash');
      env = { DATABASE_URL: created.url, PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN };
      cleanup = created.drop;
    }
    for (let i = 0; i < instances; i++) nodes.push({ port: await freePort() });
    // The first start migrates and seeds; the others start on the ready database.
    await startInstance(nodes[0], env);
    await Promise.all(nodes.slice(1).map((n) => startInstance(n, env)));
    addresses = nodes.map((n) => `http://127.0.0.1:${n.port}`);
  });
  afterAll(async () => {
    for (const n of nodes) await kill9(n);
    await database?.close();
    await cleanup();
  });

  it('loses, creates and duplicates no money; spins in flight are all-or-nothing; every answered spin is there', async () => {
    const base = addresses[0];
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { client } = await newCustomerDeposit(addresses[i % addresses.length], 200);
      // Half the players under a loss limit: their rounds keep running loss totals (checked by moneyProblems).
      if (i % 2 === 0) expect((await client.post('/player/limit/loss', { dailyAmount: 150 })).status).toBe(200);
      players.push({ client, token: await launch(client, 14) });
    }
    const seen: Observed = { rounds: new Set(), inDoubt: [], ops: 0, answered: {} };

    // Crash 1: one instance (with two, the other keeps serving) killed mid-load, restarted.
    let running = load(players, Date.now() + 3 * LOAD_MS, seen);
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await kill9(nodes[0]);
    await startInstance(nodes[0], env);
    await running;
    // Crash 2: every instance killed mid-load, all restarted on the same data.
    running = load(players, Date.now() + 2 * LOAD_MS, seen);
    await new Promise((r) => setTimeout(r, LOAD_MS));
    await Promise.all(nodes.map(kill9));
    await running;
    await Promise.all(nodes.map((n) => startInstance(n, env)));

    // Calls that got no answer are retried with their key: done once, or done now.
    for (const d of seen.inDoubt) {
      if (d.kind === 'spin') {
        const res = await spin(d.player.client, d.player.token, 0.2, d.key);
        if (res.status === 200) seen.rounds.add(res.body.roundId);
        else expect([409, 403]).toContain(res.status); // 121 or a limit: refused, nothing moved
      } else {
        const res = await d.player.client.post('/payment/withdraw', { amount: 10, method: 'bank', idempotencyKey: d.key });
        expect(res.status).not.toBe(500);
      }
    }

    database = openDatabase(
      engine === 'sqlite' ? { sqliteFile: path.join(env.DATA_DIR, 'platform.sqlite') } : { databaseUrl: env.DATABASE_URL },
    );
    expect(await moneyProblems(database.db, seen.rounds)).toEqual([]);
    expect(seen.rounds.size).toBeGreaterThan(20);
    // The checker over HTTP agrees.
    const check = await (await fetch(`${base}/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN_TOKEN } })).json();
    expect(check.problems).toEqual([]);
    // No 500 anywhere.
    expect(Object.keys(seen.answered).filter((k) => k.endsWith(' 500'))).toEqual([]);
    console.log(
      `[crash ${engine} x${instances}] ${seen.ops} operations, ${seen.rounds.size} rounds answered, ${seen.inDoubt.length} retried after the crashes`,
      seen.answered,
    );
  });
});
