/**
 * Search latency over the seeded catalogue: 200 GET /search requests through the real app
 * (Fastify inject, so no network), p50/p90/p99 in ms. A figure for the report, not a test.
 *
 *   npx tsx platform/scripts/search-latency.ts                       # SQLite in a temp dir
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx platform/scripts/search-latency.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadScriptConfig } from '../src/config';
import { openDatabase, type PlatformDb } from '../src/db';
import { migrateAndSeed } from '../src/setup';

const KEYWORDS = [
  'book',
  'rush',
  'mang',
  'jäätynyt',
  'wild',
  'roulette',
  'volatility',
  'free spins',
  'gem rush 92',
  'sand book',
  'pollo',
  'live',
  'crown',
  'zzzqqq',
  'blackjack',
  'fruits',
  'dragon',
  'nordic',
  'aurum',
  'jackpot',
];

async function main(): Promise<void> {
  const { databaseUrl: url, searchDetail } = loadScriptConfig();
  let database: PlatformDb;
  let cleanup: () => Promise<void>;
  if (url) {
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: url, pgSearchPath: schema });
    cleanup = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
    database = openDatabase({ sqliteFile: path.join(dir, 'p.sqlite') });
    cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  try {
    await migrateAndSeed(database);
    const app = await buildApp({ db: database });
    const langs = ['fi', 'et', 'en'];
    for (let i = 0; i < 20; i++) await app.inject(`/search?keyword=${encodeURIComponent(KEYWORDS[i % KEYWORDS.length])}`);
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const kw = encodeURIComponent(KEYWORDS[i % KEYWORDS.length]);
      const t0 = process.hrtime.bigint();
      const res = await app.inject(`/search?keyword=${kw}&lang=${langs[i % 3]}`);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.statusCode !== 200) throw new Error(`search ${kw}: ${res.statusCode} ${res.body}`);
    }
    if (searchDetail)
      KEYWORDS.forEach((k, i) =>
        console.log(
          k,
          times
            .filter((_, j) => j % KEYWORDS.length === i)
            .map((t) => t.toFixed(1))
            .join(' '),
        ),
      );
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(2);
    console.log(
      `${database.engine}: 200 searches, p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, max ${times.at(-1)?.toFixed(2)} ms`,
    );
    await app.close();
  } finally {
    await database.close();
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
