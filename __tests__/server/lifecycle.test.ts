/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain, installSiteLifecycle, siteLifecycle } from '@/lib/server/lifecycle';

/** One request on its own connection: status, the connection header and the body. */
function get(port: number, headers: Record<string, string> = {}): Promise<{ status: number; connection?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/', headers, agent: new http.Agent({ keepAlive: true }) }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
  });
}

describe("the site server's lifecycle around Next's own server", () => {
  let server: http.Server;
  let port = 0;
  let delayMs = 0;

  beforeAll(async () => {
    installSiteLifecycle({});
    server = http.createServer((req, res) => {
      setTimeout(() => res.end(String(req.headers['x-forwarded-for'])), delayMs);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("replaces a client's own X-Forwarded-For with the address of its connection", async () => {
    expect((await get(port, { 'x-forwarded-for': '198.51.100.7' })).body).toBe('127.0.0.1');
    expect((await get(port)).body).toBe('127.0.0.1');
  });

  it('drains: not ready, the request in flight answered with Connection: close, then no more connections', async () => {
    delayMs = 400;
    const inFlight = get(port);
    await new Promise((r) => setTimeout(r, 50));
    const state = siteLifecycle();
    const drained = drain(state, { delayMs: 100, deadlineMs: 5000 });
    expect(state.draining).toBe(true);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    await drained;
    expect(state.active.size).toBe(0);
    await expect(get(port)).rejects.toThrow(/ECONNREFUSED/);
  });
});
