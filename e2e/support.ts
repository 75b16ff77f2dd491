import { expect, type Page } from '@playwright/test';

/** A refusal a test provokes on purpose: the platform's answer with this status to this site path. */
export interface ExpectedRefusal {
  status: number;
  /** The browser-side path, e.g. '/api/login' (matched exactly, without the query). */
  path: string;
}

interface ConsoleProblem {
  text: string;
  /** Set for a failed resource load: its status and path. */
  refusal?: ExpectedRefusal;
}

function refusalOf(text: string, url: string): ExpectedRefusal | undefined {
  const status = /^Failed to load resource: the server responded with a status of (\d{3})\b/.exec(text)?.[1];
  if (!status || !url) return undefined;
  return { status: Number(status), path: new URL(url, 'http://site').pathname };
}

const isOneOf = (refusal: ExpectedRefusal | undefined, expected: ExpectedRefusal[]) =>
  !!refusal && expected.some((e) => e.status === refusal.status && e.path === refusal.path);

/** Collects console errors and uncaught page errors so a test can assert there were none. */
export function watchConsole(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url || '';
    const refusal = refusalOf(message.text(), url);
    problems.push({ text: `console: ${message.text()} (${url})`, refusal });
  });
  page.on('pageerror', (error) => problems.push({ text: `pageerror: ${error.message}` }));
  return problems;
}

/** Fails on any console error except the refusals the test names (exact status and path). */
export async function expectNoConsoleErrors(problems: ConsoleProblem[], provoked: ExpectedRefusal[] = []): Promise<void> {
  const unexpected = problems.filter((problem) => !isOneOf(problem.refusal, provoked)).map((problem) => problem.text);
  expect(unexpected, unexpected.join('\n')).toEqual([]);
}
