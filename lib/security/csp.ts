/**
 * The site's Content-Security-Policy (docs/decisions.md#content-security-policy).
 *
 * Scripts run only when the policy trusts them, with 'strict-dynamic' passing that trust on to the
 * chunks they load (next/dynamic, page chunks of client navigation, the live-chat widget):
 * - a page rendered per request (getServerSideProps) carries a fresh nonce on every script tag and
 *   in its policy header, both set by pages/_document.tsx;
 * - a pre-rendered page (static, getStaticProps/ISR) cannot carry a nonce, so it holds no script
 *   tag of its own: one constant inline loader (SCRIPT_LOADER, allowed by its hash) reads the
 *   page's script list from a JSON block and adds the scripts (pages/_document.tsx).
 * Every other answer, cached pages included, carries next.config's fixed policy: the loader's
 * hash and no nonce. Nothing of it runs in proxy.ts, so the proxy costs nothing more per request.
 */
import { LAZY_LOAD_MARGIN_PX } from '../constants';
import { liveChatLicense, readSiteEnv, type SiteEnv } from '../config/env';

export { SCRIPT_LIST_ID } from './scriptList';

/** One script the loader adds, in order: its URL and whether it is a nomodule polyfill. */
export interface LoadedScript {
  src: string;
  noModule?: boolean;
}

/** What the loader reads: the chunk bootstrap (Turbopack's queue name and entries) and the scripts. */
export interface ScriptList {
  queue?: string;
  bootstrap: object[];
  scripts: LoadedScript[];
}

/**
 * The loader. Constant, so that its hash is too. Scripts added by a script are async unless told
 * otherwise; async=false keeps them in document order like the deferred tags they replace.
 * They are added once the page has painted (a paint entry) and its eager images (the first
 * thumbnails, an article's picture) have loaded or failed, or after a second at most: the
 * pre-rendered page and its first images paint without waiting for the scripts' download and
 * evaluation. No animation frame and no short timer: a test's paused clock still lets paint and
 * load events through; a hidden page, which paints nothing, gets its scripts after the second.
 * First of all it starts the thumbnails' observer (components/common/Thumbnail.tsx): a waiting
 * thumbnail (img[data-src]) gets its sizes (data-sizes), srcset (the optimizer's src at each of
 * data-widths, or data-srcset) and src once it comes within the lazy-load margin, from the first paint on and not only once the scripts
 * have hydrated the page, so a visitor who scrolls on a slow phone before hydration sees the
 * thumbnails come in.
 */
export const SCRIPT_LOADER =
  '(function(d,w){var I=w.IntersectionObserver,v;' +
  "if(I){v=new I(function(es){es.forEach(function(e){var g=e.target;if(e.isIntersecting){v.unobserve(g);if(g.getAttribute('src').indexOf('data:')===0){var s=g.dataset.src,x=g.dataset.widths;" +
  'if(g.dataset.sizes&&(x||g.dataset.srcset))g.sizes=g.dataset.sizes;' +
  "if(x)g.srcset=x.split(',').map(function(n){return s.replace(/([?&]w=)\\d+/,'$1'+n)+' '+n+'w'}).join(', ');" +
  "else if(g.dataset.srcset)g.srcset=g.dataset.srcset;g.src=s}}})},{rootMargin:'" +
  LAZY_LOAD_MARGIN_PX +
  "px'});d.querySelectorAll('img[data-src]').forEach(function(g){v.observe(g)})}" +
  "var l=JSON.parse(d.getElementById('__SITE_SCRIPTS__').textContent);" +
  'if(l.queue){var q=globalThis[l.queue]||(globalThis[l.queue]=[]);l.bootstrap.forEach(function(b){q.push(b)})}' +
  "var m='noModule' in d.createElement('script'),t=0,n=1,i,g,P=w.PerformanceObserver,o;" +
  "function a(){if(t)return;t=1;l.scripts.forEach(function(s){if(s.noModule&&m)return;var e=d.createElement('script');e.src=s.src;e.async=false;d.body.appendChild(e)})}" +
  'function c(){if(--n===0)a()}' +
  "for(i=0;i<d.images.length;i++){g=d.images[i];if(!g.complete&&g.loading!=='lazy'){n++;g.addEventListener('load',c);g.addEventListener('error',c)}}" +
  'setTimeout(a,1000);' +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){o=new P(function(){if(o){o.disconnect();o=0;c()}});o.observe({type:'paint',buffered:true})}else c()})(document,window)";

/** sha256 of SCRIPT_LOADER, base64 (a unit test checks it against the loader above). */
export const SCRIPT_LOADER_HASH = "'sha256-ks4ME/O99kk4wH7zuAtyrYoufT9IHnfx4BST+VBEZek='";

