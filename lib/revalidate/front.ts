/**
 * The front's page cache after a content change (docs/decisions.md#front-cache-refresh). The front
 * (nginx, deploy/) keeps each pre-rendered page for as long as the site's Cache-Control says (a
 * minute), so once the site has regenerated a page (pages/api/site/revalidate.ts) it asks the front
 * for that page's public URL and its page data with `x-front-refresh: REVALIDATE_SECRET`; the front
 * maps that header to proxy_cache_bypass, so the answer (the page just regenerated, which every
 * site instance now serves from the shared cache) replaces the one it kept.
 */
import fs from 'node:fs';
import path from 'node:path';
import { canonicalRedirect } from '@/lib/routes';

/** The header the front's configuration (deploy/nginx/render.mjs) turns into a cache bypass. */
const FRONT_REFRESH_HEADER = 'x-front-refresh';
/** Each refresh request waits this long at most. */
const REFRESH_TIMEOUT_MS = 5000;

/** '/fi/news/x' (a page's own path, what res.revalidate takes) → '/fi/uutiset/x' (its public path). */
export function publicPathOf(pagePath: string): string {
  return canonicalRedirect(pagePath) ?? pagePath;
}

/** '/fi/news/x' → '/_next/data/<build>/fi/news/x.json', what a client-side navigation fetches. */
export function dataPathOf(pagePath: string, buildId: string): string {
  return `/_next/data/${buildId}${pagePath.replace(/\/+$/, '')}.json`;
}

/** FRONT_URL: comma-separated addresses of the fronts (one per nginx), trailing slashes removed. */
export function frontUrls(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

let buildIdCache: string | undefined;
/** The running build's id (Next writes it to <distDir>/BUILD_ID; `next start` runs in the project folder). */
export function currentBuildId(distDir: string): string {
  buildIdCache ??= fs.readFileSync(path.join(process.cwd(), distDir, 'BUILD_ID'), 'utf8').trim();
  return buildIdCache;
}

export interface FrontRefreshOptions {
  fronts: string[];
  secret: string;
  buildId: string;
  fetchImpl?: typeof fetch;
}

/**
 * Asks every front for the page's public URL and page data with the refresh header. Throws when a
 * front answers anything but 200 or does not answer (the receiver logs it; the front's entry
 * then ends with its Cache-Control, a minute).
 */
export async function refreshFront(pagePath: string, { fronts, secret, buildId, fetchImpl = fetch }: FrontRefreshOptions): Promise<void> {
  const targets: { path: string; headers: Record<string, string> }[] = [
    { path: publicPathOf(pagePath), headers: {} },
    // As the browser asks for it (Next answers page data to this header).
    { path: dataPathOf(pagePath, buildId), headers: { 'x-nextjs-data': '1' } },
  ];
  const failures: string[] = [];
  await Promise.all(
    fronts.flatMap((front) =>
      targets.map(async (target) => {
        try {
          const res = await fetchImpl(front + target.path, {
            headers: { [FRONT_REFRESH_HEADER]: secret, ...target.headers },
            redirect: 'manual',
            signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
          });
          await res.arrayBuffer();
          if (res.status !== 200) failures.push(`${front}${target.path}: ${res.status}`);
        } catch (error) {
          failures.push(`${front}${target.path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  );
  if (failures.length > 0) throw new Error(`front refresh failed: ${failures.join(', ')}`);
}
