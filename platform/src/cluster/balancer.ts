/**
 * A small round-robin HTTP balancer in front of several platform instances on one PostgreSQL
 * database (`PLATFORM_INSTANCES=N npm run serve`, scripts/run.mjs), or several site instances
 * sharing one Redis page cache (`run.mjs --instances N`). Each request goes to the next
 * instance; one that refuses the connection (down, restarting) is skipped for a second and the
 * request goes to the next one, since it never reached the first. A connection that breaks
 * after the request was sent answers 502 (the client retries with the same idempotency key).
 *
 * Started by platform/src/cluster/main.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Request bodies are buffered so a refused connection can be tried on the next instance. */
const MAX_BODY_BYTES = 12 * 1024 * 1024;
const DOWN_FOR_MS = 1000;

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export async function startBalancer(upstreams: string[], port = 0, host = '127.0.0.1'): Promise<Balancer> {
  if (upstreams.length === 0) throw new Error('balancer: no upstreams');
  const targets = upstreams.map((u) => ({ url: new URL(u), downUntil: 0 }));
  let next = 0;

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer, tried: number) => {
    const now = Date.now();
    // The next live instance in turn (all down: try the next one anyway).
    let target = targets[next++ % targets.length];
    for (let i = 0; i < targets.length && target.downUntil > now; i++) target = targets[next++ % targets.length];
    // The balancer is one more proxy hop: the platform (TRUSTED_PROXIES, loopback by default) skips it.
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...req.headers, 'content-length': String(body.length), 'x-forwarded-for': forwarded };
    const upstream = http.request(
      { host: target.url.hostname, port: target.url.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    let sent = false;
    upstream.on('socket', (socket) => {
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return res.destroy();
      const refused = !sent || err.code === 'ECONNREFUSED';
      if (refused) target.downUntil = Date.now() + DOWN_FOR_MS;
      if (refused && tried + 1 < targets.length * 2) return forward(req, res, body, tried + 1);
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, error: 'Instance unavailable', errorCode: 100 }));
    });
    upstream.end(body);
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, error: 'Request body too large', errorCode: 100 }));
        req.destroy();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (!res.writableEnded) forward(req, res, Buffer.concat(chunks), 0);
    });
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${actual}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
