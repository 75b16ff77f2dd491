// @ts-check
// The site's locales and translation files (../../locales, from this folder, where the bench starts the app).
module.exports = {
  i18n: { locales: ['fi', 'et', 'en'], defaultLocale: 'fi', localeDetection: /** @type {false} */ (false) },
  fallbackLng: 'fi',
  defaultNS: 'common',
  localePath: '../../locales',
};
