/**
 * Addresses and the admin token of the servers the browser tests start (see playwright.config.ts).
 * E2E_SITE_PORT and E2E_PLATFORM_PORT let a second run go beside the first one.
 */
const sitePort = process.env.E2E_SITE_PORT || '3000';
const platformPort = process.env.E2E_PLATFORM_PORT || '4000';
export const SITE_PORT = sitePort;
export const PLATFORM_PORT = platformPort;
export const SITE_URL = `http://127.0.0.1:${sitePort}`;
export const PLATFORM_URL = `http://127.0.0.1:${platformPort}`;
export const ADMIN_TOKEN = 'e2e-admin-token';
/** Shared by the platform (which announces content changes) and the site (which receives them). */
export const REVALIDATE_SECRET = 'e2e-revalidate-secret';
/**
 * The tag of tests that change what every other test sees (the sandbox clock, maintenance, CMS
 * content, site settings): playwright.config.ts runs them one at a time, after the others.
 */
export const GLOBAL_STATE = '@global-state';
/**
 * The platform's validate calls per client address and 15 minutes in the browser tests
 * (VALIDATE_RATE_LIMIT_PER_IP): every test's browser comes from 127.0.0.1, and registration checks
 * its fields as they are typed; e2e/hostile.spec.ts reaches it from an address of its own.
 */
export const VALIDATE_LIMIT_PER_IP = 300;
