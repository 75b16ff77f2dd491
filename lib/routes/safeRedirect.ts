/**
 * A redirect target from the redirectUrl query: only a same-site relative path (one leading '/',
 * not '//' nor '/\'), so that the query cannot send a player to another site. Apart from ./urls.ts,
 * which every game list carries at first paint; the page guard and the login use it after.
 */
export function safeRedirectUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f]/.test(value)) return undefined;
  return value;
}
