import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './e2e/browser';
import { ADMIN_TOKEN, GLOBAL_STATE, PLATFORM_PORT, REVALIDATE_SECRET, SITE_PORT, SITE_URL, VALIDATE_LIMIT_PER_IP } from './e2e/env';

/**
 * Browser tests with Debian's Chromium (never a downloaded browser). The web server is the real
 * production build of the site with the real platform on a fresh SQLite database, built and
 * started once for both groups below.
 *
 * Two groups share that server:
 * - "players": tests that touch only their own players and read the seeded content. They run
 *   side by side, two at a time (each test is its own unit of work, so long files spread too).
 * - "global-state": tests tagged @global-state change what every other test sees: the sandbox
 *   clock (moving a day ends every session), maintenance mode, CMS content and site settings
 *   through the admin endpoints. They run one at a time after the players group, whatever its
 *   result (a project's `teardown` runs even when the project it follows failed; a dependency
 *   would be skipped).
 */

// The test process, the servers and the browser all read times and dates in UTC, whatever the
// machine's zone.
process.env.TZ = 'UTC';

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./e2e/reporters/everyTestRan.ts']],
  use: {
    baseURL: SITE_URL,
    timezoneId: 'UTC',
    trace: 'off',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'players', grepInvert: new RegExp(GLOBAL_STATE), fullyParallel: true, teardown: 'global-state' },
    { name: 'global-state', grep: new RegExp(GLOBAL_STATE), fullyParallel: false, workers: 1 },
  ],
  webServer: {
    command: 'node scripts/run.mjs --build',
    url: `${SITE_URL}/fi`,
    timeout: 300_000,
    reuseExistingServer: false,
    // run.mjs stops the platform and the site it started on SIGTERM (a SIGKILL would orphan them).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The browser tests run on the embedded default: a fresh SQLite file, no PostgreSQL.
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `casino-e2e-${Date.now()}`),
      PLATFORM_ADMIN_TOKEN: ADMIN_TOKEN,
      // The platform announces content changes to the site's receiver with this secret (run.mjs
      // passes it to both and points the platform at http://127.0.0.1:PORT/api/site/revalidate).
      REVALIDATE_SECRET,
      PORT: SITE_PORT,
      PLATFORM_PORT,
      TZ: 'UTC',
      // Every browser test logs in from the same address; the per-IP limit has its own platform tests.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // Registration checks nickname, email and phone with the platform as they are typed.
      VALIDATE_RATE_LIMIT_PER_IP: String(VALIDATE_LIMIT_PER_IP),
    },
  },
});
