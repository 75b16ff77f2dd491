/**
 * The load generator of `npm run bench:wallet`'s http rows, in its own process (real players are
 * not inside the platform, so its CPU must not count against the platform's): it says `ready`, receives the
 * players (session cookie and spin path), spins until the deadline or the count, and answers the
 * latencies. Started by wallet-bench.ts with fork(); not run on its own.
 */
import { randomUUID } from 'node:crypto';

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
}

async function run(job: ClientJob): Promise<ClientResult> {
  const latencies: number[] = [];
  let rounds = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  await Promise.all(
    job.players.map(async ({ cookie, spinPath }) => {
      while (performance.now() < deadline && rounds + errors < job.maxRounds) {
        const t0 = performance.now();
        const res = await fetch(`${job.base}${spinPath}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ bet: 0.1, idempotencyKey: randomUUID() }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status === 200) rounds++;
        else errors++;
      }
    }),
  );
  return { rounds, errors, seconds: (performance.now() - started) / 1000, latencies };
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
