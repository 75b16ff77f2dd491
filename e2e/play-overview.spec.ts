import fs from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { href, LOCALES, type Locale } from '../lib/routes';
import { formatMoney } from '../lib/format/money';
import enCommon from '../locales/en/common.json';
import etCommon from '../locales/et/common.json';
import fiCommon from '../locales/fi/common.json';
import enLimits from '../locales/en/limits.json';
import etLimits from '../locales/et/limits.json';
import fiLimits from '../locales/fi/limits.json';
import { completeAccountDialog, seedSlot } from './players';
import { DESKTOP, GAME, PHONE, SLOT_REFUSAL, depositAsNewCustomer } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * "Your play" in the browser, in fi, et and en, on a phone and a desktop: a new customer deposits
 * through the bank simulator, sets a daily loss limit, plays the sandbox slot until it refuses
 * with 122, then opens the overview (from the profile dropdown on a desktop, from the limits
 * page's link on a phone). The test sums its own rounds as the slot showed them and finds the
 * same figures in the words, the limit, the charts and the tables, for the day, the week and the
 * month; the downloaded history has the deposit and the rounds with the same sums.
 */

const LIMITS = { fi: fiLimits, et: etLimits, en: enLimits } as const;
const COMMON = { fi: fiCommon, et: etCommon, en: enCommon } as const;
const DEPOSIT = 50;
const BET = 10;
const DAILY_LIMIT = 10;
/** The account history's first column and its words for a round and a deposit (platform/src/features/playOverview/texts.ts). */
const HISTORY = {
  fi: { time: 'Aika', round: 'Pelikierros', deposit: 'Talletus' },
  et: { time: 'Aeg', round: 'Mänguvoor', deposit: 'Sissemakse' },
  en: { time: 'Time', round: 'Round', deposit: 'Deposit' },
} as const;

/** A translation with its {{values}} filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Plays the slot with the seeded reels until it refuses a bet with 122; gives the wins the slot showed and its spin path. */
async function playUntilRefused(page: Page, locale: Locale): Promise<{ wins: number[]; spinPath: string }> {
  await page.goto(href('gamePlay', { slug: GAME.slug }, locale));
  const iframe = page.locator(`iframe[title="${GAME.name}"]`);
  await expect(iframe).toHaveAttribute('src', /^\/api\/sandbox\/slot\//);
  const spinPath = `${await iframe.getAttribute('src')}/spin`;
  const frame = page.frameLocator(`iframe[title="${GAME.name}"]`);
  await expect(frame.locator('#balance')).toHaveText(formatMoney(DEPOSIT));
  await frame.locator('#bet').selectOption(BET.toFixed(2));
  const wins: number[] = [];
  for (let round = 0; round < 10; round++) {
    await frame.locator('#spin').click();
    await expect(frame.locator('#spin')).toBeEnabled();
    if (((await frame.locator('#message').textContent()) ?? '').includes(SLOT_REFUSAL[122][locale])) return { wins, spinPath };
    wins.push(Number(((await frame.locator('#win').textContent()) ?? '').replace(/[€,]/g, '')));
  }
  throw new Error('the slot never refused a bet');
}

/** The cells of a table's row named by its first cell. */
async function rowCells(table: Locator, name: RegExp | string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name }) });
  return row.getByRole('cell').allTextContents();
}

