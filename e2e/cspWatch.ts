import type { Page } from '@playwright/test';
import type { RouteKey } from '../lib/routes';

/**
 * The site's Content-Security-Policy as a browser test sees it (docs/decisions.md#content-security-policy):
 * violations reported in any document or frame, and the directives every page's answer carries.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records violations in every document and frame (an init script is not itself under the policy); returns the console's CSP messages. */
export async function watchViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`);
    });
  });
  return console;
}

export const violationsIn = async (page: Page) =>
  (await Promise.all(page.frames().map((frame) => frame.evaluate(() => window.__cspViolations ?? []).catch(() => [])))).flat();

const policyOf = (header: string | undefined) => Object.fromEntries((header ?? '').split(/;\s*/).map((d) => [d.split(' ')[0], d]));

/** What is wrong with a page's policy header: scripts by nonce or the head's hashes (the script guard, the loader) with 'strict-dynamic', no plugins, no base, framing only for game play. */
export function policyProblems(route: string, key: RouteKey, header: string | undefined): string[] {
  const policy = policyOf(header);
  const problems: string[] = [];
  if (!/^script-src ('nonce-[A-Za-z0-9+/=]{24}' )?('sha256-[A-Za-z0-9+/=]{44}' )+'strict-dynamic'/.test(policy['script-src'] ?? '')) {
    problems.push(`${route}: ${policy['script-src'] ?? 'no script-src'}`);
  }
  if (policy['object-src'] !== "object-src 'none'") problems.push(`${route}: ${policy['object-src'] ?? 'no object-src'}`);
  if (policy['base-uri'] !== "base-uri 'none'") problems.push(`${route}: ${policy['base-uri'] ?? 'no base-uri'}`);
  const framing = key === 'gamePlay' ? "frame-ancestors 'self'" : "frame-ancestors 'none'";
  if (policy['frame-ancestors'] !== framing) problems.push(`${route}: ${policy['frame-ancestors'] ?? 'no frame-ancestors'}`);
  return problems;
}
