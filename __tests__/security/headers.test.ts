/**
 * @jest-environment node
 */
import type { NextConfig } from 'next';

/** next.config's headers for every path, read with SITE_URL set as a build would see it. */
async function globalHeaders(siteUrl: string) {
  const previous = process.env.SITE_URL;
  process.env.SITE_URL = siteUrl;
  try {
    let config: NextConfig | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy per SITE_URL
      config = require('@/next.config').default;
    });
    const rules = await config!.headers!();
    return Object.fromEntries(rules.find((rule) => rule.source === '/:path*')!.headers.map((h) => [h.key, h.value]));
  } finally {
    process.env.SITE_URL = previous;
  }
}

describe('security headers of every answer', () => {
  it('send HSTS where the site is served over https', async () => {
    const headers = await globalHeaders('https://casino.example.test');
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('send no HSTS on http (localhost in development and tests), where it would pin a browser to https', async () => {
    const headers = await globalHeaders('http://localhost:3000');
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(headers['X-Frame-Options']).toBe('DENY');
  });
});
