/**
 * @jest-environment node
 */
/**
 * scripts/site-server.mjs answers pre-rendered pages from their prepared form (bytes, ETag, gzip
 * made once per page version): checked through a real HTTP server with the same wrapper.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

import { answerPrepared } from '@/scripts/site-server/cachedPages.mjs';

const page = (version: string) => `<!DOCTYPE html><html><body>${'ä'.repeat(3000)}${version}</body></html>`;
let current = page('v1');
let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    answerPrepared(req, res);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // As Next: a pre-rendered page carries x-nextjs-cache; a page rendered per request does not.
    if (req.url === '/cached') res.setHeader('x-nextjs-cache', 'HIT');
    res.end(current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('pre-rendered pages from their prepared form', () => {
  it('send the same HTML with an ETag, gzipped for a client that takes it', async () => {
    const plain = await get('/cached');
    expect(plain.body.toString()).toBe(current);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(current));
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    const gzipped = await get('/cached', { 'accept-encoding': 'br, gzip;q=0.8' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(current);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
    expect((await get('/cached', { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('answer 304 to a client holding this version, and the new page once it changes', async () => {
    const { headers } = await get('/cached');
    const again = await get('/cached', { 'if-none-match': headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    current = page('v2');
    const changed = await get('/cached', { 'if-none-match': headers.etag! });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe(current);
    expect(changed.headers.etag).not.toBe(headers.etag);
  });

  it('leave a page rendered per request as it is', async () => {
    const answer = await get('/per-request', { 'accept-encoding': 'gzip' });
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(current);
  });
});
