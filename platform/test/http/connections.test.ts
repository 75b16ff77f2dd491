import http from 'node:http';
import type { Socket } from 'node:net';
import { FILE_MAX_BYTES } from '../../src/http/body';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from '../shared/helpers';

// Connection handling is engine-independent; one engine is enough.
const engine = ENGINES[0];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  socket: Socket;
  reused: boolean;
}

/**
 * Requests over one kept-alive socket at a time, as the site's /api rewrite sends them (Next's
 * proxy keeps its sockets with no idle limit): a request after an answer goes on the same socket
 * unless the platform said it closes it.
 */
function keptAliveClient(baseUrl: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (path: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = http.request(`${baseUrl}${path}`, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : {},
            socket: req.socket!,
            reused: req.reusedSocket,
          });
        });
      });
      req.on('error', reject);
      req.end(options.body);
    });
  return { send, close: () => agent.destroy() };
}

function multipartBody(fields: Record<string, string>, file?: { name: string; size: number }) {
  const boundary = '----connections-test';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.alloc(file.size, 0x25),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } };
}

describe(`kept-alive connections (${engine})`, () => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      configure: (app) => {
        app.post('/__test/upload', { config: { acceptsFiles: true } }, async () => ({ success: true }));
      },
    });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('announces no idle limit: the client that keeps the socket decides when it closes', async () => {
    const client = keptAliveClient(running.url);
    try {
      const first = await client.send('/health/ready');
      expect(first.status).toBe(200);
      expect(first.headers.connection).toBe('keep-alive');
      // A `Keep-Alive: timeout=N` hint would mean the platform closes the idle socket itself, which
      // races the next request the site's proxy sends on it.
      expect(first.headers['keep-alive']).toBeUndefined();
      const second = await client.send('/health/ready');
      expect(second.reused).toBe(true);
      expect(second.socket).toBe(first.socket);
    } finally {
      client.close();
    }
  });

  it.each([
    ['a file where the route takes none', '/login', { email: 'nobody@example.test' }, { name: 'scan.pdf', size: 300 * 1024 }, 413, 100],
    ['a file over the upload limit', '/__test/upload', { type: 'id' }, { name: 'huge.pdf', size: FILE_MAX_BYTES + 1024 }, 413, 160],
  ] as const)('after refusing %s, the same connection serves the next request', async (_case, path, fields, file, status, errorCode) => {
    const client = keptAliveClient(running.url);
    try {
      const { body, headers } = multipartBody(fields, file);
      const refused = await client.send(path, { method: 'POST', headers: { ...headers, origin: 'http://127.0.0.1:3000' }, body });
      expect([refused.status, refused.body.errorCode]).toEqual([status, errorCode]);
      expect(refused.headers.connection).toBe('keep-alive');
      const next = await client.send('/health/ready');
      expect(next.status).toBe(200);
      expect(next.socket).toBe(refused.socket);
    } finally {
      client.close();
    }
  });

  it('answers headers over the limit with 431 in the error shape and closes that connection, so the next request takes a new one', async () => {
    const client = keptAliveClient(running.url);
    try {
      const refused = await client.send('/health/ready', { headers: { 'x-padding': 'p'.repeat(20 * 1024) } });
      expect(refused.status).toBe(431);
      expect(refused.headers.connection).toBe('close');
      expect(refused.body).toMatchObject({ success: false, errorCode: 100 });
      const next = await client.send('/health/ready');
      expect(next.status).toBe(200);
      expect(next.reused).toBe(false);
    } finally {
      client.close();
    }
  });
});
