import { expect, type Page } from '@playwright/test';

/**
 * The player load of an anonymous visitor answers 401 (code 115, "not logged in"), which is how
 * the site learns that nobody is logged in; Chromium logs that response as a console error.
 */
function isExpectedAnonymousPlayerCheck(text: string, url: string): boolean {
  return text.includes('status of 401') && new URL(url, 'http://x').pathname === '/api/player';
}

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isExpectedAnonymousPlayerCheck(message.text(), message.location().url || '')) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function expectNoConsoleErrors(problems: string[]): Promise<void> {
  expect(problems, problems.join('\n')).toEqual([]);
}
