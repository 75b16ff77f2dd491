/** Next's server start hook: error reporting for the Node.js runtime (SPEC section 1). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
}

export { captureRequestError as onRequestError } from '@sentry/nextjs';
