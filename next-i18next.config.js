// @ts-check
const path = require('path');

/** next-i18next (pages router): locale routing by Next, translation files under ./locales. */
module.exports = {
  i18n: {
    locales: ['default', 'fi', 'et', 'en'],
    defaultLocale: 'default',
    localeDetection: false,
  },
  fallbackLng: 'fi',
  supportedLngs: ['fi', 'et', 'en', 'default'],
  defaultNS: 'common',
  ns: ['common', 'errors'],
  localePath: typeof window === 'undefined' ? path.resolve('./locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
  serializeConfig: false,
};
