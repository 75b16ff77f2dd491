/**
 * @jest-environment node
 */
/**
 * The front's nginx configuration (deploy/nginx/render.mjs) in a real nginx, in front of small
 * stand-in instances that answer as the site and the platform do: it passes `nginx -t`, caches a
 * pre-rendered page by the site's Cache-Control and keeps it compressed, refreshes it on the
 * secret header, never stores a player's answer or /api, passes the client's address, serves the
 * build's static files from disk, and retries what is safe to retry on another instance. Needs
 * Debian's nginx (`.ci/run` installs it); skipped without it outside CI.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { renderNginxConfig } from '@/deploy/nginx/render.mjs';

const NGINX = '/usr/sbin/nginx';
const hasNginx = fs.existsSync(NGINX);
if (!hasNginx && process.env.CI) throw new Error(`${NGINX} is missing: CI installs Debian's nginx (.ci/run)`);
const describeWithNginx = hasNginx ? describe : describe.skip;

const SECRET = 'front-test-secret-1';

interface Seen {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A stand-in instance on a free port: records what reaches it, answers with `answer`. */
async function instance(answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ path: req.url ?? '', method: req.method ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, seen, server };
}

/** One request without decompression: status, headers and the raw body. */
function request(port: number, pathname: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * The access log's lines once the line of `reqId` is among them: nginx writes a request's line
 * after its answer has gone out, so a client can read the log before it is there (polled, bounded).
 */
async function accessLogWith(file: string, reqId: string): Promise<Record<string, unknown>[]> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const lines = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    if (lines.some((line) => line.reqId === reqId)) return lines;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`the access log has no line of request ${reqId}`);
}

