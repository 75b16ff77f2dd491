/**
 * Where the platform is, and how a path of its API is written. One place for the addresses that
 * next.config (rewrites) and the clients use; the browser goes through the site's own /api rewrite. The variables
 * and their defaults are listed in lib/config/env.ts.
 */
import { DEFAULT_PLATFORM_URL, readSiteEnv, type SiteEnv } from './env';

const trim = (url: string) => url.replace(/\/+$/, '');

/** The platform's base URL as the site's server reaches it (PLATFORM_URL). */
export function platformUrl(env: SiteEnv = readSiteEnv()): string {
  return trim(env.PLATFORM_URL || DEFAULT_PLATFORM_URL);
}

/** Player API base for server-side calls (PLAYER_API_URL, else the platform). */
function serverPlayerApiUrl(env: SiteEnv = readSiteEnv()): string {
  return trim(env.PLAYER_API_URL || platformUrl(env));
}

/** CMS base for server-side calls (CMS_API_URL, else the platform's /cms). */
export function serverCmsApiUrl(env: SiteEnv = readSiteEnv()): string {
  return trim(env.CMS_API_URL || `${platformUrl(env)}/cms`);
}

/** Bases the browser uses: same origin, rewritten by next.config to the platform. */
const BROWSER_PLAYER_API_BASE = '/api';
export const BROWSER_CMS_API_BASE = '/api/cms';
/** The site's own API routes (pages/api/site): matched before the /api rewrite to the platform. */
export const SITE_API_BASE = '/api/site';

/** The Player API's base: the browser goes through Next's /api rewrite; the server calls the platform directly. */
export function playerApiBaseUrl(env: SiteEnv = readSiteEnv(), isServer = typeof window === 'undefined'): string {
  if (isServer) return serverPlayerApiUrl(env);
  return env.NEXT_PUBLIC_PLAYER_API_URL || BROWSER_PLAYER_API_BASE;
}
