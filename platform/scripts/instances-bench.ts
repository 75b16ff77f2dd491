/**
 * Rounds per second through the full HTTP path with one and with two platform instances on one
 * PostgreSQL database: real platform processes, the players spread over them in turn (as a front
 * would; `npm run bench:front` measures the front itself), pay-and-play players spinning the sandbox slot (bet 0.10) as fast as
 * the answers come, bounded in time and count; the ledger is checked afterwards. The goal:
 * two instances ≥ 1.6 × one. Platform CPU ms per round: the instances' processes' CPU (Linux /proc)
 * over the rounds, a figure that holds better than rounds/s on a busy machine. A figure, not a test.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:instances
 *   WALLET_BENCH_SECONDS=10 WALLET_BENCH_PLAYERS=32 (one row per count and instance number)
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { loadScriptConfig } from '../src/config';
import { freePort, kill9, pgDatabase, startInstance, type Instance } from './instances';

const { databaseUrl, benchSeconds: SECONDS, benchPlayers: PLAYERS, benchMaxRounds: MAX_ROUNDS } = loadScriptConfig();
const ADMIN = 'instances-bench';

/** A player's cookies (session and browser binding) by name. */
type Jar = Map<string, string>;

async function req(base: string, jar: Jar, p: string, init: { json?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await fetch(`${base}${p}`, { method: body ? 'POST' : 'GET', headers, body, redirect: 'manual' });
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const text = await res.text();
  return { status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> };
}

async function newPlayer(base: string): Promise<{ cookie: Jar; spinPath: string }> {
  const cookie: Jar = new Map();
  const init = await req(base, cookie, '/payment/initDeposit', {
    json: { country: 'FIN', amount: 5000, method: 'bank', currency: 'EUR', policyChecked: true, privacyPolicyChecked: true },
  });
  const approved = await req(base, cookie, String(init.body.redirectUrl).replace(/^\/api/, ''), {
    form: { decision: 'approve', identity: 'new' },
  });
  if (approved.status !== 303) throw new Error(`approve: ${approved.status}`);
  await req(base, cookie, '/payment/depositStatus', { json: { token: init.body.token } });
  const launch = await req(base, cookie, '/game/real/14');
  return { cookie, spinPath: `${String(launch.body.url).replace(/^\/api/, '')}/spin` };
}

/** CPU ms so far of a process (Linux /proc; 0 elsewhere). */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = 100;

const pct = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

async function measure(instances: number, players: number) {
  const db = await pgDatabase(databaseUrl as string, 'instances_bench');
  const nodes: Instance[] = [];
  for (let i = 0; i < instances; i++) nodes.push({ port: await freePort() });
  const env = { DATABASE_URL: db.url, PLATFORM_ADMIN_TOKEN: ADMIN };
  await startInstance(nodes[0], env);
  await Promise.all(nodes.slice(1).map((n) => startInstance(n, env)));
  const urls = nodes.map((n) => `http://127.0.0.1:${n.port}`);
  try {
    // Player i on instance i mod N: sessions are rows, so each could use any instance.
    const ps = await Promise.all(
      Array.from({ length: players }, async (_, i) => ({ base: urls[i % urls.length], ...(await newPlayer(urls[i % urls.length])) })),
    );
    const latencies: number[] = [];
    let rounds = 0;
    let errors = 0;
    const platformCpu = () => nodes.reduce((sum, n) => sum + cpuMsOf(n.child?.pid), 0);
    const cpu0 = platformCpu();
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      ps.map(async ({ base, cookie, spinPath }) => {
        while (performance.now() < deadline && rounds + errors < MAX_ROUNDS) {
          const t0 = performance.now();
          const r = await req(base, cookie, spinPath, { json: { bet: 0.1, idempotencyKey: randomUUID() } });
          latencies.push(performance.now() - t0);
          if (r.status === 200) rounds++;
          else errors++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = (platformCpu() - cpu0) / Math.max(1, rounds + errors);
    const check = await (await fetch(`${urls[0]}/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': ADMIN } })).json();
    latencies.sort((a, b) => a - b);
    return {
      instances,
      players,
      rounds,
      errors,
      perSecond: rounds / seconds,
      p50: pct(latencies, 0.5),
      p99: pct(latencies, 0.99),
      cpuMs,
      ledger: check.problems?.length === 0 ? 'ok' : 'PROBLEMS',
    };
  } finally {
    for (const n of nodes) await kill9(n);
    await db.drop();
  }
}

async function main() {
  if (!databaseUrl) throw new Error('bench:instances needs DATABASE_URL (PostgreSQL)');
  console.log(
    `Rounds through the full HTTP path (players spread over the platform processes → PostgreSQL), bet 0.10 EUR, ${SECONDS} s per row`,
  );
  console.log('| instances | players | rounds | errors | rounds/s | × one instance | p50 ms | p99 ms | platform cpu ms/round | ledger |');
  console.log('|-----------|---------|--------|--------|----------|----------------|--------|--------|-----------------------|--------|');
  for (const players of PLAYERS) {
    let one = 0;
    for (const instances of [1, 2]) {
      const r = await measure(instances, players);
      if (instances === 1) one = r.perSecond;
      console.log(
        `| ${instances} | ${players} | ${r.rounds} | ${r.errors} | ${r.perSecond.toFixed(0)} | ${(r.perSecond / one).toFixed(2)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuMs.toFixed(2)} | ${r.ledger} |`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
