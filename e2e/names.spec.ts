import { expect, test } from './fixtures';
import { href, LOCALES } from '../lib/routes';
import { loggedInPlayer } from './players';
import { DESKTOP } from './site';

/**
 * One name for each thing: every page the menus lead to (the header's navigation with its
 * sub-menus, a logged-in player's included, and the footer's links to the site's pages) is called
 * by its menu label in its title and in its heading (h1), in each language. A menu item that
 * opens a sub-menu names a section, not a page (docs/decisions.md#one-name): its sub-menu's
 * links are checked instead. The home link is left out (home's heading is the CMS's welcome), and
 * so are the language switcher's links.
 */

/** Case, spacing and the punctuation around a name aside. */
const norm = (text: string) =>
  text
    .normalize('NFC')
    .toLocaleLowerCase()
    .replace(/[\s:–-]+/g, ' ')
    .trim();

for (const locale of LOCALES) {
  test(`menu labels, page titles and headings agree (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await loggedInPlayer(page, request, locale);
    await page.setViewportSize(DESKTOP);
    await page.goto(href('home', {}, locale));
    // The player's own links (favourites, last played) join the menu once the player has loaded.
    await expect(page.locator(`header nav a[href="${href('favourites', {}, locale)}"]`)).toHaveCount(1);
    const home = href('home', {}, locale);
    const links = await page.evaluate(
      ({ homePath, prefix }) => {
        const found: { label: string; path: string }[] = [];
        const add = (a: HTMLAnchorElement) => {
          const url = new URL(a.href);
          // The language switcher's links lead to another language's pages: not this language's names.
          if (url.origin !== location.origin || url.pathname === homePath || !url.pathname.startsWith(prefix)) return;
          // The label without a badge's count.
          const label = Array.from(a.childNodes)
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent)
            .join('')
            .trim();
          if (label) found.push({ label, path: decodeURI(url.pathname) });
        };
        for (const item of document.querySelectorAll<HTMLLIElement>('header nav > ul > li')) {
          const sub = item.querySelectorAll<HTMLAnchorElement>(':scope > ul a');
          if (sub.length) sub.forEach(add);
          else item.querySelectorAll<HTMLAnchorElement>(':scope > a').forEach(add);
        }
        document.querySelectorAll<HTMLAnchorElement>('footer a[href^="/"]').forEach(add);
        return found;
      },
      { homePath: home, prefix: `/${locale}/` },
    );
    expect(links.length).toBeGreaterThan(5);

    const mismatches: string[] = [];
    for (const { label, path } of links) {
      await page.goto(path);
      const heading = (await page.locator('h1').first().innerText()).trim();
      const title = await page.title();
      if (!norm(heading).includes(norm(label))) mismatches.push(`${path}: menu "${label}", heading "${heading}"`);
      if (!norm(title).includes(norm(label))) mismatches.push(`${path}: menu "${label}", title "${title}"`);
    }
    expect(mismatches).toEqual([]);
  });
}
