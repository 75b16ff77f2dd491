/** Browser error reporting; loaded by instrumentation-client.ts. Settings: lib/sentry/options.ts. */
import * as Sentry from '@sentry/nextjs';
import { readSiteEnv } from './lib/config/env';
import { sentryOptions } from './lib/sentry/options';

const options = sentryOptions(readSiteEnv(), 'client', {
  linkedErrorsIntegration: Sentry.linkedErrorsIntegration,
  browserTracingIntegration: Sentry.browserTracingIntegration,
});

if (options.enabled) Sentry.init(options);
