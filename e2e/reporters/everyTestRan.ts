import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Fails a run that passed but did not run every test it selected. Playwright reports a test it
 * never started (a project whose dependency or teardown chain it did not schedule, an interrupted
 * worker) as "did not run" and may still exit 0; a green run must mean every test passed
 * (docs/decisions.md#every-test-ran).
 */
export default class EveryTestRan implements Reporter {
  private suite: Suite | undefined;
  private listing = false;

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
    this.listing = process.argv.includes('--list');
  }

  printsToStdio(): boolean {
    return false;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.listing || result.status !== 'passed' || !this.suite) return undefined;
    const tests = this.suite.allTests();
    const notRun = tests.filter((test) => test.outcome() === 'skipped');
    if (notRun.length === 0) return undefined;
    console.error(`\n[every-test-ran] ${notRun.length} of ${tests.length} selected tests did not run:`);
    for (const test of notRun) console.error(`  ${test.titlePath().filter(Boolean).join(' › ')}`);
    return { status: 'failed' };
  }
}
