/**
 * Platform processes for the crash test and the instance benchmarks: real servers
 * (`node --import tsx platform/src/main.ts`, so that SIGKILL hits the server itself, not a
 * wrapper), each on its own port, on a SQLite folder or a fresh PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '../..');

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Instance {
  port: number;
  child?: ChildProcess;
}

/** Starts the platform on inst.port with `env` (DATA_DIR or DATABASE_URL, admin token...) and waits for /health (bounded). */
export async function startInstance(inst: Instance, env: Record<string, string>): Promise<void> {
  // Only what is given: the caller's DATABASE_URL and the like never leak into an instance.
  const childEnv: Record<string, string> = {
    PLATFORM_SANDBOX: '1',
    LOG_LEVEL: 'error',
    ...env,
    PORT: String(inst.port),
    HOST: '127.0.0.1',
  };
  inst.child = spawn(process.execPath, ['--import', 'tsx', 'platform/src/main.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (inst.child.exitCode !== null) throw new Error(`instance on ${inst.port} exited ${inst.child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${inst.port}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance on ${inst.port} did not start`);
}

/** kill -9 and wait until the process is gone. */
export async function kill9(inst: Instance): Promise<void> {
  const child = inst.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** A fresh PostgreSQL database on the server of `serverUrl` (instances connect with their own pools). */
export async function pgDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
