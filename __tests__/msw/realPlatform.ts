/**
 * The real platform for the site's contract and parity tests: started as its own process
 * (the site never imports platform code) on a fresh SQLite file, spoken to over HTTP only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ADMIN_TOKEN = 'site-contract-token';

export interface RealPlatform {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startRealPlatform(): Promise<RealPlatform> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-platform-'));
  let output = '';
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['platform/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
      PLATFORM_SANDBOX: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the platform did not start:\n${output}`);
}

export interface PlatformAnswer {
  status: number;
  body: unknown;
}

let ipCounter = 0;

/** A browser-like caller: its own client IP, and the cookies the platform gives it (session, browser binding). */
export class PlatformCaller {
  private readonly cookies = new Map<string, string>();
  private readonly ip = `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  constructor(readonly platform: RealPlatform) {}

  async send(
    method: 'get' | 'post',
    callPath: string,
    body?: Record<string, unknown>,
    query?: Record<string, string>,
  ): Promise<PlatformAnswer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader();
    if (body) headers['content-type'] = 'application/json';
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const response = await fetch(`${this.platform.url}${callPath}${search}`, {
      method: method.toUpperCase(),
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0];
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  /** The Cookie header this browser sends (e.g. to the bank simulator's pages). */
  cookieHeader(): string {
    return [...this.cookies.values()].join('; ');
  }
}

let playerCounter = 0;

export interface RegisteredPlayer {
  email: string;
  password: string;
  nickName: string;
  birthDate: string;
}

/** Registration fields the platform accepts; every call gives a new email and nickname. */
export function registrationFields(): RegisteredPlayer & Record<string, string | boolean> {
  const id = `${process.pid % 1000}${Date.now() % 100000}${++playerCounter}`;
  return {
    email: `site${id}@example.test`,
    password: 'secret12',
    confirmPassword: 'secret12',
    country: 'FIN',
    registrationCurrency: 'EUR',
    language: 'fi',
    nickName: `site_${id}`.slice(0, 20),
    firstName: 'Testi',
    lastName: 'Pelaaja',
    birthDate: '1990-05-17',
    address: 'Mannerheimintie',
    houseNumber: '12 A',
    zipCode: '00100',
    city: 'Helsinki',
    ageChecked: true,
    policyChecked: true,
    privacyPolicyChecked: true,
  };
}

async function expectOk(what: string, answer: PlatformAnswer): Promise<void> {
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The email activation code the platform sent (read from its sandbox outbox). */
export async function activationCode(platform: RealPlatform, email: string): Promise<string> {
  const response = await fetch(`${platform.url}/sandbox/outbox?${new URLSearchParams({ to: email, kind: 'email' })}`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
  });
  const body = (await response.json()) as { messages?: { code: string }[] };
  const code = body.messages?.[0]?.code;
  if (!code) throw new Error(`no activation mail for ${email}: ${JSON.stringify(body)}`);
  return code;
}

/** Registers a player; activates and logs in the caller unless told otherwise. */
export async function registerPlayer(
  caller: PlatformCaller,
  options: { activate?: boolean; login?: boolean } = {},
): Promise<RegisteredPlayer> {
  const fields = registrationFields();
  await expectOk('register', await caller.send('post', '/player/registerPlayer', fields));
  if (options.activate !== false) {
    const code = await activationCode(caller.platform, fields.email);
    await expectOk('activate', await caller.send('post', '/player/activate', { activationCode: code }));
    if (options.login !== false)
      await expectOk('login', await caller.send('post', '/login', { email: fields.email, password: fields.password }));
  }
  return fields;
}