/**
 * The script guard, first in every page's head (docs/decisions.md#scripts-fail): when one of the
 * site's scripts fails to load (a page of an older release whose chunks are gone), the page reloads
 * itself once per tab and address (sessionStorage, so no loop; the page clears the mark once it
 * runs, lib/security/reloadGuard.ts); if that did not help, or storage is refused, it marks the
 * page (`data-scripts-failed`) and the head's CSS (components/layout/giveWay.ts) lifts the loading
 * screen and shows the reload notice. Constant, allowed by its hash; needs none of the chunks.
 * The key and attribute are RELOAD_GUARD_KEY and SCRIPTS_FAILED_ATTRIBUTE (a test holds them).
 */
export const SCRIPT_GUARD =
  "(function(d,w){var k='site:reloadedAfterScriptFailure',h=d.documentElement,x=0;" +
  'function f(){if(x)return;x=1;var s,p=location.pathname+location.search;' +
  'try{s=w.sessionStorage;if(s.getItem(k)!==p){s.setItem(k,p);location.reload();return}}catch(e){}' +
  "h.setAttribute('data-scripts-failed','')}" +
  "w.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT'&&t.src.indexOf('/_next/static/')>=0)f()},true)})(document,window)";

/** sha256 of SCRIPT_GUARD, base64 (a unit test checks it against the guard above). */
export const SCRIPT_GUARD_HASH = "'sha256-1zKgxm4GSPRKr8PGjNd1c3sc53au20WzjAVjFNS0IHU='";

/** LiveChat's hosts: the widget frame, its API and socket, its images. */
const LIVECHAT_HTTPS = 'https://*.livechatinc.com';
const LIVECHAT_WSS = 'wss://*.livechatinc.com';

/** The origin of an absolute http(s) URL, or null for a relative or malformed one. */
function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface PolicyParts {
  /** script-src sources besides a nonce. */
  scripts: string;
  /** The directives after script-src, without frame-ancestors. */
  rest: string;
  /** Development: no nonce (React Refresh runs eval and inline scripts). */
  dev: boolean;
}

/** The policy's parts for this build and environment; contentSecurityPolicy() puts them together. */
export function policyParts(env: SiteEnv = readSiteEnv()): PolicyParts {
  const dev = env.NODE_ENV === 'development';
  const liveChat = liveChatLicense(env) !== null;
  const connect = ["'self'"];
  const api = originOf(env.NEXT_PUBLIC_PLAYER_API_URL);
  if (api) connect.push(api);
  const sentry = originOf((env.NEXT_PUBLIC_SENTRY_DSN ?? '').replace(/\/\/[^@/]*@/, '//'));
  if (sentry) connect.push(sentry);
  if (liveChat) connect.push(LIVECHAT_HTTPS, LIVECHAT_WSS);
  if (dev) connect.push('ws:');
  // The game frame and the bank simulator are the platform's pages under the site's /api rewrite.
  const frame = ["'self'", ...(api ? [api] : []), ...(liveChat ? [LIVECHAT_HTTPS] : [])];
  const images = ["'self'", 'data:', 'blob:', ...(liveChat ? [LIVECHAT_HTTPS] : [])];
  const https = /^https:\/\//i.test(env.SITE_URL ?? '');
  const rest = [
    // styled-components writes <style> tags without a nonce on pre-rendered pages; see decisions.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    // 'self' only for browsers without CSP 3 (which ignore 'strict-dynamic'); CSP 3 ignores it.
    scripts: dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `${SCRIPT_LOADER_HASH} ${SCRIPT_GUARD_HASH} 'strict-dynamic' 'self'`,
    rest,
    dev,
  };
}

/**
 * The policy of one answer: with the nonce of a page rendered for this request, or without one
 * (next.config's fixed header, which pre-rendered pages are served with). Only the game play page
 * may be framed, by the site itself.
 */
export function contentSecurityPolicy(parts: PolicyParts, options: { nonce?: string; framedBySelf?: boolean } = {}): string {
  const nonce = options.nonce && !parts.dev ? `'nonce-${options.nonce}' ` : '';
  return `default-src 'self'; script-src ${nonce}${parts.scripts}; ${parts.rest}; frame-ancestors ${options.framedBySelf ? "'self'" : "'none'"}`;
}

/** Random bytes drawn in blocks: one draw of 16 bytes costs about as much as one of 4096. */
const pool = new Uint8Array(4096);
let used = pool.length;

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  if (used === pool.length) {
    crypto.getRandomValues(pool);
    used = 0;
  }
  const bytes = pool.subarray(used, (used += 16));
  return btoa(String.fromCharCode(...bytes));
}
