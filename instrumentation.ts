/**
 * Next's server start hook, Node.js runtime only: error reporting (docs/product/screens.md), and
 * the client address and drain on SIGTERM around Next's own server (lib/server/lifecycle.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('./lib/server/lifecycle')).installSiteLifecycle();
    await import('./sentry.server.config');
  }
}

export { captureRequestError as onRequestError } from '@sentry/nextjs';
