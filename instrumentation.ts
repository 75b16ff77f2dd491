/**
 * Next's server start hook, Node.js runtime only: error reporting (docs/product/screens.md), the
 * client address and drain on SIGTERM around Next's own server (lib/server/lifecycle.ts), and
 * request ids, JSON logs and metrics (lib/server/observability.ts; not while `next build` renders).
 */
import type { Instrumentation } from 'next';
import { captureRequestError } from '@sentry/nextjs';

export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('./lib/server/lifecycle')).installSiteLifecycle();
    if (process.env.NEXT_PHASE !== 'phase-production-build') await (await import('./lib/server/observability')).installSiteObservability();
    await import('./sentry.server.config');
  }
}

/** A failed render or API route: a JSON line with its request id (the site's log), then Sentry. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/server/observability')).logRequestError(error, request, context);
  return captureRequestError(error, request, context);
};
