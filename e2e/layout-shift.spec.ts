import { expect, test, type Page } from '@playwright/test';
import { SITE_URL } from './env';
import { PASSWORD, registerActivatedPlayer } from './players';

/**
 * No layout shift: the layout-shift entries of a page, summed as the browser reports
 * them (PerformanceObserver, shifts after input left out), stay at or below 0.05 on the home page
 * and a group page, at phone and desktop size, for a first-time visitor (who gets the affiliate
 * banner), and for a logged-in player too (whose balance bar and header buttons arrive after
 * hydration, and on the home page the welcome box, in the room of the deposit block the
 * pre-rendered page shows a visitor). Measured, not
 * timed: the page settles (network idle, the loading screen's "loaded" signal, a bounded number of
 * animation frames), then is scrolled to its end so that lazily loaded thumbnails arrive too.
 */

const MAX_SHIFT = 0.05;
const SETTLE_FRAMES = 30;
const SCROLL_STEPS = 8;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

const PAGES = {
  home: '/fi',
  'slots group': '/fi/pelit/1/popular',
} as const;

declare global {
  interface Window {
    __layoutShift: number;
  }
}

async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Waits for a bounded number of animation frames. */
async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
        requestAnimationFrame(step);
      }),
    count,
  );
}

async function shiftOf(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.loaded === 'true');
  await frames(page, SETTLE_FRAMES);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let step = 1; step <= SCROLL_STEPS; step += 1) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round((height * step) / SCROLL_STEPS));
    await frames(page, 5);
  }
  await page.waitForLoadState('networkidle');
  await frames(page, SETTLE_FRAMES);
  return page.evaluate(() => window.__layoutShift);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`layout shift on a ${device}`, () => {
    test.use({ viewport });

    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name}: a first-time visitor`, async ({ page }) => {
        await watchLayoutShifts(page);
        expect(await shiftOf(page, path)).toBeLessThanOrEqual(MAX_SHIFT);
      });

      test(`${name}: a logged-in player`, async ({ page }) => {
        const { email } = await registerActivatedPlayer(page.request, 'fi', 'shift');
        const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
        expect(login.ok(), await login.text()).toBe(true);
        await watchLayoutShifts(page);
        expect(await shiftOf(page, path)).toBeLessThanOrEqual(MAX_SHIFT);
        // The measured page is the player's: on home the welcome box has taken the deposit block's room.
        if (name === 'home') await expect(page.getByTestId('welcome-back')).toBeVisible();
      });
    }
  });
}
