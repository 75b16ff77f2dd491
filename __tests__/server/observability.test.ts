/**
 * @jest-environment node
 */
/**
 * Request ids, the request log and the metrics around a stand-in for Next's own server (the real
 * one: deploy/test/embedded.test.ts and topology.test.ts): the id comes from the front on this machine or is made
 * here, the code answering the request finds it (and so sends it to the platform), the answer
 * names it, one JSON line is logged without the query string, and the metrics count it by page
 * pattern on their own listener.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { currentRequestId, requestIdHeaders } from '@/lib/server/requestContext';
import { createSiteLogger } from '@/lib/server/siteLog';
import { answerKind, installRequestTracking, requestIdFor } from '@/lib/server/requestTracking';
import { createMetricsServer, enableSiteMetrics } from '@/lib/server/siteMetrics';

const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { status: res.status, id: res.headers.get('x-request-id'), body: await res.text() };
}

describe("the site server's request ids, log and metrics", () => {
  const lines: Record<string, unknown>[] = [];
  const log = createSiteLogger(
    { LOG_LEVEL: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const metrics = enableSiteMetrics();
  const untracked = new WeakSet<http.Server>();
  const platformSaw: (string | undefined)[] = [];
  let platformPort = 0;
  let sitePort = 0;
  let metricsPort = 0;
  let stop = () => {};
  const servers: http.Server[] = [];

  beforeAll(async () => {
    stop = installRequestTracking({ log, metrics, untracked });
    const platform = http.createServer((req, res) => {
      platformSaw.push(req.headers['x-request-id'] as string | undefined);
      res.end('{}');
    });
    // As Next: a page matched by pattern, rendered after a platform call (or answered from its cache).
    const site = http.createServer(async (req, res) => {
      const meta = { match: { definition: { page: req.url?.startsWith('/fi/pelit') ? '/games/[id]' : '/news' } } };
      (req as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META] = meta;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await fetch(`http://127.0.0.1:${platformPort}/cms/pages`, { headers: requestIdHeaders() });
      if (req.url?.startsWith('/fi/uutiset')) res.setHeader('x-nextjs-cache', 'HIT');
      res.end(`rendered for ${currentRequestId()}`);
    });
    const metricsServer = createMetricsServer(metrics);
    untracked.add(metricsServer);
    servers.push(platform, site, metricsServer);
    [platformPort, sitePort, metricsPort] = await Promise.all(servers.map(listen));
  });
  afterAll(() => {
    stop();
    for (const server of servers) server.close();
  });

  it("takes the front's id from this machine, else makes one; the request's code and its platform calls carry it; the answer names it", async () => {
    const given = await get(sitePort, '/fi/pelit/1?code=99887766', { 'x-request-id': 'f00dfeedf00dfeedf00dfeedf00dfeed' });
    expect(given.id).toBe('f00dfeedf00dfeedf00dfeedf00dfeed');
    expect(given.body).toBe('rendered for f00dfeedf00dfeedf00dfeedf00dfeed');
    expect(platformSaw.at(-1)).toBe('f00dfeedf00dfeedf00dfeedf00dfeed');

    const made = await get(sitePort, '/fi/uutiset', { 'x-request-id': 'no' });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.body).toBe(`rendered for ${made.id}`);
    expect(platformSaw.at(-1)).toBe(made.id);
    // Outside a request there is none.
    expect(currentRequestId()).toBeUndefined();
  });

  it('believes an id only from a peer on this machine (the front), and only one that looks like an id', () => {
    expect(requestIdFor('abcdef0123456789', '127.0.0.1')).toBe('abcdef0123456789');
    expect(requestIdFor('abcdef0123456789', '::ffff:127.0.0.1')).toBe('abcdef0123456789');
    expect(requestIdFor('abcdef0123456789', '203.0.113.5')).not.toBe('abcdef0123456789');
    expect(requestIdFor('abc def 0123456789', '127.0.0.1')).not.toContain(' ');
  });

  it('logs one JSON line per answer with its id, page pattern and status, never the query string', async () => {
    const { id } = await get(sitePort, '/fi/pelit/7?code=55443322');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reqId: id, msg: 'request', method: 'GET', path: '/fi/pelit/7', route: '/games/[id]', status: 200 }),
      ]),
    );
    expect(JSON.stringify(lines)).not.toMatch(/55443322|99887766/);
  });

  it('counts renders by page pattern and the page cache by result, on the metrics listener only', async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/^site_page_render_seconds_count\{route="\/games\/\[id\]",kind="page"\} 2$/m);
    expect(text).toMatch(/^site_page_cache_answers_total\{route="\/news",result="hit"\} 1$/m);
    expect(text).toMatch(/^site_http_responses_total\{kind="page",status="2xx"\} 3$/m);
    expect(text).toMatch(/^site_process_cpu_seconds_total \d/m);
    // Cached answers are not renders; the scrape itself is not an answer of the site.
    expect(text).not.toMatch(/site_page_render_seconds_count\{route="\/news"/);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('names kinds of answers by path', () => {
    expect(answerKind('/_next/data/b/fi/games.json', '/games')).toBe('data');
    expect(answerKind('/_next/static/chunks/a.js', null)).toBe('static');
    expect(answerKind('/api/site/revalidate', null)).toBe('api');
    expect(answerKind('/api/player/balance', null)).toBe('proxy');
    expect(answerKind('/fi/pelit', '/games')).toBe('page');
    expect(answerKind('/favicon.svg', null)).toBe('static');
    expect(answerKind('/fi/nothing', null)).toBe('other');
  });

  it('never writes a cookie, an authorization or a password a caller passes', () => {
    log.warn({ headers: { cookie: 'casino_session=s3cr3t', authorization: 'Bearer t0k3n' }, form: { password: 'pa55word' } }, 'x');
    expect(JSON.stringify(lines.at(-1))).not.toMatch(/s3cr3t|t0k3n|pa55word/);
  });
});
