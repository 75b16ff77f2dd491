import type { Request } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { href } from '../lib/routes';
import { SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * The logged-in polling in the browser (docs/product/constants.md): limits and reality check every
 * 5 s while the balance is not loading, balance and free spins every 10 s. Counted by path over
 * 30 s of the page's clock, moved one 5 s tick at a time, each tick's requests answered before the
 * next: the balance poll due on the same tick as the limits must not skip them.
 */

/** The browser-side paths of the polled calls. The reality check has no call of its own: GET limits answers it. */
const PATHS = {
  '/api/player/limits': 'limits',
  '/api/player/balance': 'balance',
  '/api/player/bonuses/freeSpins': 'freeSpins',
} as const;
type Counted = (typeof PATHS)[keyof typeof PATHS] | 'realityCheck';

/** Logs in through the site's /api rewrite so the session cookie belongs to the site's origin. */
async function login(page: Page, email: string) {
  const res = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Counts the page's polled requests by path; `realityCheck` counts the limits answers that carry
 * the reality check (its interval, and its entry when one is due). `pending` is how many counted
 * requests have not been answered (and read) yet.
 */
function watchPolls(page: Page) {
  const counts: Record<Counted, number> = { limits: 0, realityCheck: 0, balance: 0, freeSpins: 0 };
  const waiting = new Set<Request>();
  const kindOf = (request: Request) => PATHS[new URL(request.url()).pathname as keyof typeof PATHS];
  page.on('request', (request) => {
    const kind = kindOf(request);
    if (!kind) return;
    counts[kind] += 1;
    waiting.add(request);
  });
  page.on('requestfinished', async (request) => {
    if (!waiting.has(request)) return;
    if (kindOf(request) === 'limits') {
      const body = (await (await request.response())?.json().catch(() => null)) as { realityCheckInterval?: unknown } | null;
      if (body && typeof body.realityCheckInterval === 'number') counts.realityCheck += 1;
    }
    waiting.delete(request);
  });
  page.on('requestfailed', (request) => waiting.delete(request));
  return {
    counts,
    pending: () => waiting.size,
    reset: () => Object.assign(counts, { limits: 0, realityCheck: 0, balance: 0, freeSpins: 0 }),
  };
}

test('limits and reality check every 5 s, balance and free spins every 10 s, none skipped by a shared tick', async ({ page, request }) => {
  const problems = watchConsole(page);
  const { email } = await registerActivatedPlayer(request, 'en', 'polling');
  await login(page, email);
  const polls = watchPolls(page);
  // The page's clock holds still from the start: it moves only with runFor below.
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await page.goto(href('home', {}, 'en'));

  // The first round runs as soon as the player is known, the limits with the balance.
  await expect
    .poll(() => ({ ...polls.counts, pending: polls.pending() }), { message: 'the first round' })
    .toEqual({ limits: 1, realityCheck: 1, balance: 1, freeSpins: 1, pending: 0 });
  polls.reset();

  for (let tick = 1; tick <= 6; tick += 1) {
    await page.clock.runFor(5_000);
    // Each 5 s tick asks the limits; every other one also the balance and free spins. Answered
    // before the next tick, so no balance load of an earlier tick is still running.
    const due = Math.floor(tick / 2);
    await expect
      .poll(() => ({ ...polls.counts, pending: polls.pending() }), { message: `after ${tick * 5} s` })
      .toEqual({ limits: tick, realityCheck: tick, balance: due, freeSpins: due, pending: 0 });
  }
  expect(polls.counts).toEqual({ limits: 6, realityCheck: 6, balance: 3, freeSpins: 3 });
  await expectNoConsoleErrors(problems);
});
