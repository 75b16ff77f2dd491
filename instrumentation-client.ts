/**
 * Next runs this file in the browser before the app starts: error reporting (SPEC section 1).
 * The SDK is loaded only when reporting is enabled, so visitors of a site without a DSN (or in
 * development) do not download it.
 */
import { reportingEnabled } from './lib/sentry/options';

const env = {
  NODE_ENV: process.env.NODE_ENV,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
};

if (reportingEnabled(env, 'client')) void import('./sentry.client.config');
