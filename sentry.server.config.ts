/** Server (Node.js) error reporting; loaded by instrumentation.ts. Settings: lib/sentry/options.ts. */
import * as Sentry from '@sentry/nextjs';
import { readSiteEnv } from './lib/config/env';
import { sentryOptions } from './lib/sentry/options';

const options = sentryOptions(readSiteEnv(), 'server', { linkedErrorsIntegration: Sentry.linkedErrorsIntegration });

if (options.enabled) Sentry.init(options);
