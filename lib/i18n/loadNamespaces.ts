/**
 * Browser side: the namespaces a page's data did not carry, loaded after hydration as separate
 * chunks (one per language and namespace) and added to the app's translation store together.
 *
 * They are added silently: every useTranslation consumer re-renders on the store's change
 * notification, synchronously (useSyncExternalStore), whichever namespace arrived, so one
 * notification per chunk re-rendered the whole page once per namespace right after hydration (the
 * largest blocking time of a cold load, docs/decisions.md). The notification is sent once, and
 * only when a component already on screen asked for one of them (a panel opened before they
 * arrived, showing raw keys until now); everything rendered later finds its texts in place.
 */
import type { Locale } from '@/lib/routes';
import { NAMESPACES, type Namespace } from './namespaces';
import type { Bundle, Translations } from './translations';

// The bundler keeps each chunk's module, so asking again for one costs no second download.
const load = (locale: Locale, ns: Namespace): Promise<{ default: Bundle }> => import(`../../locales/${locale}/${ns}.json`);

/** Adds every namespace of `locale` that the store does not hold yet; resolves when all are in. */
export async function loadMissingNamespaces(i18n: Translations, locale: Locale): Promise<void> {
  const missing = NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (missing.length === 0) return;
  const bundles = await Promise.all(missing.map((ns) => load(locale, ns)));
  // Silently (one another call added meanwhile is kept), then one notification if a component waits.
  const waited = i18n.addResources({ [locale]: Object.fromEntries(missing.map((ns, index) => [ns, bundles[index].default])) });
  if (waited) i18n.changed();
}
