// `npm run test:topology`: the reference deployment's own jest run (deploy/test/*.test.ts), apart
// from `npm run test:unit`: it needs the site's production build, PostgreSQL, nginx and Redis.
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
  // One cluster at a time; each phase is bounded, the whole file a few minutes.
  maxWorkers: 1,
  testTimeout: 900_000,
});
