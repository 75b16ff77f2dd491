import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_PORT, SITE_URL, VALIDATE_LIMIT_PER_IP } from './env';
import { PASSWORD, registerActivatedPlayer, setupClient } from './players';

/**
 * An attacker through the site (docs/decisions.md#security): login guessing,
 * X-Forwarded-For rotation and cross-site form posts, each against the real site and platform.
 * Requests that must come from distinct client addresses are sent from their own loopback source
 * address (127.0.0.x), so the site sees each as a different client, as it would on the internet.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { errorCode?: number; success?: boolean } & Record<string, unknown>;
}

/** A form POST to the site from the given source address. */
function postFrom(from: string, path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(SITE_PORT),
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const retryAfter = (answer: Answer) => Number(answer.headers['retry-after']);

test('guessing one account: the growing delay holds the attacker, the owner still logs in through the site once it has passed', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const { email } = await registerActivatedPlayer(request, 'fi', 'brute');
  const attacker = '127.0.0.21';
  const owner = '127.0.0.22';
  const guesses: Answer[] = [];
  // Guesses until the account holds them (at most 20).
  for (let i = 0; i < 20 && !guesses.some((g) => g.status === 429); i++) {
    guesses.push(await postFrom(attacker, '/api/login', { email, password: `Wrong-guess-${i}` }));
  }
  // The free failures (LOGIN_RATE_LIMIT_PER_EMAIL, 5 by default) are answered 104; then the account waits.
  expect(guesses.slice(0, 5).map((g) => [g.status, g.body.errorCode])).toEqual(Array(5).fill([401, 104]));
  const held = guesses.filter((g) => g.status === 429);
  expect(held.length).toBeGreaterThan(0);
  for (const g of held) {
    expect(g.body.errorCode).toBe(429);
    expect(retryAfter(g)).toBeGreaterThanOrEqual(1);
  }
  // Once the wait has passed, the next guess is checked and fails: the account waits again, twice as
  // long, from that moment. (Asking right after a checked failure leaves the owner's attempt well
  // inside the wait; asking at any other moment could meet a wait about to end.)
  let latest = guesses[guesses.length - 1];
  for (let i = 0; i < 5 && latest.status === 429; i++) {
    await new Promise((r) => setTimeout(r, retryAfter(latest) * 1000 + 200));
    latest = await postFrom(attacker, '/api/login', { email, password: `Wrong-after-wait-${i}` });
  }
  expect([latest.status, latest.body.errorCode]).toEqual([401, 104]);
  // The owner, from another address and with the right password, waits as well (no guess is checked while waiting) ...
  let wait = await postFrom(owner, '/api/login', { email, password: PASSWORD });
  expect(wait.status).toBe(429);
  const first = retryAfter(wait);
  await new Promise((r) => setTimeout(r, first * 1000 + 200));
  // ... the attacker's next guess after the wait is checked and fails, which doubles the delay ...
  expect((await postFrom(attacker, '/api/login', { email, password: 'Wrong-again-1' })).status).toBe(401);
  wait = await postFrom(owner, '/api/login', { email, password: PASSWORD });
  expect(wait.status).toBe(429);
  expect(retryAfter(wait)).toBeGreaterThan(first);
  expect(retryAfter(wait)).toBeLessThanOrEqual(60);
  // ... and once it has passed, the owner is in.
  await new Promise((r) => setTimeout(r, retryAfter(wait) * 1000 + 200));
  const login = await postFrom(owner, '/api/login', { email, password: PASSWORD });
  expect(login.status).toBe(200);
  expect(login.headers['set-cookie']?.toString()).toContain('casino_session=');
});

