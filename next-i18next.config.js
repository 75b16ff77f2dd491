// @ts-check
/**
 * next-i18next (pages router). Next does the locale routing: 'default' is a placeholder locale
 * (a path without a locale prefix lands there and proxy.ts redirects it to /fi).
 * Translation files: ./locales/{fi,et,en}/<namespace>.json (the namespaces of `ns`).
 */
module.exports = {
  i18n: {
    locales: ['default', 'fi', 'et', 'en'],
    defaultLocale: 'default',
    localeDetection: /** @type {false} */ (false),
  },
  fallbackLng: 'fi',
  defaultNS: 'common',
  ns: ['common', 'errors', 'games', 'account', 'wallet', 'play', 'profile', 'limits', 'bonuses', 'help'],
  localePath: './locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  // Pages carry only the namespaces they render; the others are added in the browser after
  // hydration (lib/i18n/loadNamespaces.ts); a component that asked for one before it arrived
  // re-renders then ('added', sent once for all of them).
  react: { useSuspense: false, bindI18nStore: 'added' },
};
