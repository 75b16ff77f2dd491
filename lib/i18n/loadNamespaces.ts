/**
 * Browser side: the namespaces a page's data did not carry, loaded after hydration and added to
 * the app's translation store together. The ones no layout carries come in one chunk per
 * language (lib/i18n/bundles/): a chunk per namespace meant seven script elements, module
 * instantiations and answers in the first seconds of every page. A layout namespace is missing
 * only on a page without translations in its data (an error page); those come one by one.
 *
 * They are added silently: every useTranslation consumer re-renders on the store's change
 * notification, synchronously (useSyncExternalStore), whichever namespace arrived, so one
 * notification per chunk re-rendered the whole page once per namespace right after hydration (the
 * largest blocking time of a cold load, docs/decisions.md#translations). The notification is sent once, and
 * only when a component already on screen asked for one of them (a panel opened before they
 * arrived, showing raw keys until now); everything rendered later finds its texts in place.
 */
import type { Locale } from '@/lib/routes';
import { LATE_NAMESPACES, NAMESPACES, type Namespace } from './namespaces';
import type { Bundle, Translations } from './translations';

// The bundler keeps each chunk's module, so asking again for one costs no second download.
const loadLate = (locale: Locale): Promise<{ default: Record<string, Bundle> }> => import(`./bundles/${locale}`);
const loadOne = (locale: Locale, ns: Namespace): Promise<{ default: Bundle }> => import(`../../locales/${locale}/${ns}.json`);

/** Adds every namespace of `locale` that the store does not hold yet; resolves when all are in. */
export async function loadMissingNamespaces(i18n: Translations, locale: Locale): Promise<void> {
  const missing = NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (missing.length === 0) return;
  const layoutMissing = missing.filter((ns) => !LATE_NAMESPACES.includes(ns));
  const [late, ...layout] = await Promise.all([
    missing.length > layoutMissing.length ? loadLate(locale) : null,
    ...layoutMissing.map((ns) => loadOne(locale, ns)),
  ]);
  const bundles: Record<string, Bundle> = {
    ...late?.default,
    ...Object.fromEntries(layoutMissing.map((ns, index) => [ns, layout[index].default])),
  };
  // Silently (a held one, also one another call added meanwhile, is kept), then one notification if a component waits.
  const waited = i18n.addResources({ [locale]: bundles });
  if (waited) i18n.changed();
}
