/**
 * The shared options in the real browser SDK (11.0.0): a capturing transport shows what would be
 * sent. tracesSampleRate is raised to 1 here only so that the transaction filter can be observed;
 * browser tracing is left out because jsdom lacks the performance APIs it reads.
 * @sentry/nextjs's browser init delegates to @sentry/browser, and jest resolves @sentry/nextjs to
 * its server build, so the browser SDK is used directly.
 */
import { createTransport, type BaseTransportOptions } from '@sentry/core';
import * as Sentry from '@sentry/browser';
import { sentryOptions } from '@/lib/sentry/options';

const DSN = 'https://public@o0.ingest.example/1';
const sent: string[] = [];
let transportBufferSize: number | undefined;

function capturingTransport(options: BaseTransportOptions) {
  transportBufferSize = options.bufferSize;
  return createTransport(options, (request) => {
    sent.push(typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body));
    return Promise.resolve({ statusCode: 200 });
  });
}

function start(traceLifecycle: 'stream' | 'static') {
  const options = sentryOptions({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: DSN }, 'client', {
    linkedErrorsIntegration: Sentry.linkedErrorsIntegration,
  });
  expect(options.enabled).toBe(true);
  Sentry.init({ ...options, tracesSampleRate: 1, traceLifecycle, transport: capturingTransport });
}

/** Item types of all captured envelopes ('event', 'span', 'transaction', ...). */
const sentTypes = () =>
  sent.flatMap((body) =>
    body
      .split('\n')
      .slice(1)
      .filter((_, i) => i % 2 === 0)
      .map((line) => (JSON.parse(line) as { type: string }).type),
  );

async function transactionSent(name: string): Promise<boolean> {
  sent.length = 0;
  Sentry.startSpan({ name, forceTransaction: true }, () => Sentry.startSpan({ name: 'child' }, () => undefined));
  await Sentry.flush(1000);
  return sentTypes().some((type) => type === 'span' || type === 'transaction');
}

afterEach(async () => {
  await Sentry.close();
  sent.length = 0;
});

it('uses a transport buffer of 30', () => {
  start('stream');
  expect(transportBufferSize).toBe(30);
});

it('sends errors but not the ignored non-Error rejection', async () => {
  start('stream');
  Sentry.captureException(new Error('Non-Error promise rejection captured with value: x'));
  await Sentry.flush(1000);
  expect(sent).toHaveLength(0);
  Sentry.captureException(new Error('real failure'));
  await Sentry.flush(1000);
  expect(sentTypes()).toContain('event');
  expect(sent.join('')).toContain('real failure');
});

it('follows at most 5 linked causes (the error itself plus 5)', async () => {
  start('stream');
  let error = new Error('cause 0');
  for (let i = 1; i <= 8; i += 1) error = new Error(`cause ${i}`, { cause: error });
  Sentry.captureException(error);
  await Sentry.flush(1000);
  const envelope = sent.find((body) => body.includes('cause 8'))!;
  const item = JSON.parse(envelope.split('\n')[2]) as { exception: { values: { value: string }[] } };
  expect(item.exception.values.map((v) => v.value)).toEqual(['cause 3', 'cause 4', 'cause 5', 'cause 6', 'cause 7', 'cause 8']);
});

it.each(['stream', 'static'] as const)('drops the /404 transaction and keeps others (%s lifecycle)', async (lifecycle) => {
  start(lifecycle);
  expect(await transactionSent('/404')).toBe(false);
  expect(await transactionSent('/fi/404')).toBe(false);
  expect(await transactionSent('/games')).toBe(true);
  expect(await transactionSent('/games/404-club')).toBe(true);
});
