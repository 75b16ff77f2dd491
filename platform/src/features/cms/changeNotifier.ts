import type { FastifyBaseLogger } from 'fastify';
import type { SiteRevalidateTarget } from '../../config';

/**
 * What changed, as the site's revalidation receiver expects it. `slug` names the page or article
 * slug, and for a game group its numeric id (the site's group routes look groups up by id).
 */
export type SiteChange =
  | { kind: 'page'; slug: string }
  | { kind: 'news'; slug: string }
  | { kind: 'gameGroup'; slug: string }
  | { kind: 'siteSettings' }
  | { kind: 'maintenance' };

export const NOTIFY_TIMEOUT_MS = 2000;

/**
 * Tells the site which content changed so it refreshes its pre-rendered pages: one POST of
 * `{changes}` with the shared secret, 2 s timeout, no retry. Fire and forget: called after the
 * change is committed, it never throws and never delays the admin answer; a failure is logged at
 * warn (the page then refreshes on its next timed revalidation). Resolves when the attempt ends,
 * which only tests wait for.
 */
export function notifySite(
  target: SiteRevalidateTarget | undefined,
  log: FastifyBaseLogger,
  changes: SiteChange[],
): Promise<void> {
  if (!target || changes.length === 0) return Promise.resolve();
  return fetch(target.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': target.secret },
    body: JSON.stringify({ changes }),
    signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
  })
    .then(async (res) => {
      await res.body?.cancel();
      if (!res.ok) log.warn({ status: res.status, changes }, 'site revalidation refused');
    })
    .catch((err: unknown) => {
      log.warn({ err: err instanceof Error ? err.message : String(err), changes }, 'site revalidation failed');
    });
}
