/**
 * Next runs this file in the browser before the app starts: error reporting (docs/product/screens.md).
 * The SDK is loaded only when reporting is enabled, so visitors of a site without a DSN (or in
 * development) do not download it. The decision is made at build time (next.config.ts `env`),
 * where the browser's DSN is read anyway: a constant condition lets the bundler leave out the
 * import and the list of the SDK's chunks that it would carry on every page.
 */
if (process.env.SENTRY_IN_BROWSER === 'yes') void import('./sentry.client.config');
