/**
 * Browser side: the namespaces a page's data did not carry, loaded after hydration as separate
 * chunks (one per language and namespace) and added to the app's i18n instance. react-i18next
 * re-renders on 'added' (next-i18next.config.js bindI18nStore), so a panel opened later finds
 * its texts.
 */
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@/lib/routes';
import { NAMESPACES, type Namespace } from './namespaces';

type Bundle = Record<string, unknown>;

const load = (locale: Locale, ns: Namespace): Promise<{ default: Bundle }> => import(`../../locales/${locale}/${ns}.json`);

const pending = new Map<string, Promise<void>>();

/** Adds every namespace of `locale` that the instance does not hold yet; resolves when all are in. */
export function loadMissingNamespaces(i18n: I18n, locale: Locale): Promise<void> {
  const missing = NAMESPACES.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  return Promise.all(
    missing.map((ns) => {
      const key = `${locale}/${ns}`;
      let task = pending.get(key);
      if (!task) {
        task = load(locale, ns)
          .then((module) => {
            i18n.addResourceBundle(locale, ns, module.default, true, false);
          })
          .finally(() => pending.delete(key));
        pending.set(key, task);
      }
      return task;
    }),
  ).then(() => undefined);
}
