/** Addresses and the admin token of the servers the browser tests start (see playwright.config.ts). */
export const SITE_URL = 'http://127.0.0.1:3000';
export const PLATFORM_URL = 'http://127.0.0.1:4000';
export const ADMIN_TOKEN = 'e2e-admin-token';
