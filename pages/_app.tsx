import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Layout } from '@/components/layout/Layout';
import { preloadedAppState } from '@/components/layout/maintenanceState';
import type { BasePageProps } from '@/lib/seo/pageProps';
import { appWithI18n } from '@/lib/i18n/appWithI18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Translations } from '@/lib/i18n/translations';
import { toLocale, type Locale } from '@/lib/routes';
import { useAppDispatch } from '@/store';
import { StoreProvider } from '@/store/StoreProvider';
import { GlobalStyle } from '@/styles/GlobalStyle';

// The namespace loader (a list of one chunk per language and namespace) comes after hydration too.
const loadMissingNamespaces = (i18n: Translations, locale: Locale) =>
  import('@/lib/i18n/loadNamespaces').then((loader) => loader.loadMissingNamespaces(i18n, locale));

/**
 * Loads the player once on app start (the first load decides the login redirects), after the
 * translations the page data did not carry: the player's own parts (balance, profile, badges)
 * render only once the player is known, so they never show a raw key.
 */

function PlayerLoader() {
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation();
  const locale = toLocale(useRouter().locale);
  useEffect(() => {
    void loadMissingNamespaces(i18n, locale)
      .catch(() => undefined)
      // The player check loads here, after hydration, not with the page.
      .finally(() => void import('@/store/profile/playerCheck').then(({ loadPlayer }) => dispatch(loadPlayer())));
    // Once per app start; a language change loads its namespaces below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  useEffect(() => {
    void loadMissingNamespaces(i18n, locale).catch(() => undefined);
  }, [i18n, locale]);
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
