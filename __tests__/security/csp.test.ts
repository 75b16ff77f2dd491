/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import {
  SCRIPT_GUARD,
  SCRIPT_GUARD_HASH,
  SCRIPT_LIST_ID,
  SCRIPT_LOADER,
  SCRIPT_LOADER_HASH,
  contentSecurityPolicy,
  newNonce,
  policyParts,
} from '@/lib/security/csp';
import { RELOAD_GUARD_KEY, SCRIPTS_FAILED_ATTRIBUTE } from '@/lib/security/reloadGuard';

const policy = (env: Record<string, string>, nonce: string | undefined = 'N0nce') => contentSecurityPolicy(policyParts(env), { nonce });
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it("allows the pre-rendered pages' loader by its hash, which is the hash of the loader's text", () => {
    const hash = createHash('sha256').update(SCRIPT_LOADER).digest('base64');
    expect(SCRIPT_LOADER_HASH).toBe(`'sha256-${hash}'`);
    expect(SCRIPT_LOADER).toContain(`getElementById('${SCRIPT_LIST_ID}')`);
  });

  it("allows the head's script guard by its hash; the guard uses the page's key and attribute", () => {
    const hash = createHash('sha256').update(SCRIPT_GUARD).digest('base64');
    expect(SCRIPT_GUARD_HASH).toBe(`'sha256-${hash}'`);
    expect(SCRIPT_GUARD).toContain(`'${RELOAD_GUARD_KEY}'`);
    expect(SCRIPT_GUARD).toContain(`'${SCRIPTS_FAILED_ATTRIBUTE}'`);
  });

  it('trusts scripts only by nonce or hash, passing trust on with strict-dynamic; no plugins, no base, no inline handlers', () => {
    const csp = policy({ NODE_ENV: 'production' });
    expect(directive(csp, 'script-src')).toBe(
      `script-src 'nonce-N0nce' ${SCRIPT_LOADER_HASH} ${SCRIPT_GUARD_HASH} 'strict-dynamic' 'self'`,
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('without a nonce (the fixed policy of pre-rendered pages) allows only the loader and the guard', () => {
    expect(directive(contentSecurityPolicy(policyParts({ NODE_ENV: 'production' })), 'script-src')).toBe(
      `script-src ${SCRIPT_LOADER_HASH} ${SCRIPT_GUARD_HASH} 'strict-dynamic' 'self'`,
    );
  });

  it('adds the error-reporting host, the live-chat hosts and an absolute API origin only when configured', () => {
    const csp = policy({
      NODE_ENV: 'production',
      NEXT_PUBLIC_SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/77',
      NEXT_PUBLIC_LIVECHAT_LICENSE: '1234567',
      NEXT_PUBLIC_PLAYER_API_URL: 'https://api.example.test/v1',
      SITE_URL: 'https://casino.example.test',
    });
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.example.test https://o42.ingest.sentry.io https://*.livechatinc.com wss://*.livechatinc.com",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://api.example.test https://*.livechatinc.com");
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('is lax for scripts only under next dev (React Refresh), without a nonce', () => {
    const csp = policy({ NODE_ENV: 'development' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('lets the site frame only the page that asks for it (the game play page)', () => {
    const parts = policyParts({ NODE_ENV: 'production' });
    expect(directive(contentSecurityPolicy(parts, { framedBySelf: true }), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(contentSecurityPolicy(parts), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('draws a fresh nonce of 16 random bytes each time, past the end of its pool of random bytes', () => {
    const nonces = new Set(Array.from({ length: 600 }, newNonce));
    expect(nonces.size).toBe(600);
    for (const n of nonces) expect(Buffer.from(n, 'base64')).toHaveLength(16);
  });
});
