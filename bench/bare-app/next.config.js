// The bare app builds from the repository's node_modules (two folders up), so that is Turbopack's root.
const path = require('node:path');
const { i18n } = require('./next-i18next.config.js');

module.exports = {
  i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  turbopack: { root: path.resolve(__dirname, '../..') },
  outputFileTracingRoot: path.resolve(__dirname, '../..'),
};
