// @ts-check
/**
 * next-i18next (pages router). Next does the locale routing: 'default' is a placeholder locale
 * (a path without a locale prefix lands there and proxy.ts redirects it to /fi).
 * Translation files: ./locales/{fi,et,en}/<namespace>.json (the namespaces of `ns`).
 * next-i18next reads them on the server (lib/seo/pageProps.server.ts); pages render them with the site's
 * own translation store (lib/i18n/translations.ts, which takes `fallbackLng` from here).
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
};