for (const locale of LOCALES) {
  const t = LIMITS[locale].overview;
  const kinds = LIMITS[locale].kinds;
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${locale} ${device}: deposit, play to the daily limit, see the figures by day, week and month, download the history`, async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      await page.setViewportSize(viewport);
      const problems = watchConsole(page);
      await depositAsNewCustomer(page, locale, String(DEPOSIT));
      await expect(page.getByTestId('deposit-status')).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
      // A new customer from the bank completes the account (nickname, email, phone, password) first.
      await completeAccountDialog(page, 'overview');
      const player = await page.request.get('/api/player');
      const { userId } = (await player.json()) as { userId: number };
      const limit = await page.request.post('/api/player/limit/loss', { multipart: { dailyAmount: String(DAILY_LIMIT) } });
      expect(limit.ok(), await limit.text()).toBe(true);
      // Seed 1's first rounds win 10 and then 6 at a 10 € bet: the loss is 0 €, then 4 €, and a third bet is refused.
      await seedSlot(request, userId, 1);

      const { wins, spinPath } = await playUntilRefused(page, locale);
      const bets = wins.length * BET;
      const won = wins.reduce((sum, win) => sum + win, 0);
      const lost = bets - won;
      expect(lost).toBeGreaterThan(0);

      // The way in: the profile dropdown's row on a desktop, the limits page's link on a phone.
      if (device === 'desktop') {
        await page.goto(href('home', {}, locale));
        await expect(page.locator('.page[data-balance-bar="true"]')).toBeAttached();
        await page.locator('header button[aria-controls="profile-dropdown"]').click();
        await page.locator('#profile-dropdown button[data-row="play-overview"]').click();
        await expect(page.locator('#profile-dropdown .dropdown-head h2')).toHaveText(COMMON[locale].profilePages.playOverview);
      } else {
        await page.goto(href('profileLimits', {}, locale));
        await page.getByRole('link', { name: t.link }).click();
        await page.waitForURL((url) => url.pathname === href('playOverview', {}, locale));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMON[locale].routes.playOverview.heading);
      }
      const screen = page.getByTestId('play-overview');

      // The limit as the bet check counts it, and the day in words.
      const limits = screen.getByTestId('overview-limits');
      await expect(limits).toContainText(
        fill(t.limits.used, {
          limit: kinds.dailyLoss,
          used: formatMoney(lost),
          amount: formatMoney(DAILY_LIMIT),
          left: formatMoney(DAILY_LIMIT - lost),
        }),
      );
      const inWords = (when: string) =>
        `${when}: ${[
          fill(t.words.lost, { amount: formatMoney(lost) }),
          fill(t.words.deposited, { amount: formatMoney(DEPOSIT) }),
          fill(t.words.withdrawn, { amount: formatMoney(0) }),
        ].join(', ')}, `;
      const summary = screen.getByTestId('overview-summary');
      await expect(summary.locator('[data-span="current"]')).toContainText(inWords(t.current.day));

      // The loss chart draws the limit, and today's bar at the used amount.
      const lossSection = screen.getByRole('region', { name: t.charts.loss });
      await expect(lossSection.locator('[data-guide]')).toHaveAttribute('data-guide', String(DAILY_LIMIT));
      await expect(lossSection.locator('rect[data-value]').last()).toHaveAttribute('data-value', String(lost));

      // The result's table, read by a player: today's row has the test's own bets and wins.
      const result = screen.getByRole('region', { name: t.charts.result });
      await result.getByText(t.showTable).click();
      const resultTable = result.getByRole('table');
      await expect(resultTable.getByRole('row')).toHaveCount(31);
      const today = (await resultTable.getByRole('rowheader').allTextContents()).at(-1)!;
      expect(await rowCells(resultTable, today)).toEqual([
        formatMoney(bets),
        formatMoney(won),
        formatMoney(-lost),
        formatMoney(0),
        formatMoney(0),
        formatMoney(0),
      ]);
      const moneyTable = screen.getByRole('region', { name: t.charts.money });
      await moneyTable.getByText(t.showTable).click();
      expect(await rowCells(moneyTable.getByRole('table'), today)).toEqual([formatMoney(DEPOSIT), formatMoney(0), formatMoney(0)]);
      if (device === 'phone') {
        // At 360 px nothing reaches past the screen: the charts are drawn at their width, a wide table scrolls in its own box.
        await page.setViewportSize({ width: 360, height: viewport.height });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        const chart = screen.getByRole('img', { name: fill(t.chartDescription, { title: t.charts.result }) });
        await expect.poll(async () => (await chart.boundingBox())?.width ?? 0).toBeLessThanOrEqual(360);
      }

      // The week and the month, picked by keyboard: the same figures in their words.
      await screen.getByRole('radio', { name: t.periods.day }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(screen.getByRole('radio', { name: t.periods.week })).toBeChecked();
      await expect(summary.locator('[data-span="current"]')).toContainText(inWords(t.current.week));
      await expect(screen.getByRole('img', { name: fill(t.chartDescription, { title: t.charts.result }) })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(screen.getByRole('radio', { name: t.periods.month })).toBeChecked();
      await expect(summary.locator('[data-span="current"]')).toContainText(inWords(t.current.month));
      await expect(summary.locator('[data-span="range"]')).toContainText(inWords(fill(t.range.month_other, { count: 12 })));

      // The history of the months shown (their range starts on a 1st), downloaded by keyboard.
      await expect(screen.getByLabel(t.history.from)).toHaveValue(/^\d{4}-\d\d-01$/);
      const download = page.waitForEvent('download', { timeout: 30_000 });
      await screen.getByRole('button', { name: t.history.download }).focus();
      await page.keyboard.press('Enter');
      const file = await download;
      const saved = testInfo.outputPath(`history-${locale}-${device}.csv`);
      await file.saveAs(saved);
      const csv = fs.readFileSync(saved, 'utf8');
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const [header, ...lines] = csv.slice(1).trim().split(/\r?\n/);
      expect(header.split(',')[0]).toBe(HISTORY[locale].time);
      const rows = lines.map((line) => line.split(','));
      const rounds = rows.filter((row) => row[1] === HISTORY[locale].round);
      const deposits = rows.filter((row) => row[1] === HISTORY[locale].deposit);
      expect(deposits.map((row) => row[7])).toEqual([DEPOSIT.toFixed(2)]);
      expect(rounds).toHaveLength(wins.length);
      expect(rounds.reduce((sum, row) => sum + Number(row[3]), 0).toFixed(2)).toBe(bets.toFixed(2));
      expect(rounds.reduce((sum, row) => sum + Number(row[5]), 0).toFixed(2)).toBe(won.toFixed(2));
      // Times in ISO 8601 with Helsinki's offset.
      expect(rows.every((row) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+0[23]:00$/.test(row[0]))).toBe(true);

      await expectNoConsoleErrors(problems, [{ status: 403, path: spinPath }]);
    });
  }
}
