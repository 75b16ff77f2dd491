import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { href, LOCALES, ROUTE_KEYS, type RouteKey } from '../lib/routes';
import { routeParams } from './routeParams';

/**
 * Valid markup: the W3C validator (the Nu Html Checker of the `vnu-jar` package, run with Debian's
 * Java) finds no error in any route of the route table in fi, et and en: the HTML the server sends
 * for each, and the document after hydration of the pages a visitor opens most (home, the slots
 * index, a game). All documents go to one Java run (the checker's start-up is most of its time).
 */

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const HYDRATED: RouteKey[] = ['home', 'slotsIndex', 'gamePlay'];

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

test('the W3C validator finds no error on any route, in fi, et and en', async ({ page, request }) => {
  test.setTimeout(240_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'markup-'));
  const documents = new Map<string, string>();
  const save = (name: string, html: string) => {
    const file = path.join(dir, `${documents.size}.html`);
    fs.writeFileSync(file, html);
    documents.set(file, name);
  };
  try {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      for (const key of ROUTE_KEYS) {
        const url = href(key, routeParams(key), locale);
        const response = await request.get(url);
        const final = new URL(response.url()).pathname;
        if (seen.has(final)) continue;
        seen.add(final);
        expect(response.status(), url).toBeLessThan(500);
        save(`${final} (server)`, await response.text());
      }
      for (const key of HYDRATED) {
        const url = href(key, routeParams(key), locale);
        await page.goto(url);
        await page.waitForFunction(() => document.documentElement.dataset.loaded === 'true');
        save(`${url} (after hydration)`, `<!DOCTYPE html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`);
      }
    }
    // One run for every document; vnu writes its JSON report to stderr. --exit-zero-always: the
    // messages are read from the report, not from the exit status.
    const run = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...documents.keys()], {
      encoding: 'utf8',
      timeout: 180_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'java runs the validator').toBeUndefined();
    const report = run.stderr;
    const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : '';
        return `${documents.get(file) ?? file}: ${m.message}${m.extract ? ` in «${m.extract.trim().slice(0, 120)}»` : ''}`;
      });
    expect(documents.size).toBeGreaterThan(ROUTE_KEYS.length);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