async function startNginx(dir: string, settings: Parameters<typeof renderNginxConfig>[0]): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      listen: `127.0.0.1:${port}`,
      platformListen: null,
      cacheDir: path.join(dir, 'cache'),
      tempDir: path.join(dir, 'tmp'),
      pidFile: path.join(dir, 'nginx.pid'),
      errorLog: path.join(dir, 'error.log'),
      accessLog: 'off',
      statusListen: null,
      workerProcesses: '1',
      // Root starts the workers as nobody, who could not read a private temporary folder.
      user: process.getuid?.() === 0 ? 'root' : null,
      refreshSecret: SECRET,
      ...settings,
    }),
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf], { encoding: 'utf8' });
  expect(check.stderr).toBe('');
  expect(check.status).toBe(0);
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await request(port, '/favicon.svg');
      return { port, child };
    } catch {
      if (Date.now() > deadline) throw new Error('nginx did not start');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

describeWithNginx('the front (nginx) in front of site and platform instances', () => {
  const dirs: string[] = [];
  const stops: (() => void)[] = [];
  let version = 1;
  const page = () => `<!DOCTYPE html><html><body>${'page '.repeat(400)} version ${version}</body></html>`;
  let site: Awaited<ReturnType<typeof instance>>;
  let platformA: Awaited<ReturnType<typeof instance>>;
  let platformB: Awaited<ReturnType<typeof instance>>;
  let root = '';

  const mkdir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'front-test-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    // As Next: a pre-rendered page with s-maxage, gzip when asked; search rendered per request.
    site = await instance((req, res) => {
      // As Next's image optimizer: a resized WebP, cached a day, varying by Accept (one format here).
      if (req.url?.startsWith('/_next/image')) {
        res.writeHead(200, { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400, must-revalidate', Vary: 'Accept' });
        return res.end(Buffer.from(`RIFF webp ${req.url}`));
      }
      if (req.url?.startsWith('/fi/haku')) {
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        return res.end(`search ${version}`);
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      res.setHeader('Vary', 'Accept-Encoding');
      if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
        res.setHeader('Content-Encoding', 'gzip');
        return res.end(gzipSync(page()));
      }
      res.end(page());
    });
    // Platform A drops a money call once it has read it (a crash after the request was sent); B answers.
    const platform = (name: string) => (req: http.IncomingMessage, res: http.ServerResponse, body: string) => {
      if (name === 'A' && req.url === '/payment/withdraw') return req.socket.destroy();
      // The database away: the platform's own 503 (every instance would answer the same).
      if (req.url === '/payment/confirmDeposit') {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '3' });
        return res.end(JSON.stringify({ success: false, error: 'Temporarily unavailable', errorCode: 503, instance: name }));
      }
      res.setHeader('Content-Type', 'application/json');
      // As the platform, it names the request in its answer too; the front answers with its own header only.
      res.setHeader('X-Request-Id', String(req.headers['x-request-id'] ?? 'none'));
      res.end(
        JSON.stringify({
          success: true,
          instance: name,
          path: req.url,
          forwardedFor: req.headers['x-forwarded-for'],
          requestId: req.headers['x-request-id'],
          body,
        }),
      );
    };
    platformA = await instance(platform('A'));
    platformB = await instance(platform('B'));
    stops.push(
      () => site.server.close(),
      () => platformA.server.close(),
      () => platformB.server.close(),
    );
    root = mkdir();
    fs.mkdirSync(path.join(root, 'public'), { recursive: true });
    fs.writeFileSync(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
    const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
    fs.writeFileSync(path.join(root, '.next', 'static', 'chunks', 'a.js'), script);
    fs.writeFileSync(path.join(root, '.next', 'static', 'chunks', 'a.js.gz'), gzipSync(script));
    fs.chmodSync(root, 0o755);
  }, 30_000);

  afterAll(() => {
    for (const stop of stops) stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  async function front(settings: Partial<Parameters<typeof renderNginxConfig>[0]> = {}) {
    const { port, child } = await startNginx(mkdir(), {
      root,
      sites: [`127.0.0.1:${site.port}`],
      platforms: [`127.0.0.1:${platformA.port}`, `127.0.0.1:${platformB.port}`],
      ...settings,
    });
    stops.unshift(() => child.kill('SIGTERM'));
    return port;
  }

  it('keeps a pre-rendered page compressed, as long as its Cache-Control says, and refreshes it on the secret header', async () => {
    const port = await front();
    const before = site.seen.length;
    const first = await request(port, '/fi', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['x-cache-status']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(first.body).toString()).toContain('version 1');
    // The site was asked for gzip, whatever the client said, and never saw the refresh header.
    expect(site.seen.at(-1)?.headers['accept-encoding']).toBe('gzip');
    const hit = await request(port, '/fi');
    expect(hit.headers['x-cache-status']).toBe('HIT');
    // A client that cannot take gzip gets the page decompressed by the front.
    expect(hit.headers['content-encoding']).toBeUndefined();
    expect(hit.body.toString()).toContain('version 1');
    expect(site.seen.length).toBe(before + 1);

    version = 2;
    expect((await request(port, '/fi')).body.toString()).toContain('version 1');
    expect((await request(port, '/fi', { headers: { 'x-front-refresh': 'wrong' } })).body.toString()).toContain('version 1');
    const refreshed = await request(port, '/fi', { headers: { 'x-front-refresh': SECRET } });
    expect(refreshed.headers['x-cache-status']).toBe('BYPASS');
    expect(site.seen.at(-1)?.headers['x-front-refresh']).toBeUndefined();
    const after = await request(port, '/fi');
    expect(after.headers['x-cache-status']).toBe('HIT');
    expect(after.body.toString()).toContain('version 2');
  });

  it("never stores a player's answer, a page rendered per request, or /api", async () => {
    const port = await front();
    await request(port, '/fi/uutiset');
    const seen = site.seen.length;
    const player = await request(port, '/fi/uutiset', { headers: { cookie: 'casino_session=abc' } });
    expect(player.headers['x-cache-status']).toBe('BYPASS');
    expect(site.seen.length).toBe(seen + 1);
    expect((await request(port, '/fi/uutiset')).headers['x-cache-status']).toBe('HIT');
    await request(port, '/fi/haku?q=book');
    await request(port, '/fi/haku?q=book');
    expect(site.seen.filter((s) => s.path === '/fi/haku?q=book')).toHaveLength(2);
    const api = await request(port, '/api/jackpots');
    expect(api.headers['x-cache-status']).toBeUndefined();
  });

  it("keeps the image optimizer's answers by their Cache-Control, for a player as for a visitor", async () => {
    const port = await front();
    const image = '/_next/image?url=%2Fapi%2Fcms%2Fthumbnails%2Fgem-rush-92.webp&w=384&q=75';
    const first = await request(port, image, { headers: { cookie: 'casino_session=abc', accept: 'image/webp,*/*' } });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['x-cache-status']).toBe('MISS');
    for (const headers of [{}, { cookie: 'casino_session=other' }] as Record<string, string>[]) {
      const again = await request(port, image, { headers });
      expect(again.headers['x-cache-status']).toBe('HIT');
      expect(again.body.equals(first.body)).toBe(true);
    }
    expect(site.seen.filter((s) => s.path === image)).toHaveLength(1);
    // Another width is another answer.
    expect((await request(port, image.replace('w=384', 'w=256'))).headers['x-cache-status']).toBe('MISS');
  });

  it("passes the client's address (never the one it wrote) and the platform's path as sent", async () => {
    const port = await front();
    const answer = JSON.parse(
      (await request(port, '/api/cms/pages/x%2Fy?lang=fi&a=%20', { headers: { 'x-forwarded-for': '198.51.100.9' } })).body.toString(),
    );
    expect(answer.path).toBe('/cms/pages/x%2Fy?lang=fi&a=%20');
    expect(answer.forwardedFor).toBe('127.0.0.1');
  });

  it("serves the build's files and public/ from disk, compressed and cached", async () => {
    const port = await front();
    const script = await request(port, '/_next/static/chunks/a.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(port, '/favicon.svg');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
    expect((await request(port, '/_next/static/chunks/missing.js')).status).toBe(404);
  });

  it('retries a money call on another instance only when it carries an Idempotency-Key', async () => {
    // A fresh front starts its round robin at the first instance (A, which drops the call).
    const keyed = await front({ workerProcesses: '1' });
    const body = 'amount=10&method=bank&idempotencyKey=key-123456';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const retried = await request(keyed, '/api/payment/withdraw', {
      method: 'POST',
      headers: { ...form, 'idempotency-key': 'key-123456' },
      body,
    });
    expect(retried.status).toBe(200);
    expect(JSON.parse(retried.body.toString())).toMatchObject({ instance: 'B', body });
    expect(platformA.seen.filter((s) => s.path === '/payment/withdraw')).toHaveLength(1);

    const plain = await front({ workerProcesses: '1' });
    const once = await request(plain, '/api/payment/withdraw', { method: 'POST', headers: form, body: 'amount=10&method=bank' });
    expect(once.status).toBe(502);
    expect(platformB.seen.filter((s) => s.body === 'amount=10&method=bank')).toHaveLength(0);
  });

  it("passes a platform's 503 (the database away) on with its Retry-After, without trying another instance", async () => {
    const port = await front({ workerProcesses: '1' });
    const res = await request(port, '/api/payment/confirmDeposit', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'key-503503' },
      body: 'amount=10&method=bank&idempotencyKey=key-503503',
    });
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('3');
    expect(JSON.parse(res.body.toString())).toMatchObject({ errorCode: 503, instance: 'A' });
    expect(platformB.seen.filter((s) => s.path === '/payment/confirmDeposit')).toHaveLength(0);
  });

  it('skips an instance that refuses connections, for every method', async () => {
    const dead = await freePort();
    const port = await front({
      workerProcesses: '1',
      sites: [`127.0.0.1:${dead}`, `127.0.0.1:${site.port}`],
      platforms: [`127.0.0.1:${dead}`, `127.0.0.1:${platformB.port}`],
    });
    expect((await request(port, '/fi/pelit')).status).toBe(200);
    const post = await request(port, '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    expect(JSON.parse(post.body.toString())).toMatchObject({ instance: 'B', body: 'email=a' });
  });

  it("names each request: its own id, or a trusted proxy's, passed to the instances, answered and in its JSON access log", async () => {
    const dir = mkdir();
    const log = path.join(dir, 'access.log');
    const port = await front({ accessLog: log });
    const page = await request(port, '/fi/uutiset?code=123456');
    const id = String(page.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(site.seen.at(-1)?.headers['x-request-id']).toBe(id);
    // A client's own id is not believed: it is no trusted proxy.
    const api = await request(port, '/api/jackpots', { headers: { 'x-request-id': 'chosen-by-client-1' } });
    const apiId = api.headers['x-request-id'];
    expect(apiId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(api.body.toString()).requestId).toBe(apiId);
    // Cached and static answers are named too, with one header each.
    const cached = await request(port, '/fi/uutiset?code=123456');
    expect(cached.headers['x-cache-status']).toBe('HIT');
    expect(cached.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect((await request(port, '/favicon.svg')).headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    const spin = await request(port, '/api/sandbox/slot/secret-slot-token/spin', { method: 'POST', body: '' });

    const lines = await accessLogWith(log, String(spin.headers['x-request-id']));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reqId: id, method: 'GET', path: '/fi/uutiset', status: 200, cache: 'MISS' }),
        expect.objectContaining({ reqId: apiId, path: '/api/jackpots', status: 200, cache: '' }),
        expect.objectContaining({ reqId: cached.headers['x-request-id'], cache: 'HIT' }),
        expect.objectContaining({ reqId: spin.headers['x-request-id'], path: '/api/sandbox/slot/:token/spin' }),
      ]),
    );
    // No query string (a code travels in one) and no token in the path.
    expect(fs.readFileSync(log, 'utf8')).not.toMatch(/123456|secret-slot-token/);

    // Behind a trusted load balancer (realIpFrom), its id is the request's.
    const behind = await front({ realIpFrom: ['127.0.0.1'] });
    const trusted = await request(behind, '/api/jackpots', { headers: { 'x-request-id': 'lb-0123456789abcdef' } });
    expect(trusted.headers['x-request-id']).toBe('lb-0123456789abcdef');
    expect(JSON.parse(trusted.body.toString()).requestId).toBe('lb-0123456789abcdef');
    // ...when it looks like an id.
    const odd = await request(behind, '/api/jackpots', { headers: { 'x-request-id': 'a"b' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it("passes a site's call on the internal platform address on with the id of the page it renders", async () => {
    const internal = await freePort();
    await front({ platformListen: `127.0.0.1:${internal}` });
    const answer = await request(internal, '/cms/pages', { headers: { 'x-request-id': 'page-render-0001' } });
    expect(JSON.parse(answer.body.toString()).requestId).toBe('page-render-0001');
  });

  it("refuses /metrics on the public address, and shows nginx's counters on the internal status address only", async () => {
    const status = await freePort();
    const port = await front({ statusListen: `127.0.0.1:${status}` });
    const seen = site.seen.length + platformA.seen.length + platformB.seen.length;
    for (const refused of ['/metrics', '/api/metrics', '/api/site/metrics', '/api/cms/metrics', '/metrics/x']) {
      expect((await request(port, refused)).status).toBe(404);
    }
    expect(site.seen.length + platformA.seen.length + platformB.seen.length).toBe(seen);
    const counters = await request(status, '/stub_status');
    expect(counters.status).toBe(200);
    expect(counters.body.toString()).toMatch(/^Active connections: \d+/);
    expect((await request(status, '/')).status).toBe(404);
    expect((await request(port, '/stub_status')).body.toString()).not.toMatch(/Active connections/);
  });
});
