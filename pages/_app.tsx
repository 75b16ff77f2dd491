import type { AppProps } from 'next/app';
import { appWithTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { Layout } from '@/components/layout/Layout';
import { preloadedAppState } from '@/components/layout/useMaintenance';
import type { BasePageProps } from '@/lib/seo/pageProps';
import { loadPlayer, useAppDispatch } from '@/store';
import { StoreProvider } from '@/store/StoreProvider';
import { GlobalStyle } from '@/styles/GlobalStyle';
import { theme } from '@/styles/theme';
import nextI18NextConfig from '../next-i18next.config.js';

/** Loads the player once on app start (the first load decides the login redirects). */
function PlayerLoader() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(loadPlayer());
  }, [dispatch]);
  return null;
}

function App({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  return (
    <StoreProvider preloadedState={{ app: preloadedAppState(pageProps.layout?.maintenance) }}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <PlayerLoader />
        <Layout layout={pageProps.layout}>
          <Component {...pageProps} />
        </Layout>
      </ThemeProvider>
    </StoreProvider>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
