/** Browser error reporting; loaded by instrumentation-client.ts. Settings: lib/sentry/options.ts. */
import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './lib/sentry/options';

// Each variable is named in full so that Next inlines the NEXT_PUBLIC_ values into the bundle.
const options = sentryOptions(
  {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  },
  'client',
  { linkedErrorsIntegration: Sentry.linkedErrorsIntegration, browserTracingIntegration: Sentry.browserTracingIntegration },
);

if (options.enabled) Sentry.init(options);
