// `npm run test:topology`: the reference deployment's own jest run (deploy/test/*.test.ts: the
// topology, fault and supervisor tests, and the embedded default's request ids), apart from `npm run
// test:unit`: it needs the site's production build, PostgreSQL (the fault test starts its own with
// Debian's binaries), nginx and Redis.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads this file as CommonJS
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest loads this file as CommonJS
const nextJest = require('next/jest');

const ROOT = path.resolve(__dirname, '..', '..');
process.env.TZ = 'UTC';

module.exports = nextJest({ dir: ROOT })({
  rootDir: ROOT,
  displayName: 'topology',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/deploy/test/**/*.test.ts'],
  // One cluster at a time; each phase is bounded, each file a few minutes at most.
  maxWorkers: 1,
  testTimeout: 900_000,
});
