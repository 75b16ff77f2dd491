/**
 * The head's CSS that lets the loading screen give way without any of the page's scripts
 * (docs/decisions.md#scripts-fail), rendered by pages/_document.tsx:
 * - not hydrated after LOADING_GIVE_WAY_MS: the screen hides, the server-rendered page shows, with
 *   the reload notice (components/layout/ReloadNotice.tsx) at the top;
 * - marked by the head's script guard (scripts failed, the one reload done): the same at once.
 * A hydrated screen (`data-hydrated`, set by its view) still gives way, without the notice.
 */
import { LOADING_GIVE_WAY_MS, SCRIPTS_FAILED_ATTRIBUTE } from '@/lib/security/reloadGuard';

export const GIVE_WAY_CSS =
  `@keyframes site-give-way{to{visibility:hidden}}@keyframes site-notice{to{visibility:visible}}` +
  `.loading-screen{animation:site-give-way 0s linear ${LOADING_GIVE_WAY_MS}ms forwards}` +
  `.reload-notice{visibility:hidden}` +
  `html:has(.loading-screen:not([data-hydrated])) .reload-notice{animation:site-notice 0s linear ${LOADING_GIVE_WAY_MS}ms forwards}` +
  `html[${SCRIPTS_FAILED_ATTRIBUTE}] .loading-screen{display:none!important}` +
  `html[${SCRIPTS_FAILED_ATTRIBUTE}] .reload-notice{visibility:visible}`;
