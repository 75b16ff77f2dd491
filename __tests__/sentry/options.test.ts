import { DEFAULT_RETRY_AFTER, type Integration } from '@sentry/core';
import {
  CHILD_SPAN_TIMEOUT_MS,
  isNotFoundTransaction,
  RATE_LIMIT_BACKOFF_MS,
  reportingEnabled,
  sentryOptions,
  type IntegrationFactories,
  type SentryEnv,
} from '@/lib/sentry/options';

const DSN = 'https://public@o0.ingest.example/1';

function factories(): IntegrationFactories & {
  linkedErrorsIntegration: jest.Mock;
  browserTracingIntegration: jest.Mock;
} {
  return {
    linkedErrorsIntegration: jest.fn((options) => ({ name: 'LinkedErrors', options }) as unknown as Integration),
    browserTracingIntegration: jest.fn((options) => ({ name: 'BrowserTracing', options }) as unknown as Integration),
  };
}

const client = (env: SentryEnv) => sentryOptions(env, 'client', factories());
const server = (env: SentryEnv) => sentryOptions(env, 'server', factories());

describe('when reporting is enabled', () => {
  it('is disabled without a DSN, even in production', () => {
    expect(client({ NODE_ENV: 'production' }).enabled).toBe(false);
    expect(client({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: '  ' }).enabled).toBe(false);
    expect(server({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'staging' }).enabled).toBe(false);
  });

  it('is disabled in development and test, and in other labels, even with a DSN', () => {
    expect(client({ NODE_ENV: 'development', NEXT_PUBLIC_SENTRY_DSN: DSN }).enabled).toBe(false);
    expect(client({ NODE_ENV: 'test', NEXT_PUBLIC_SENTRY_DSN: DSN }).enabled).toBe(false);
    expect(client({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'development', NEXT_PUBLIC_SENTRY_DSN: DSN }).enabled).toBe(false);
    expect(client({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'qa', NEXT_PUBLIC_SENTRY_DSN: DSN }).enabled).toBe(false);
  });

  it('is enabled in production and staging with a DSN', () => {
    expect(client({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: DSN })).toMatchObject({
      enabled: true,
      environment: 'production',
      dsn: DSN,
    });
    expect(client({ NODE_ENV: 'production', NEXT_PUBLIC_APP_ENV: 'staging', NEXT_PUBLIC_SENTRY_DSN: DSN })).toMatchObject({
      enabled: true,
      environment: 'staging',
    });
    expect(server({ NODE_ENV: 'production', SENTRY_DSN: DSN })).toMatchObject({ enabled: true, dsn: DSN });
  });

  it('the browser uses only the public DSN; the server prefers its own', () => {
    expect(client({ NODE_ENV: 'production', SENTRY_DSN: DSN }).enabled).toBe(false);
    expect(server({ NODE_ENV: 'production', SENTRY_DSN: 'https://s@x/2', NEXT_PUBLIC_SENTRY_DSN: DSN }).dsn).toBe('https://s@x/2');
    expect(server({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: DSN }).dsn).toBe(DSN);
  });
});

describe('settings', () => {
  const options = client({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: DSN });

  it('environment label defaults to production', () => {
    expect(client({}).environment).toBe('production');
    expect(client({ NODE_ENV: 'production' }).environment).toBe('production');
    expect(client({ NEXT_PUBLIC_APP_ENV: 'staging', NODE_ENV: 'development' }).environment).toBe('staging');
  });

  it('samples 10 % of traces', () => {
    expect(options.tracesSampleRate).toBe(0.1);
  });

  it('ignores the non-Error promise rejection message', () => {
    expect(options.ignoreErrors).toContain('Non-Error promise rejection captured');
  });

  it('has a transport buffer of 30', () => {
    expect(options.transportOptions).toEqual({ bufferSize: 30 });
  });

  it('follows linked errors to a depth of 5, on both sides', () => {
    const f = factories();
    sentryOptions({}, 'server', f);
    expect(f.linkedErrorsIntegration).toHaveBeenCalledWith({ limit: 5 });
    expect(f.browserTracingIntegration).not.toHaveBeenCalled();
    expect(options.integrations.map((i) => i.name)).toEqual(['LinkedErrors', 'BrowserTracing']);
  });

  it('idle transactions: 1 s idle, 30 s final, 5 s heartbeat (3 beats = child span timeout)', () => {
    const f = factories();
    sentryOptions({}, 'client', f);
    expect(f.browserTracingIntegration).toHaveBeenCalledWith({ idleTimeout: 1000, finalTimeout: 30000, childSpanTimeout: 15000 });
    expect(CHILD_SPAN_TIMEOUT_MS).toBe(3 * 5000);
  });

  it('rate-limit backoff is the SDK default of 60 s', () => {
    expect(DEFAULT_RETRY_AFTER).toBe(RATE_LIMIT_BACKOFF_MS);
    expect(RATE_LIMIT_BACKOFF_MS).toBe(60000);
  });

  it('drops /404 transactions (by their root span) and keeps others', () => {
    expect(options.traceLifecycle).toBe('stream');
    expect(options.ignoreSpans).toHaveLength(1);
    const dropped = (name: string) => options.ignoreSpans.some((filter) => filter.name.test(name));
    expect(dropped('/404')).toBe(true);
    expect(dropped('GET /404')).toBe(true);
    expect(dropped('/fi/404')).toBe(true);
    expect(dropped('/')).toBe(false);
    expect(dropped('/game/[slug]/play')).toBe(false);
    expect(dropped('/games/404-club')).toBe(false);
    expect(isNotFoundTransaction(undefined)).toBe(false);
    expect(isNotFoundTransaction('/en/404')).toBe(true);
  });
});

describe('reportingEnabled (decides whether the browser loads the SDK at all)', () => {
  const dsn = 'https://public@o0.ingest.example/1';
  it('is on only in production or staging with a DSN', () => {
    expect(reportingEnabled({ NEXT_PUBLIC_SENTRY_DSN: dsn }, 'client')).toBe(true);
    expect(reportingEnabled({ NEXT_PUBLIC_APP_ENV: 'staging', NEXT_PUBLIC_SENTRY_DSN: dsn }, 'client')).toBe(true);
    expect(reportingEnabled({ NEXT_PUBLIC_APP_ENV: 'production' }, 'client')).toBe(false);
    expect(reportingEnabled({ NODE_ENV: 'development', NEXT_PUBLIC_SENTRY_DSN: dsn }, 'client')).toBe(false);
    expect(reportingEnabled({ SENTRY_DSN: dsn }, 'client')).toBe(false);
    expect(reportingEnabled({ SENTRY_DSN: dsn }, 'server')).toBe(true);
  });
});
