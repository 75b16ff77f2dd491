// Two jest projects: the site (jsdom with fetch fixed for msw 2) and the platform (node, real database).
const nextJest = require('next/jest');

const createSiteConfig = nextJest({ dir: __dirname });

module.exports = async () => {
  const site = await createSiteConfig({
    displayName: 'site',
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/__tests__/setup.ts'],
    moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  })();
  const platform = await nextJest({ dir: __dirname })({
    displayName: 'platform',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/platform/test/**/*.test.ts'],
  })();
  return { projects: [site, platform] };
};
