// Two jest projects: the site (jsdom with fetch fixed for msw 2) and the platform (node, real database).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads this file as CommonJS
const nextJest = require('next/jest');

const createConfig = nextJest({ dir: __dirname });

// Tests read times and dates in UTC whatever the machine's zone; workers inherit the setting.
process.env.TZ = 'UTC';

module.exports = async () => {
  const site = await createConfig({
    displayName: 'site',
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  })();
  const platform = await createConfig({
    displayName: 'platform',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/platform/test/**/*.test.ts'],
  })();
  // Tests get 30 s instead of 5 s: a loaded machine makes a few platform tests (whole money flows
  // over HTTP) take more than 5 s without anything being wrong.
  // Every core (jest's default leaves one idle): the platform tests spend much of their time
  // waiting on their databases, so a worker per core about halves the run on two cores.
  return { projects: [site, platform], testTimeout: 30_000, maxWorkers: '100%' };
};
