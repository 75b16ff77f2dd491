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

/**
 * The same on the real clock, as a player's browser runs it: a logged-in game list watched until
 * it has made seven limits requests (30 s and more), every gap between two limits requests near
 * 5 s and never a skipped round (~10 s), the balance near 10 s. Tolerances cover a busy machine:
 * a round may wait for the balance's answer (the held round runs when it arrives).
 */
test('on the real clock, limits every 5 s and balance every 10 s, no round skipped', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const { email } = await registerActivatedPlayer(request, 'fi', 'polling-real');
  await login(page, email);
  const times: Record<'limits' | 'balance', number[]> = { limits: [], balance: [] };
  page.on('request', (sent) => {
    const kind = PATHS[new URL(sent.url()).pathname as keyof typeof PATHS];
    if (kind === 'limits' || kind === 'balance') times[kind].push(Date.now());
  });
  await page.goto(href('slotsIndex', {}, 'fi'));
  await expect
    .poll(() => times.limits.length, { message: 'seven limits requests', timeout: 75_000, intervals: [500] })
    .toBeGreaterThanOrEqual(7);
  const gaps = (at: number[]) => at.slice(1).map((t, i) => t - at[i]);
  const limitsGaps = gaps(times.limits);
  const balanceGaps = gaps(times.balance);
  test.info().annotations.push({ type: 'limits gaps (ms)', description: limitsGaps.join(', ') });
  test.info().annotations.push({ type: 'balance gaps (ms)', description: balanceGaps.join(', ') });
  console.log(`limits gaps (ms): ${limitsGaps.join(', ')}; balance gaps (ms): ${balanceGaps.join(', ')}`);
  expect(times.limits[times.limits.length - 1] - times.limits[0]).toBeGreaterThanOrEqual(29_000);
  for (const gap of limitsGaps) {
    // A skipped round would be ~10 s; a held one waits at most for the balance's answer.
    expect(gap, `limits gaps ${limitsGaps.join(', ')}`).toBeGreaterThan(3_000);
    expect(gap, `limits gaps ${limitsGaps.join(', ')}`).toBeLessThan(7_500);
  }
  for (const gap of balanceGaps) {
    expect(gap, `balance gaps ${balanceGaps.join(', ')}`).toBeGreaterThan(8_000);
    expect(gap, `balance gaps ${balanceGaps.join(', ')}`).toBeLessThan(12_500);
  }
  await expectNoConsoleErrors(problems);
});
