/**
 * Next runs this file in the browser before the app starts:
 * - hydration as a transition (lib/hydration/transitionHydration.ts). react-dom/client is taken as
 *   its CommonJS exports object, the one Next reads (an ES namespace import is read-only). Here it
 *   sits in Next's own entry, beside Next's import of the same module; imported from the app, it
 *   made the bundler split react-dom into two first-load chunks (0.5 kB more gzip).
 * - error reporting (docs/product/screens.md). The SDK is loaded only when reporting is enabled,
 *   so visitors of a site without a DSN (or in development) do not download it. The decision is
 *   made at build time (next.config.ts `env`), where the browser's DSN is read anyway: a constant
 *   condition lets the bundler leave out the import and the list of the SDK's chunks that it
 *   would carry on every page.
 */
import reactDomClient from 'react-dom/client';
import { hydrateInTransition } from './lib/hydration/transitionHydration';

hydrateInTransition(reactDomClient);

if (process.env.SENTRY_IN_BROWSER === 'yes') void import('./sentry.client.config');
