// The bare app builds from the repository's node_modules (two folders up), so that is Turbopack's root.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18nConfig from './next-i18next.config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config = {
  i18n: i18nConfig.i18n,
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { styledComponents: true },
  turbopack: { root },
  outputFileTracingRoot: root,
};

export default config;