test('rotating X-Forwarded-For through the site does not escape the per-IP limit; the site forwards the real client address; 429 carries Retry-After', async () => {
  test.setTimeout(120_000);
  const rotating = '127.0.0.31';
  const bystander = '127.0.0.32';
  // Email checks are limited per client address (VALIDATE_LIMIT_PER_IP per 15 minutes here); each try names a new address.
  let refused: Answer | undefined;
  let tries = 0;
  while (!refused && tries < VALIDATE_LIMIT_PER_IP + 10) {
    tries++;
    const answer = await postFrom(
      rotating,
      '/api/player/validate/email',
      { email: `rotate${tries}@example.test` },
      { 'x-forwarded-for': `198.51.100.${tries}` },
    );
    if (answer.status === 429) refused = answer;
    else expect(answer.status).toBe(200);
  }
  expect(refused, 'the per-IP limit never answered 429').toBeDefined();
  expect(tries).toBe(VALIDATE_LIMIT_PER_IP + 1);
  expect(refused!.body.errorCode).toBe(429);
  expect(retryAfter(refused!)).toBeGreaterThanOrEqual(1);
  expect(retryAfter(refused!)).toBeLessThanOrEqual(15 * 60);
  // The limit was the rotating client's own: another client through the same site is not refused,
  // so the site passed on each client's real address, not its own and not the one the client named.
  expect((await postFrom(bystander, '/api/player/validate/email', { email: 'bystander@example.test' })).status).toBe(200);
  expect(
    (await postFrom(rotating, '/api/player/validate/email', { email: 'again@example.test' }, { 'x-forwarded-for': '203.0.113.99' })).status,
  ).toBe(429);
});

/** A page on another origin whose form posts to the site as soon as it loads. */
async function hostilePage(): Promise<{ server: Server; url: (target: string, fields: Record<string, string>) => string }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://evil');
    const target = url.searchParams.get('target') ?? '';
    const fields = [...url.searchParams.entries()].filter(([k]) => k !== 'target');
    const inputs = fields.map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    res.setHeader('content-type', 'text/html');
    res.end(
      `<!doctype html><form id="f" method="post" action="${target}">${inputs}</form><script>document.getElementById('f').submit()</script>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // 'localhost' is another site than the site's 127.0.0.1 (cross-site); a port of 127.0.0.1 is the same site but another origin.
  return {
    server,
    url: (target, fields) => `http://localhost:${port}/?${new URLSearchParams({ target, ...fields })}`,
  };
}

test('a cross-site or cross-origin form POST to a money endpoint through the site is refused and moves no money', async ({
  page,
  request,
}) => {
  const { email, userId } = await registerActivatedPlayer(request, 'fi', 'csrf');
  const granted = await request.post(`${PLATFORM_URL}/sandbox/admin/players/${userId}/grant`, {
    headers: { 'x-admin-token': ADMIN_TOKEN, ...setupClient() },
    data: { cash: 100 },
  });
  expect(granted.ok(), await granted.text()).toBe(true);
  expect((await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } })).ok()).toBe(true);
  const launch = await page.request.get(`${SITE_URL}/api/game/real/1`);
  expect(launch.ok()).toBe(true);
  const slotPath = new URL((await launch.json()).url as string, SITE_URL).pathname;
  const balance = async () => (await (await page.request.get(`${SITE_URL}/api/player/balance`)).json()).cash as number;
  expect(await balance()).toBe(100);

  const evil = await hostilePage();
  const sameSiteEvil = (url: string) => url.replace('http://localhost:', 'http://127.0.0.1:');
  try {
    const attempts: [string, Record<string, string>][] = [
      ['/api/payment/withdraw', { amount: '10', method: 'bank' }],
      ['/api/payment/confirmDeposit', { amount: '20', method: 'bank' }],
      [`${slotPath}/spin`, { bet: '1', idempotencyKey: 'cross-site-spin-1' }],
    ];
    for (const [path, fields] of attempts) {
      for (const origin of [evil.url(`${SITE_URL}${path}`, fields), sameSiteEvil(evil.url(`${SITE_URL}${path}`, fields))]) {
        const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === path);
        await page.goto(origin);
        const response = await answer;
        // Refused before anything runs: 403/100, whether or not the browser sent the session cookie.
        expect([path, response.status()]).toEqual([path, 403]);
        expect((await response.json()).errorCode).toBe(100);
      }
    }
  } finally {
    evil.server.close();
  }
  expect(await balance()).toBe(100);
  expect((await (await page.request.get(`${SITE_URL}/api/transactions/withdrawals`)).json()).transactions).toEqual([]);
  expect((await (await page.request.get(`${SITE_URL}/api/transactions/games`)).json()).transactions).toEqual([]);

  // The same withdrawal from the site's own page goes through, so the refusals above were the origin's.
  await page.goto(`${SITE_URL}/fi`);
  const own = await page.evaluate(async () => {
    const res = await fetch('/api/payment/withdraw', { method: 'POST', body: new URLSearchParams({ amount: '10', method: 'bank' }) });
    return res.status;
  });
  expect(own).not.toBe(403);
});
