/**
 * What the head's script guard (SCRIPT_GUARD in lib/security/csp.ts) and the page share
 * (docs/decisions.md#scripts-fail): the session key that lets a page whose scripts failed to load
 * (an older release's chunks gone) reload itself once, and the attribute that shows the reload
 * notice when the reload did not help. Tiny on purpose: the loading screen imports it.
 */
export const RELOAD_GUARD_KEY = 'site:reloadedAfterScriptFailure';
export const SCRIPTS_FAILED_ATTRIBUTE = 'data-scripts-failed';
/** Not interactive after this long (no JavaScript ran): the loading screen gives way to the page. */
export const LOADING_GIVE_WAY_MS = 10_000;

/** The page runs: a later failure (the next release) may reload once again. */
export function clearReloadGuard(): void {
  try {
    sessionStorage.removeItem(RELOAD_GUARD_KEY);
  } catch {
    // Storage refused (private mode): the guard never reloads there, nothing to clear.
  }
}
