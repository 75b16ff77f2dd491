/**
 * What the deployment tests share (deploy/test/*.test.ts): a private Redis, players, and the load
 * of page views, polling and spins through the front whose every failure is kept.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { freePort } from '../../platform/scripts/instances';
import type { Client } from '../../platform/test/accounts/helpers';
import { ORIGIN } from '../../platform/test/wallet/helpers';

/** Public pages a visitor opens (pre-rendered ones from the front's cache, a search per request). */
const PAGES = ['/fi', '/fi/pelit', '/fi/uutiset', '/et', '/en/news', '/fi/pelit/1/popular', '/fi/haku?q=book'];

export interface Player {
  client: Client;
  token: string;
}

/** What a load phase saw: answered rounds, and every request that did not succeed. */
export interface Seen {
  /** The phase's budget of requests. */
  maxOps: number;
  ops: number;
  rounds: Set<string>;
  failures: string[];
}

export const newSeen = (maxOps: number): Seen => ({ maxOps, ops: 0, rounds: new Set(), failures: [] });

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A private Redis on a free port (no disk), for this run only. */
export async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (await answers(port)) return { url: `redis://127.0.0.1:${port}`, child };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('redis-server did not start (apt-get install redis-server)');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `count` consecutive free ports on 127.0.0.1 (the cluster command puts its instances on PORT+1...). */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const taken = await Promise.all(Array.from({ length: count }, (_, i) => answers(base + i)));
    if (taken.every((t) => !t)) return base;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

export const spinOnce = (player: Player, key: string) =>
  player.client.post(
    `/sandbox/slot/${encodeURIComponent(player.token)}/spin`,
    { bet: 0.2, idempotencyKey: key },
    { as: 'json', headers: { ...ORIGIN, 'idempotency-key': key } },
  );

/**
 * Page views (half of them as a logged-in player, whom the front never answers from its cache),
 * balance polls and spins through the front at `front`, until `until` or the phase's budget.
 */
export async function load(front: string, players: Player[], until: number, seen: Seen): Promise<void> {
  const more = () => Date.now() < until && seen.ops < seen.maxOps;
  await Promise.all(
    players.flatMap((player, i) => [
      (async () => {
        let n = i;
        while (more()) {
          seen.ops++;
          const page = PAGES[n++ % PAGES.length];
          const headers: Record<string, string> = n % 2 === 0 && player.client.cookie ? { cookie: player.client.cookie } : {};
          try {
            const res = await fetch(front + page, { headers, signal: AbortSignal.timeout(30_000) });
            const html = await res.text();
            if (res.status !== 200 || !html.includes('</html>')) seen.failures.push(`GET ${page}: ${res.status}`);
          } catch (error) {
            seen.failures.push(`GET ${page}: ${(error as Error).message}`);
          }
        }
      })(),
      (async () => {
        while (more()) {
          seen.ops++;
          try {
            const res = await player.client.get('/player/balance');
            if (res.status !== 200) seen.failures.push(`poll: ${res.status} ${res.text.slice(0, 200)}`);
          } catch (error) {
            seen.failures.push(`poll: ${(error as Error).message}`);
          }
          // A player's tab polls now and then, not in a tight loop.
          await new Promise((r) => setTimeout(r, 100));
        }
      })(),
      (async () => {
        while (more()) {
          seen.ops++;
          const key = randomUUID();
          try {
            const res = await spinOnce(player, key);
            if (res.status === 200) seen.rounds.add(res.body.roundId);
            else seen.failures.push(`spin: ${res.status} ${res.text.slice(0, 200)}`);
          } catch (error) {
            seen.failures.push(`spin: ${(error as Error).message}`);
          }
        }
      })(),
    ]),
  );
}
