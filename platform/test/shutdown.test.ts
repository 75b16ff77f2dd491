import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/instances';

/**
 * SIGTERM drains (docs/decisions.md#graceful-shutdown): a real platform process (tsx
 * platform/src/main.ts on SQLite) gets SIGTERM while a request is in flight (its body half sent).
 * It answers not ready at once, stops listening, still answers that request in full (with
 * `Connection: close`), and exits 0 within 10 s.
 */
const ROOT = path.resolve(__dirname, '..');

jest.setTimeout(120_000);

function exited(child: ChildProcess): Promise<{ code: number | null; at: number }> {
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
}

/**
 * Sends raw bytes and collects the whole answer until the server closes the connection;
 * `received(text)` resolves once the answer so far contains that text.
 */
function rawRequest(port: number): { send: (text: string) => void; received: (text: string) => Promise<void>; answer: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
    for (const wait of waiting.filter((w) => text.includes(w.text))) wait.resolve();
  });
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
  const received = (expected: string) =>
    text.includes(expected) ? Promise.resolve() : new Promise<void>((resolve) => waiting.push({ text: expected, resolve }));
  return { send: (chunk) => socket.write(chunk), received, answer };
}

async function status(url: string): Promise<number | 'refused'> {
  try {
    return (await fetch(url)).status;
  } catch {
    return 'refused';
  }
}

describe('platform shutdown on SIGTERM', () => {
  let dataDir = '';
  let child: ChildProcess | undefined;

  afterAll(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new work, and exits 0 within 10 s', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-shutdown-'));
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src', 'main.ts')], {
      cwd: path.resolve(ROOT, '..'),
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 90_000;
    while ((await status(`${base}/health/ready`)) !== 200) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the platform did not become ready');
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await status(`${base}/health/live`)).toBe(200);

    // A request in flight: its headers and half its body are in, the rest comes after SIGTERM. The
    // server's "100 Continue" says it has read the headers and is waiting for the body.
    const body = JSON.stringify({ email: 'drain-check@example.test' });
    const inFlight = rawRequest(port);
    inFlight.send(
      `POST /player/validate/email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await inFlight.received('HTTP/1.1 100 Continue');
    inFlight.send(body.slice(0, 10));

    const gone = exited(child);
    const signalled = Date.now();
    child.kill('SIGTERM');
    // Draining: not ready while it still answers, before it stops listening. The signal is
    // handled when the platform's event loop comes to it, so the answers turn from 200 to 503.
    const notReadyBy = Date.now() + 5000;
    let ready = await status(`${base}/health/ready`);
    while (ready === 200) {
      if (Date.now() > notReadyBy) throw new Error('still ready 5 s after SIGTERM');
      ready = await status(`${base}/health/ready`);
    }
    expect(ready).toBe(503);
    // Then it stops taking connections.
    const refusedBy = Date.now() + 5000;
    while ((await status(`${base}/health/live`)) !== 'refused') {
      if (Date.now() > refusedBy) throw new Error('still listening 5 s after SIGTERM');
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(child.exitCode).toBeNull();

    // The request in flight is answered in full, and its connection closed after it.
    inFlight.send(body.slice(10));
    const answer = await inFlight.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer).toContain('"success":true');

    const { code, at } = await gone;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
  });
});
