/** Next runs this file in the browser before the app starts: error reporting (SPEC section 1). */
import './sentry.client.config';
