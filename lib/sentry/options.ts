/**
 * Error-reporting settings shared by sentry.client.config.ts and sentry.server.config.ts
 * (docs/product/screens.md, docs/product/constants.md). Pure: takes the env values and the integration factories, returns
 * the Sentry.init options, so every setting is unit-tested without a Sentry client.
 */
import type { Integration } from '@sentry/core';

const TRACES_SAMPLE_RATE = 0.1;
const DEFAULT_ENVIRONMENT = 'production';
const REPORTING_ENVIRONMENTS = ['production', 'staging'] as const;
const IGNORED_ERRORS = ['Non-Error promise rejection captured'];
/** Transport queue size (docs/product/constants.md: "transport buffer 30"; the SDK default is 64). */
const TRANSPORT_BUFFER_SIZE = 30;
/** Causes followed on an error (error.cause chain). */
const LINKED_ERRORS_LIMIT = 5;
/** Idle page-load/navigation transaction timings (ms). */
const IDLE_TIMEOUT_MS = 1000;
const FINAL_TIMEOUT_MS = 30000;
/**
 * The product's "heartbeat 5 s" (docs/product/constants.md) is the SDK v7 heartbeat: an idle
 * transaction ended after 3 heartbeats without span activity. SDK 8+ replaced it with
 * `childSpanTimeout`, hence 3 × 5 s.
 */
const HEARTBEAT_INTERVAL_MS = 5000;
export const CHILD_SPAN_TIMEOUT_MS = 3 * HEARTBEAT_INTERVAL_MS;
/**
 * The product's "rate-limit backoff 60 s": after a 429 without Retry-After the SDK waits its
 * DEFAULT_RETRY_AFTER (60000 ms); there is no option for it, a test pins the SDK value.
 */
export const RATE_LIMIT_BACKOFF_MS = 60000;

/** Env values read by the configs; listed one by one so Next inlines the NEXT_PUBLIC_ ones. */
export interface SentryEnv {
  NODE_ENV?: string;
  NEXT_PUBLIC_APP_ENV?: string;
  NEXT_PUBLIC_SENTRY_DSN?: string;
  SENTRY_DSN?: string;
}

export type SentryRuntime = 'client' | 'server';

interface TracingOptions {
  idleTimeout: number;
  finalTimeout: number;
  childSpanTimeout: number;
}

/** The SDK's integration factories, injected so this module stays free of runtime imports. */
export interface IntegrationFactories {
  linkedErrorsIntegration: (options: { limit: number }) => Integration;
  browserTracingIntegration?: (options: TracingOptions) => Integration;
}

export interface SentryOptions {
  dsn: string | undefined;
  enabled: boolean;
  environment: string;
  tracesSampleRate: number;
  ignoreErrors: string[];
  transportOptions: { bufferSize: number };
  integrations: Integration[];
  /**
   * SDK 11 streams spans ('stream', its default) and then ignores beforeSendTransaction (and warns
   * at init if it is set), so the /404 transaction is dropped by its root span: ignoring the
   * segment span drops the whole trace. ignoreSpans also works with the 'static' lifecycle.
   */
  traceLifecycle: 'stream';
  ignoreSpans: { name: RegExp }[];
}

/**
 * Environment label: NEXT_PUBLIC_APP_ENV when set; otherwise NODE_ENV's development/test (so
 * `next dev` and jest never report); otherwise production.
 */
function sentryEnvironment(env: SentryEnv): string {
  const label = env.NEXT_PUBLIC_APP_ENV?.trim();
  if (label) return label;
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return env.NODE_ENV;
  return DEFAULT_ENVIRONMENT;
}

/** The server may have its own SENTRY_DSN; the browser only sees NEXT_PUBLIC_SENTRY_DSN. */
function sentryDsn(env: SentryEnv, runtime: SentryRuntime): string | undefined {
  const dsn = runtime === 'server' ? env.SENTRY_DSN || env.NEXT_PUBLIC_SENTRY_DSN : env.NEXT_PUBLIC_SENTRY_DSN;
  return dsn?.trim() || undefined;
}

/** Names of the not-found page's transactions: '/404', 'GET /404', '/fi/404'. */
const NOT_FOUND_TRANSACTION = /^(?:[A-Z]+ )?(?:\/(?:fi|et|en|default))?\/404\/?$/;

export function isNotFoundTransaction(name: string | undefined): boolean {
  return typeof name === 'string' && NOT_FOUND_TRANSACTION.test(name);
}

/** Reporting is active only in production or staging, and only with a DSN configured. */
export function reportingEnabled(env: SentryEnv, runtime: SentryRuntime): boolean {
  return (REPORTING_ENVIRONMENTS as readonly string[]).includes(sentryEnvironment(env)) && sentryDsn(env, runtime) !== undefined;
}

export function sentryOptions(env: SentryEnv, runtime: SentryRuntime, factories: IntegrationFactories): SentryOptions {
  const environment = sentryEnvironment(env);
  const dsn = sentryDsn(env, runtime);
  const integrations: Integration[] = [factories.linkedErrorsIntegration({ limit: LINKED_ERRORS_LIMIT })];
  if (runtime === 'client' && factories.browserTracingIntegration) {
    integrations.push(
      factories.browserTracingIntegration({
        idleTimeout: IDLE_TIMEOUT_MS,
        finalTimeout: FINAL_TIMEOUT_MS,
        childSpanTimeout: CHILD_SPAN_TIMEOUT_MS,
      }),
    );
  }
  return {
    dsn,
    enabled: reportingEnabled(env, runtime),
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    ignoreErrors: [...IGNORED_ERRORS],
    transportOptions: { bufferSize: TRANSPORT_BUFFER_SIZE },
    integrations,
    traceLifecycle: 'stream',
    ignoreSpans: [{ name: NOT_FOUND_TRANSACTION }],
  };
}
