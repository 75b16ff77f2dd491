/** Next's server start hook: error reporting for the Node.js runtime (docs/product/screens.md). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
}

export { captureRequestError as onRequestError } from '@sentry/nextjs';
