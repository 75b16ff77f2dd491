// The site's locales and translation files (../../locales), as the site reads them.
const path = require('node:path');

module.exports = {
  i18n: { locales: ['fi', 'et', 'en'], defaultLocale: 'fi', localeDetection: false },
  fallbackLng: 'fi',
  defaultNS: 'common',
  localePath: path.resolve(__dirname, '../../locales'),
};
