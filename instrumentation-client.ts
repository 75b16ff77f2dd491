/**
 * Next runs this file in the browser before the app starts: error reporting (docs/product/screens.md).
 * The SDK is loaded only when reporting is enabled, so visitors of a site without a DSN (or in
 * development) do not download it.
 */
import { readSiteEnv } from './lib/config/env';
import { reportingEnabled } from './lib/sentry/options';

if (reportingEnabled(readSiteEnv(), 'client')) void import('./sentry.client.config');
