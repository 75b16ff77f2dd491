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

const NOTIFY_TIMEOUT_MS = 2000;
/** Tries per notification, and the pause before the second (doubled before each next one). */
const NOTIFY_TRIES = 3;
const NOTIFY_RETRY_PAUSE_MS = 500;

/**
 * Tells the site which content changed so it refreshes its pre-rendered pages: a POST of
 * `{changes}` with the shared secret, 2 s timeout. A busy site may not take the request in time,
 * and a lost notification leaves the change unseen until the pages' timed revalidation, so a
 * timeout, network failure or 5xx is tried again, up to NOTIFY_TRIES times (the site's queue takes
 * a page asked for twice once). Fire and forget: called after the change is committed, it never
 * throws and never delays the admin answer; a final failure is logged at warn. Resolves when the
 * attempts end, which only tests wait for.
 */
export async function notifySite(
  target: SiteRevalidateTarget | undefined,
  log: FastifyBaseLogger,
  changes: SiteChange[],
  retryPauseMs = NOTIFY_RETRY_PAUSE_MS,
): Promise<void> {
  if (!target || changes.length === 0) return;
  for (let attempt = 1; attempt <= NOTIFY_TRIES; attempt++) {
    const failure = await notifyOnce(target, changes);
    if (failure === null) return;
    if (failure.final || attempt === NOTIFY_TRIES) {
      log.warn({ ...failure.detail, changes, attempts: attempt }, failure.message);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, retryPauseMs * 2 ** (attempt - 1)));
  }
}

type Failure = { message: string; detail: Record<string, unknown>; final: boolean };

/** One POST; null when the site took it, else why not (a 4xx is final: trying again cannot help). */
async function notifyOnce(target: SiteRevalidateTarget, changes: SiteChange[]): Promise<Failure | null> {
  try {
    const res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': target.secret },
      body: JSON.stringify({ changes }),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.ok) return null;
    return { message: 'site revalidation refused', detail: { status: res.status }, final: res.status < 500 };
  } catch (err) {
    return { message: 'site revalidation failed', detail: { err: err instanceof Error ? err.message : String(err) }, final: false };
  }
}
