/**
 * The load generator of `npm run bench:wallet`'s http rows, in its own process (real players are
 * not inside the platform, so its CPU must not count against the platform's): it says `ready`, receives the
 * players (session cookie and spin path), spins until the deadline or the count, and answers the
 * latencies and its own CPU. Started by wallet-bench.ts with fork(); not run on its own.
 * Node's own http client with a kept-alive socket per player, lighter than fetch: the load process
 * shares the machine's cores with the platform, so what it spends shows in the platform's rows.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';

export interface ClientJob {
  base: string;
  players: { cookie: string; spinPath: string }[];
  seconds: number;
  maxRounds: number;
}

export interface ClientResult {
  rounds: number;
  errors: number;
  seconds: number;
  latencies: number[];
  /** This process's CPU ms over the row. */
  cpuMs: number;
}

/** POSTs a JSON body; answers the status once the whole answer has arrived. */
function post(agent: http.Agent, url: URL, cookie: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(job: ClientJob): Promise<ClientResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.players.length });
  const latencies: number[] = [];
  let rounds = 0;
  let errors = 0;
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  await Promise.all(
    job.players.map(async ({ cookie, spinPath }) => {
      const url = new URL(`${job.base}${spinPath}`);
      while (performance.now() < deadline && rounds + errors < job.maxRounds) {
        const t0 = performance.now();
        const status = await post(agent, url, cookie, JSON.stringify({ bet: 0.1, idempotencyKey: randomUUID() }));
        latencies.push(performance.now() - t0);
        if (status === 200) rounds++;
        else errors++;
      }
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return { rounds, errors, seconds: (performance.now() - started) / 1000, latencies, cpuMs: (cpu.user + cpu.system) / 1000 };
}

process.send?.('ready');
process.once('message', (job: ClientJob) => {
  run(job).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
});
