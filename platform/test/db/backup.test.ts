import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadScriptConfig } from '../../src/config';
import { openDatabase } from '../../src/db';
import { ENGINES, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';
import { ADMIN_TOKEN, newPlayer } from '../accounts/helpers';
import { grant, launch, ledgerCheck, spin } from '../wallet/helpers';

const run = promisify(execFile);
const { databaseUrl } = loadScriptConfig();
const ROOT = path.resolve(__dirname, '../../..');

/**
 * Backup and restore under load (deploy/README.md "Backup and restore"): while players spin, the
 * operator's backup is taken (SQLite: `npm run backup`, the online backup API; PostgreSQL:
 * pg_dump -Fc), restored into a fresh database, and a platform started on it has every round
 * acknowledged before the backup began, with the ledger check ok.
 */
describe.each(ENGINES)('backup and restore under load (%s)', (engine) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-backup-'));
  const schema = `backup_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const restoredDb = `restored_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const withDb = (name: string) => {
    const url = new URL(databaseUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  /** The live database: a SQLite file in DATA_DIR, or a schema of the PostgreSQL test database. */
  const live: TestDatabase =
    engine === 'sqlite'
      ? { engine, open: () => openDatabase({ sqliteFile: path.join(dir, 'live', 'platform.sqlite') }), cleanup: async () => undefined }
      : { engine, open: () => openDatabase({ databaseUrl, pgSearchPath: schema, pgPoolMax: 4 }), cleanup: async () => undefined };
  let running: RunningApp | undefined;
  let restored: RunningApp | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') await adminQuery(`create schema ${schema}`);
    running = await startApp(live, { adminToken: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await running?.stop();
    await restored?.stop();
    if (engine === 'postgres') {
      await adminQuery(`drop schema if exists ${schema} cascade`);
      await adminQuery(`drop database if exists ${restoredDb}`);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The operator's backup of the live database, taken while it serves. */
  const backup = async (file: string) => {
    if (engine === 'sqlite') {
      await run(process.execPath, ['--import', 'tsx', 'platform/scripts/backup.ts', file], {
        cwd: ROOT,
        env: { DATA_DIR: path.join(dir, 'live') },
        timeout: 60_000,
      });
    } else {
      await run('pg_dump', ['-Fc', '-n', schema, '-f', file, databaseUrl as string], { timeout: 60_000 });
    }
  };
  /** Restores the backup into a fresh database. */
  const restore = async (file: string): Promise<TestDatabase> => {
    if (engine === 'sqlite') {
      const target = path.join(dir, 'restored', 'platform.sqlite');
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target); // the backup is a closed file, not a live database
      return { engine, open: () => openDatabase({ sqliteFile: target }), cleanup: async () => undefined };
    }
    await adminQuery(`create database ${restoredDb}`);
    await run('pg_restore', ['--no-owner', '-d', withDb(restoredDb), file], { timeout: 60_000 });
    return {
      engine,
      open: () => openDatabase({ databaseUrl: withDb(restoredDb), pgSearchPath: schema, pgPoolMax: 4 }),
      cleanup: async () => undefined,
    };
  };

  it('a backup taken while players spin restores with every round acknowledged before it began, and the ledger check ok', async () => {
    const base = (running as RunningApp).url;
    const players = await Promise.all(
      [0, 1, 2].map(async () => {
        const { client, userId } = await newPlayer(base);
        await grant(base, userId, { cash: 500 });
        return { client, token: await launch(client, 14) };
      }),
    );
    const acknowledged: string[] = [];
    let stop = false;
    // The load: each player spins until stopped, bounded in time and count.
    const deadline = Date.now() + 90_000;
    const load = players.map(async ({ client, token }) => {
      for (let i = 0; i < 3000 && !stop && Date.now() < deadline; i++) {
        const res = await spin(client, token, 0.1);
        if (res.status === 200) acknowledged.push(String(res.body.roundId));
      }
    });
    // Some rounds first, so the backup has something to keep.
    for (let i = 0; i < 600 && acknowledged.length < 30; i++) await new Promise((r) => setTimeout(r, 50));
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const before = [...acknowledged];
    const file = path.join(dir, engine === 'sqlite' ? 'backup.sqlite' : 'backup.dump');
    await backup(file);
    const duringBackup = acknowledged.length - before.length;
    stop = true;
    await Promise.all(load);
    expect(duringBackup).toBeGreaterThan(0); // the backup was taken under load

    restored = await startApp(await restore(file), { adminToken: ADMIN_TOKEN });
    const rounds = await restored.database.db.selectFrom('game_round').select('round_id').execute();
    const kept = new Set(rounds.map((r) => String(r.round_id)));
    expect(before.filter((id) => !kept.has(id))).toEqual([]);
    expect((await ledgerCheck(restored.url)).problems).toEqual([]);
  });
});
