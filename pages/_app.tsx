import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { Layout } from '@/components/layout/Layout';
import { preloadedAppState } from '@/store/maintenanceState';
import type { BasePageProps } from '@/lib/seo/pageProps.server';
import { appWithI18n } from '@/lib/i18n/appWithI18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Translations } from '@/lib/i18n/translations';
import { toLocale, type Locale } from '@/lib/routes';
import { useAppDispatch } from '@/store';
import { StoreProvider } from '@/store/StoreProvider';
import { GlobalStyle } from '@/styles/GlobalStyle';

// The namespace loader (a chunk per language of the namespaces no layout carries) comes after hydration too.
const loadMissingNamespaces = (i18n: Translations, locale: Locale) =>
  import('@/lib/i18n/loadNamespaces').then((loader) => loader.loadMissingNamespaces(i18n, locale));

/**
 * Checks the player once on app start (the first load decides the login redirects), beside the
 * translations the page data did not carry. A live session waits for them before the player's
 * own parts (balance, profile, badges) render, so they never show a raw key; a visitor's check
 * does not wait.
 */

function PlayerLoader() {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const locale = toLocale(useRouter().locale);
  const namespaces = useRef<Promise<unknown>>(Promise.resolve());
  // On start and on each language change (declared first, so it runs before the check below).
  useEffect(() => {
    namespaces.current = loadMissingNamespaces(i18n, locale).catch(() => undefined);
  }, [i18n, locale]);
  useEffect(() => {
    // The player check loads here, after hydration, not with the page.
    void import('@/store/profile/playerCheck').then(({ loadPlayer }) => dispatch(loadPlayer(() => namespaces.current)));
  }, [dispatch]);
  return null;
}

function App({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  return (
    <StoreProvider preloadedState={{ app: preloadedAppState(pageProps.layout?.maintenance) }}>
      <GlobalStyle />
      <PlayerLoader />
      <Layout layout={pageProps.layout}>
        <Component {...pageProps} />
      </Layout>
    </StoreProvider>
  );
}

export default appWithI18n(App);
