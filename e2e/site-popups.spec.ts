import { expect, test } from './fixtures';
import axe from 'axe-core';
import { href } from '../lib/routes';
import enCommon from '../locales/en/common.json';
import fiCommon from '../locales/fi/common.json';
import { SITE_URL } from './env';
import { loggedInPlayer } from './players';
import { DESKTOP, PHONE } from './site';
import { expectNoConsoleErrors, watchConsole } from './support';

/**
 * The CMS site-settings popups (fi on a phone, en on a desktop): none for an anonymous visitor,
 * once per player as an accessible modal dialog, closed by its button or Escape, not again after a
 * reload or on another page.
 */

const CLOSE = { fi: fiCommon.panel.close, en: enCommon.panel.close } as const;

test.describe('site-settings popups', () => {
  test.use({ closeSitePopups: false });
  for (const [locale, device, size] of [
    ['fi', 'phone', PHONE],
    ['en', 'desktop', DESKTOP],
  ] as const) {
    test(`${device} ${locale}: the CMS popup shows once per player as a modal dialog, closed by its button or Escape`, async ({
      page,
      request,
    }) => {
      const problems = watchConsole(page);
      await page.setViewportSize(size);
      // The popups as the CMS defines them for this language.
      const settings = await request.get(`${SITE_URL}/api/cms/site-settings`, { params: { lang: locale } });
      const cms = ((await settings.json()) as { popups: { title: string; bodyHtml: string }[] }).popups[0];
      expect(cms?.title).toBeTruthy();
      const popup = page.getByRole('dialog', { name: cms.title });
      const deposit = page.getByTestId('deposit-button').filter({ visible: true }).first();

      // Anonymous visitors are not players yet: no popup.
      await page.goto(href('news', {}, locale));
      await expect(page.getByTestId('loading-screen')).toHaveCount(0);
      await expect(page.getByTestId('site-popup')).toHaveCount(0);

      await loggedInPlayer(page, request, locale);
      await page.goto(href('news', {}, locale));
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute('aria-modal', 'true');
      await expect(popup).toContainText(cms.bodyHtml.replace(/<[^>]+>/g, ''));
      const close = popup.getByRole('button', { name: CLOSE[locale] });
      await expect(close).toBeFocused();
      await page.addScriptTag({ content: axe.source });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: typeof axe }).axe.run('[data-testid=site-popup]', {
          resultTypes: ['violations'],
        });
        return result.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
      });
      expect(violations).toEqual([]);
      const box = (await popup.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // Seen: not again for this player, after a reload or on another page.
      await page.reload();
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);
      await page.goto(href('home', {}, locale));
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);

      // Another player on the same browser sees it once too; the close button closes it.
      await loggedInPlayer(page, request, locale);
      await page.reload();
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: CLOSE[locale] }).click();
      await expect(popup).toBeHidden();
      await page.reload();
      await expect(deposit).toBeVisible();
      await expect(page.getByTestId('site-popup')).toHaveCount(0);
      await expectNoConsoleErrors(problems);
    });
  }
});
