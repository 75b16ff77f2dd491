import type { Body } from '../shared/helpers';

export const ADMIN_TOKEN = 'accounts-test-token';

export interface Res {
  status: number;
  body: Body;
  text: string;
  headers: Headers;
  setCookies: string[];
}

/** A clock the test moves by hand; the app reads every time from it (buildApp's clock). */
export class Clock {
  t = Date.UTC(2026, 0, 15, 12, 0, 0);
  now = (): number => this.t;
  advance(ms: number): void {
    this.t += ms;
  }
}

let ipCounter = 0;
/** A fresh client IP (sent as X-Forwarded-For; the app trusts loopback proxies). */
export const freshIp = (): string => {
  ipCounter++;
  return `10.${(process.pid % 200) + 1}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

type Fields = Record<string, string | number | boolean | undefined>;

/**
 * A browser-like client: keeps the session cookie it is given, sends POST bodies as multipart
 * form data (as the site does) unless told otherwise, and comes from its own IP.
 */
export class Client {
  /** The session cookie (name=value). */
  cookie: string | undefined;
  /** The browser binding cookie the platform gives a browser that starts a bank login or deposit. */
  browserCookie: string | undefined;
  constructor(
    /** The platform's address; a test may move the client to another instance (sessions are rows). */
    public base: string,
    public ip: string = freshIp(),
  ) {}

  private async send(path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }): Promise<Res> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...(init.headers ?? {}) };
    const cookies = [this.cookie, this.browserCookie].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    const res = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    const text = await res.text();
    let body: Body;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    const setCookies = res.headers.getSetCookie();
    for (const c of setCookies) {
      const [pair] = c.split(';');
      if (pair.startsWith('casino_browser=')) this.browserCookie = pair;
      else if (/Max-Age=0/i.test(c)) this.cookie = undefined;
      else this.cookie = pair;
    }
    return { status: res.status, body, text, headers: res.headers, setCookies };
  }

  /** Another tab of the same browser: the binding cookie, not the session. */
  sameBrowser(): Client {
    const tab = new Client(this.base, this.ip);
    tab.browserCookie = this.browserCookie;
    return tab;
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Res> {
    return this.send(path, { method: 'GET', headers });
  }

  post(
    path: string,
    fields: Fields = {},
    options: { as?: 'form' | 'json' | 'urlencoded'; headers?: Record<string, string> } = {},
  ): Promise<Res> {
    const as = options.as ?? 'form';
    const defined = Object.entries(fields).filter(([, v]) => v !== undefined) as [string, string | number | boolean][];
    if (as === 'json') {
      return this.send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(options.headers ?? {}) },
        body: JSON.stringify(Object.fromEntries(defined)),
      });
    }
    if (as === 'urlencoded') {
      return this.send(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.headers ?? {}) },
        body: new URLSearchParams(defined.map(([k, v]) => [k, String(v)])).toString(),
      });
    }
    const form = new FormData();
    for (const [k, v] of defined) form.append(k, String(v));
    return this.send(path, { method: 'POST', headers: options.headers, body: form });
  }
}

let seq = 0;
export const unique = (prefix = 'p'): string => `${prefix}${process.pid % 1000}${Date.now() % 100000}${++seq}`;

export function registration(overrides: Fields = {}): Record<string, string | boolean> {
  const id = unique();
  const base: Fields = {
    email: `${id}@example.test`,
    password: 'secret12',
    confirmPassword: 'secret12',
    country: 'FIN',
    registrationCurrency: 'EUR',
    language: 'fi',
    nickName: `nick_${id}`.slice(0, 20),
    firstName: 'Testi',
    lastName: 'Pelaaja',
    birthDate: '1990-05-17',
    address: 'Mannerheimintie',
    zipCode: '00100',
    city: 'Helsinki',
    promoCode: '',
    ageChecked: true,
    policyChecked: true,
    phoneNumber: '',
    houseNumber: '12 A',
    privacyPolicyChecked: true,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter(([, v]) => v !== undefined)) as Record<string, string | boolean>;
}

export async function outbox(base: string, to: string, kind?: 'email' | 'sms'): Promise<Body[]> {
  const q = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  const res = await fetch(`${base}/sandbox/outbox?${q}`, { headers: { 'x-admin-token': ADMIN_TOKEN } });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`outbox: ${res.status} ${JSON.stringify(body)}`);
  return body.messages;
}

export async function adminPost(base: string, path: string, body?: unknown): Promise<Res> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-admin-token': ADMIN_TOKEN, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, text, headers: res.headers, setCookies: [] };
}

/** Registers (and by default activates) a player; answers the credentials and id. */
export async function newPlayer(
  base: string,
  overrides: Fields = {},
  options: { activate?: boolean; login?: boolean } = {},
): Promise<{ email: string; password: string; userId: number; nickName: string; client: Client }> {
  const client = new Client(base);
  const data = registration(overrides);
  const reg = await client.post('/player/registerPlayer', data);
  if (reg.status !== 200) throw new Error(`register: ${reg.status} ${reg.text}`);
  if (options.activate !== false) {
    const [mail] = await outbox(base, String(data.email), 'email');
    const act = await client.post('/player/activate', { activationCode: mail.code });
    if (act.status !== 200) throw new Error(`activate: ${act.status} ${act.text}`);
    if (options.login !== false) {
      const login = await client.post('/login', { email: data.email, password: data.password });
      if (login.status !== 200) throw new Error(`login: ${login.status} ${login.text}`);
    }
  }
  return { email: String(data.email), password: String(data.password), userId: reg.body.userId, nickName: String(data.nickName), client };
}

/** Checks the failure body (docs/architecture.md). */
export function expectError(res: Res, status: number, errorCode: number): void {
  if (res.status !== status || res.body?.errorCode !== errorCode) {
    throw new Error(`expected ${status}/${errorCode}, got ${res.status}: ${res.text}`);
  }
  expect(res.body.success).toBe(false);
  expect(typeof res.body.error).toBe('string');
  expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}
