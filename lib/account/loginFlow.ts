/**
 * Where the login flow of docs/product/flows.md ends: the profile limits page on a first login
 * (activity count 1 or less), else the current path (on the login page: the safe redirectUrl,
 * else home). The flow itself, which holds the layout's flag while it runs, is
 * components/account/loginFlow.ts.
 */
import { href, type Locale } from '@/lib/routes';
import { safeRedirectUrl } from '@/lib/routes/safeRedirect';

export interface LoginTargetOptions {
  locale: Locale;
  /** The page the player is on, with its query (a public, locale-prefixed path). */
  currentPath: string;
  /** True on the login page, where redirectUrl decides instead of the current path. */
  onLoginPage: boolean;
  redirectUrl?: unknown;
}

/** Where to go after a successful login. */
export function loginTarget(activityCount: number | null, { locale, currentPath, onLoginPage, redirectUrl }: LoginTargetOptions): string {
  if (activityCount !== null && activityCount <= 1) return href('profileLimits', {}, locale);
  if (onLoginPage) return safeRedirectUrl(redirectUrl) ?? href('home', {}, locale);
  return currentPath;
}

/** Remove one query parameter from a path ('/fi?bankLogin=x&a=1' → '/fi?a=1'). */
export function withoutQueryParam(path: string, name: string): string {
  const [base, rest = ''] = path.split('?');
  const [query, hash] = rest.split('#');
  const params = new URLSearchParams(query);
  params.delete(name);
  const search = params.toString();
  return `${base}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}
