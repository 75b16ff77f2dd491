/**
 * Browser side: the namespaces a page's data did not carry, loaded after hydration as separate
 * chunks (one per language and namespace) and added to the app's i18n instance together.
 *
 * They are added silently: every useTranslation consumer re-renders on the store's 'added' event
 * (next-i18next.config.js bindI18nStore), synchronously (useSyncExternalStore), whichever
 * namespace arrived, so one event per chunk re-rendered the whole page once per namespace right
 * after hydration (the largest blocking time of a cold load, docs/decisions.md). The event is sent
 * once, and only when a component already on screen asked for one of them (a panel opened before
 * they arrived, showing raw keys until now); everything rendered later finds its texts in place.
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@/lib/routes';
import { NAMESPACES, type Namespace } from './namespaces';

type Bundle = Record<string, unknown>;

// The bundler keeps each chunk's module, so asking again for one costs no second download.
const load = (locale: Locale, ns: Namespace): Promise<{ default: Bundle }> => import(`../../locales/${locale}/${ns}.json`);

/** Adds every namespace of `locale` that the instance does not hold yet; resolves when all are in. */
export async function loadMissingNamespaces(i18n: I18n, locale: Locale): Promise<void> {
  const missing = NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (missing.length === 0) return;
  const bundles = await Promise.all(missing.map((ns) => load(locale, ns)));
  // Another call (the language effect) may have added some meanwhile.
  const added = missing.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  const used = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const announce = added.some((ns) => used.includes(ns));
  added.forEach((ns, index) => {
    // Only the last one announces itself (once all are in), and only when a component waits.
    const silent = !announce || index < added.length - 1;
    i18n.addResourceBundle(locale, ns, bundles[missing.indexOf(ns)].default, true, false, { silent });
  });
}
