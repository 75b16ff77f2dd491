/**
 * next-i18next's appWithTranslation, with one i18n instance per language and namespace set on a
 * production server instead of one per render.
 *
 * appWithTranslation builds and initialises a new i18next instance for every page it renders on
 * the server (a few per cent of each page rendered per request: search results, game play). A
 * production server's translations do not change while it runs (lib/seo/pageProps.ts reads them
 * once), and rendering only reads an instance (the language is fixed at creation; it changes
 * only in the browser), so an instance made for the first page of a language and namespace set
 * serves every later one. The browser, and development (translations reloaded on every render),
 * keep appWithTranslation as it is.
 */
import type { ComponentType } from 'react';
import type { AppProps } from 'next/app';
import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { appWithTranslation } from 'next-i18next/pages';
import { I18nextProvider } from 'react-i18next';
import { readSiteEnv } from '@/lib/config/env';
import nextI18NextConfig from '../../next-i18next.config.js';

interface PageTranslations {
  initialLocale?: string;
  ns?: string[];
  initialI18nStore?: Resource;
}

// Its own keys (localePath, reloadOnPrerender) are ignored by i18next, as in next-i18next's instance.
const { i18n: routing, ...i18nextConfig } = nextI18NextConfig;

/** The options next-i18next's own instance gets (its defaults, then the site's config). */
const baseOptions: InitOptions = {
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  ...(i18nextConfig as InitOptions),
  fallbackLng: i18nextConfig.fallbackLng ?? routing.defaultLocale,
  // The server renders synchronously from the resources it was given.
  initAsync: false,
};

/** Language and namespace sets are few (3 × a handful); the bound only guards against surprises. */
const MAX_INSTANCES = 50;
const instances = new Map<string, I18n>();

function serverInstance({ initialLocale, ns = [], initialI18nStore }: Required<Pick<PageTranslations, 'initialLocale'>> & PageTranslations): I18n {
  const key = `${initialLocale}|${ns.join(',')}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = i18next.createInstance({ ...baseOptions, lng: initialLocale, ns, resources: initialI18nStore });
    void instance.init();
    if (instances.size >= MAX_INSTANCES) instances.clear();
    instances.set(key, instance);
  }
  return instance;
}

export function appWithI18n<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  const Translated = appWithTranslation(App, nextI18NextConfig) as ComponentType<P>;
  if (typeof window !== 'undefined' || readSiteEnv().NODE_ENV !== 'production') return Translated;
  function ServerApp(props: P) {
    const translations = (props.pageProps as { _nextI18Next?: PageTranslations } | undefined)?._nextI18Next;
    if (!translations?.initialLocale) return <Translated {...props} />;
    return (
      <I18nextProvider i18n={serverInstance({ ...translations, initialLocale: translations.initialLocale })}>
        <App {...props} />
      </I18nextProvider>
    );
  }
  return ServerApp;
}
