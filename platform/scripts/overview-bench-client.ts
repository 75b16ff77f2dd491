/**
 * The load process of `npm run bench:overview` (overview-bench.ts forks it): the player's requests
 * come from here, as a browser's would come from outside the platform, one after another on a
 * kept-alive socket, and each row answers its latencies. A `pg` row times `select 1` on its own
 * connection: the database's round trip, the yardstick of the PostgreSQL rows. Not run on its own.
 */
import http from 'node:http';
import pg from 'pg';

export interface BenchRow {
  name: string;
  /** A GET of the platform with the player's session... */
  path?: string;
  /** ...or `select 1` on this PostgreSQL database. */
  pgUrl?: string;
  requests: number;
  /** Requests before the measured ones (not counted). */
  warmup: number;
}

export interface ClientJob {
  base: string;
  cookie: string;
  rows: BenchRow[];
}

export interface RowResult {
  name: string;
  latencies: number[];
  /** Bytes of the last answer. */
  bytes: number;
}

/** A GET's latency (ms) to its answer's last byte, and the answer's size; throws on anything but 200. */
function get(agent: http.Agent, url: URL, cookie: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { cookie } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ ms: performance.now() - started, bytes })
            : reject(new Error(`${url.pathname}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function runRow(job: ClientJob, row: BenchRow): Promise<RowResult> {
  const latencies: number[] = [];
  let bytes = 0;
  if (row.pgUrl) {
    const client = new pg.Client({ connectionString: row.pgUrl });
    await client.connect();
    try {
      for (let n = 0; n < row.warmup + row.requests; n++) {
        const started = performance.now();
        await client.query('select 1');
        if (n >= row.warmup) latencies.push(performance.now() - started);
      }
    } finally {
      await client.end();
    }
    return { name: row.name, latencies, bytes };
  }
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const url = new URL(row.path as string, job.base);
    for (let n = 0; n < row.warmup + row.requests; n++) {
      const answer = await get(agent, url, job.cookie);
      if (n >= row.warmup) latencies.push(answer.ms);
      bytes = answer.bytes;
    }
  } finally {
    agent.destroy();
  }
  return { name: row.name, latencies, bytes };
}

process.on('message', (job: ClientJob) => {
  void (async () => {
    const results: RowResult[] = [];
    for (const row of job.rows) results.push(await runRow(job, row));
    process.send?.(results);
  })().catch((err: unknown) => {
    process.send?.({ error: String(err) });
  });
});
process.send?.('ready');
