/**
 * The site's receiver of content changes: the platform POSTs {changes: [...]} with the shared
 * secret (header x-revalidate-secret, REVALIDATE_SECRET) after each CMS change; the answer (202)
 * lists the affected pre-rendered pages (lib/revalidate/changes.ts), which are then regenerated
 * in every language: a change of one page or article at once; a site-wide one (settings,
 * maintenance, game group texts: about a hundred pages) the most opened pages first, the others
 * one at a time (lib/revalidate/queue.ts), so that the site keeps serving meanwhile. With
 * FRONT_URL set, each regenerated page is then asked of the front with its refresh header, so that
 * the front's cache holds it too (lib/revalidate/front.ts).
 * GET (same secret) tells how far this server is: `{waiting, rendering}` pages; both 0 once every
 * page a change touched shows it (an operator's check after a site-wide change, and the browser
 * tests' wait before a test that changed site-wide content hands over).
 * Under /api/site/, which no platform path uses: the site's own API routes are matched before the
 * /api/* rewrite to the platform.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { allPages, mostOpenedPages, parseChanges, pagesFor } from '@/lib/revalidate/changes';
import { knownPages } from '@/lib/revalidate/knownPages.server';
import { regenerationQueue } from '@/lib/revalidate/queue';
import { distDir, readSiteEnv } from '@/lib/config/env';
import { currentBuildId, frontUrls, refreshFront } from '@/lib/revalidate/front';
import { siteLog } from '@/lib/server/siteLog';
import { siteMetrics } from '@/lib/server/siteMetrics';

/**
 * One queue per server. The most opened pages two at a time (a change shows on them within
 * seconds); the rest one at a time, 200 ms apart (a hundred pages in under a minute, the pages'
 * own revalidation time, while the site keeps answering).
 */
const queue = regenerationQueue({
  firstConcurrency: 2,
  pauseMs: 200,
  onFailed: (paths) => siteLog().warn({ paths }, `${paths.length} pages failed to regenerate`),
});
// The queue's length is a metric (site_page_regeneration_queue), read at each scrape.
const metrics = siteMetrics();
if (metrics) metrics.queueSource = () => ({ waiting: queue.waiting, rendering: queue.rendering });

export const config = { api: { bodyParser: { sizeLimit: '16kb' } } };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so the length of the secret does not show either). */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST' && req.method !== 'GET') {
    res.setHeader('Allow', 'GET, POST');
    return res.status(405).json({ success: false, error: 'Method not allowed' });
  }
  const env = readSiteEnv();
  if (!secretMatches(req.headers['x-revalidate-secret'], env.REVALIDATE_SECRET)) {
    return res.status(401).json({ success: false, error: 'Unauthorized' });
  }
  if (req.method === 'GET') {
    res.setHeader('Cache-Control', 'no-store');
    return res.status(200).json({ success: true, waiting: queue.waiting, rendering: queue.rendering });
  }
  const changes = parseChanges(req.body);
  if (!changes) return res.status(400).json({ success: false, error: 'Expected {changes: [{kind, slug?}]}' });
  const lists = changes.map(pagesFor);
  const siteWide = lists.some((list) => list === null);
  const paths = Array.from(new Set(siteWide ? allPages(await knownPages()) : (lists.flat() as string[])));
  // Answer first: the platform waits two seconds at most, and a cold render of several pages can
  // take longer. The pages are regenerated right after (this server keeps running).
  res.status(202).json({ success: true, paths });
  const fronts = frontUrls(env.FRONT_URL);
  const regenerate = async (path: string) => {
    try {
      await res.revalidate(path);
      metrics?.regenerations.inc({ trigger: 'content_change', outcome: 'ok' });
    } catch (error) {
      metrics?.regenerations.inc({ trigger: 'content_change', outcome: 'failed' });
      throw error;
    }
    if (fronts.length === 0) return;
    // A page regenerated but still cached at the front shows within its Cache-Control (a minute).
    await refreshFront(path, { fronts, secret: env.REVALIDATE_SECRET as string, buildId: currentBuildId(distDir(env)) }).catch(
      (error: unknown) => siteLog().warn({ path }, error instanceof Error ? error.message : String(error)),
    );
  };
  await queue.add(paths, new Set(siteWide ? mostOpenedPages() : paths), regenerate);
}
