/** Server (Node.js) error reporting; loaded by instrumentation.ts. Settings: lib/sentry/options.ts. */
import * as Sentry from '@sentry/nextjs';
import { sentryOptions } from './lib/sentry/options';

const options = sentryOptions(
  {
    NODE_ENV: process.env.NODE_ENV,
    NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
    NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
    SENTRY_DSN: process.env.SENTRY_DSN,
  },
  'server',
  { linkedErrorsIntegration: Sentry.linkedErrorsIntegration },
);

if (options.enabled) Sentry.init(options);
