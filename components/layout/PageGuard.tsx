import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { href } from '@/lib/routes';
import { safeRedirectUrl } from '@/lib/routes/safeRedirect';
import { selectIsLoggedIn, selectPlayerLoadFinished, useAppSelector } from '@/store';
import { useCurrentRoute } from './currentRoute';

/** The login route of a locale with the current path as redirectUrl. */
function loginHref(locale: Parameters<typeof href>[2], currentPath: string): string {
  return `${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(currentPath)}`;
}

/** Page flags: requires-login and anonymous-only redirects (docs/product/screens.md). */
export function PageGuard() {
  const router = useRouter();
  const route = useCurrentRoute();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const loadFinished = useAppSelector(selectPlayerLoadFinished);
  // While a login or logout flow runs it decides where to go (limits page, redirectUrl, current path, home).
  const authFlowActive = useAppSelector((state) => state.app.authFlowActive);
  const { requiresLogin, anonymousOnly } = route.flags;
  const redirectUrl = router.query.redirectUrl;

  useEffect(() => {
    if (!router.isReady) return;
    if (requiresLogin && loadFinished && !isLoggedIn && !authFlowActive) {
      void router.replace(loginHref(route.locale, route.publicPath), undefined, { locale: false });
    } else if (anonymousOnly && isLoggedIn && !authFlowActive) {
      const target = safeRedirectUrl(redirectUrl) ?? href('home', {}, route.locale);
      void router.replace(target, undefined, { locale: false });
    }
    // router itself is stable enough; its fields we use are listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [router.isReady, requiresLogin, anonymousOnly, loadFinished, isLoggedIn, authFlowActive, redirectUrl, route.locale, route.publicPath]);

  return null;
}
