/**
 * The site's translation hook, shaped like react-i18next's `useTranslation` for what the site
 * uses of it (a namespace, `t` and the store), on the store of lib/i18n/translations.ts.
 *
 * Every component of a store shares one `t` per language and namespace, and re-renders when the
 * store announces a change (the language changing, late namespaces a component waits for:
 * lib/i18n/loadNamespaces.ts).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE } from '@/lib/routes';
import type { Namespace } from './namespaces';
import { Translations, type TFunction } from './translations';

/**
 * The store of the app (lib/i18n/appWithI18n.tsx). Without a provider (a unit test) an empty
 * store: `t` gives the default value, else the key.
 */
export const TranslationsContext = createContext<Translations>(new Translations(DEFAULT_LOCALE));

export interface Translation {
  t: TFunction;
  i18n: Translations;
}

/**
 * `t` of `ns` (or of the first of several; keys of the others are written `ns:key`) in the
 * store's current language. Reports the namespaces as used, so that one arriving late
 * re-renders the component that waits for it.
 */
export function useTranslation(ns: Namespace | readonly Namespace[] = 'common'): Translation {
  const i18n = useContext(TranslationsContext);
  useSyncExternalStore(i18n.subscribe, i18n.getVersion, i18n.getVersion);
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  i18n.addUsedNamespaces(namespaces);
  return { t: i18n.getFixedT(i18n.language, namespaces[0]), i18n };
}
