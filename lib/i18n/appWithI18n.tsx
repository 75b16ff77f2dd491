/**
 * Gives the app the translation store (lib/i18n/translations.ts) of the page's data, in place of
 * next-i18next's appWithTranslation, whose i18next client was a tenth of every page's first-load
 * JavaScript.
 *
 * The server makes a store per render: it only holds the page data's bundles, so making one is
 * cheaper than looking up a kept i18next instance was. The browser keeps one store for the app's
 * life: each page's bundles are added (the ones it does not hold yet), and the language follows
 * the page's locale, as appWithTranslation did.
 */
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { AppProps } from 'next/app';
import { toLocale } from '@/lib/routes';
import { Translations, type Resources } from './translations';
import { TranslationsContext } from './useTranslation';

/** What serverSideTranslations puts into a page's props. */
interface PageTranslations {
  initialLocale?: string;
  initialI18nStore?: Resources;
}

// The server has no layout effects (and nothing to follow); React warns when one is declared there.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

export function appWithI18n<P extends AppProps>(App: ComponentType<P>): ComponentType<P> {
  function TranslatedApp(props: P) {
    const page = (props.pageProps as { _nextI18Next?: PageTranslations } | undefined)?._nextI18Next;
    // A page without translations in its data (an error page) gets them all after hydration.
    const locale = toLocale(page?.initialLocale ?? props.router?.locale);
    const [store] = useState(() => new Translations(locale));
    // The page's bundles are in place before its components render; a component already on
    // screen that waited for one of them hears of it below.
    const waited = useRef(false);
    if (page?.initialI18nStore && store.addResources(page.initialI18nStore)) waited.current = true;
    useBrowserLayoutEffect(() => {
      if (store.language !== locale) store.changeLanguage(locale);
      else if (waited.current) store.changed();
      waited.current = false;
    });
    return (
      <TranslationsContext.Provider value={store}>
        <App {...props} />
      </TranslationsContext.Provider>
    );
  }
  return TranslatedApp;
}
