/** The two config files call Sentry.init with the shared options only when reporting is enabled. */
jest.mock('@sentry/nextjs', () => ({
  init: jest.fn(),
  linkedErrorsIntegration: jest.fn((options: unknown) => ({ name: 'LinkedErrors', options })),
  browserTracingIntegration: jest.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
}));

const DSN = 'https://public@o0.ingest.example/1';
const ORIGINAL_ENV = process.env;

function load(file: 'client' | 'server', env: Record<string, string | undefined>) {
  process.env = {
    ...ORIGINAL_ENV,
    NEXT_PUBLIC_APP_ENV: undefined,
    NEXT_PUBLIC_SENTRY_DSN: undefined,
    SENTRY_DSN: undefined,
    ...env,
  } as NodeJS.ProcessEnv;
  let init: jest.Mock = jest.fn();
  jest.isolateModules(() => {
    init = (jest.requireMock('@sentry/nextjs') as { init: jest.Mock }).init;
    init.mockClear();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(file === 'client' ? '@/sentry.client.config' : '@/sentry.server.config');
  });
  return init;
}

afterEach(() => {
  process.env = ORIGINAL_ENV;
});

it.each(['client', 'server'] as const)('%s config does not init in test or without a DSN', (file) => {
  expect(load(file, { NEXT_PUBLIC_SENTRY_DSN: DSN, SENTRY_DSN: DSN })).not.toHaveBeenCalled();
  expect(load(file, { NEXT_PUBLIC_APP_ENV: 'production' })).not.toHaveBeenCalled();
});

it.each(['client', 'server'] as const)('%s config inits in staging with a DSN', (file) => {
  const init = load(file, { NEXT_PUBLIC_APP_ENV: 'staging', NEXT_PUBLIC_SENTRY_DSN: DSN });
  expect(init).toHaveBeenCalledTimes(1);
  expect(init.mock.calls[0][0]).toMatchObject({
    dsn: DSN,
    enabled: true,
    environment: 'staging',
    tracesSampleRate: 0.1,
    transportOptions: { bufferSize: 30 },
    ignoreErrors: ['Non-Error promise rejection captured'],
  });
  const names = (init.mock.calls[0][0].integrations as { name: string }[]).map((i) => i.name);
  expect(names).toEqual(file === 'client' ? ['LinkedErrors', 'BrowserTracing'] : ['LinkedErrors']);
});
