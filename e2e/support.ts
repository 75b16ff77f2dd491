import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function expectNoConsoleErrors(problems: string[]): Promise<void> {
  expect(problems, problems.join('\n')).toEqual([]);
}
