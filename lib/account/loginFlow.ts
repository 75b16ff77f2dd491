/**
 * The login flow of docs/product/flows.md around the thunks: submit (credentials or an approved bank
 * login), the post-login steps, close the panel, then go to the profile limits page on a first
 * login (activity count 1 or less) or reload the current path (on the login page: the safe
 * redirectUrl, else home). Errors leave the player logged out and are given back.
 */
import { safeRedirectUrl } from '@/components/layout/PageGuard';
import { href, type Locale } from '@/lib/routes';
import type { ApiFailure, ApiResult } from '@/services/playerClient';
import { setAuthFlowActive, type AppDispatch } from '@/store';
import { type LoginOutcome } from '@/store/profile';

export interface LoginFlowOptions {
  dispatch: AppDispatch;
  /** Runs the login and the post-login steps (loginWithPassword or completeLogin). */
  submit: () => Promise<ApiResult<LoginOutcome>>;
  locale: Locale;
  /** The page the player is on, with its query (a public, locale-prefixed path). */
  currentPath: string;
  /** True on the login page, where redirectUrl decides instead of the current path. */
  onLoginPage: boolean;
  redirectUrl?: unknown;
  closePanel?: () => void;
  navigate: (target: string) => Promise<unknown>;
}

/** Where to go after a successful login. */
export function loginTarget(
  activityCount: number | null,
  { locale, currentPath, onLoginPage, redirectUrl }: Pick<LoginFlowOptions, 'locale' | 'currentPath' | 'onLoginPage' | 'redirectUrl'>,
): string {
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

export async function runLoginFlow(options: LoginFlowOptions): Promise<ApiFailure | null> {
  const { dispatch } = options;
  dispatch(setAuthFlowActive(true));
  try {
    const result = await options.submit();
    if (!result.success) return result;
    options.closePanel?.();
    await options.navigate(loginTarget(result.data.activityCount, options));
    return null;
  } finally {
    dispatch(setAuthFlowActive(false));
  }
}
