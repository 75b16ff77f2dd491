/**
 * @jest-environment node
 *
 * msw answers what the real platform answers: each catalogued mocked answer
 * (platformAnswers.ts) is replayed against the real platform, anonymously or as a registered,
 * logged-in player, and both answers must agree on status and error code (and params); success
 * answers must both fit the platform's OpenAPI document.
 */
import { answerProblems, fetchOpenApiDocument, findOperation, type OpenApiDocument } from '../contract/openapiDocument';
import { platformAnswers, type MockedAnswer } from './platformAnswers';
import { PlatformCaller, registerPlayer, startRealPlatform, type RealPlatform } from './realPlatform';
import { defaultAnswers } from './server';

let platform: RealPlatform | undefined;
let doc: OpenApiDocument;

beforeAll(async () => {
  platform = await startRealPlatform();
  doc = await fetchOpenApiDocument(platform.url);
}, 90_000);

afterAll(async () => {
  await platform?.stop();
});

const errorOf = (body: unknown) => body as { errorCode?: number; params?: Record<string, unknown> } | undefined;

it.each(Object.entries(platformAnswers) as [string, MockedAnswer][])(
  "the mocked answer '%s' is what the platform answers",
  async (_name, mocked) => {
    const caller = new PlatformCaller(platform!);
    if (mocked.as === 'player') await registerPlayer(caller);
    const real = mocked.replay ? await mocked.replay(caller) : await caller.send(mocked.method, mocked.path);

    expect({ status: real.status, errorCode: errorOf(real.body)?.errorCode }).toEqual({
      status: mocked.status,
      errorCode: errorOf(mocked.body)?.errorCode,
    });
    const mockedParams = errorOf(mocked.body)?.params;
    if (mockedParams) expect(errorOf(real.body)?.params).toMatchObject(mockedParams);
    if (mocked.status < 300) {
      const operation = findOperation(doc, mocked.path, mocked.method)!;
      expect(answerProblems(operation, real.status, real.body)).toEqual([]);
      expect(answerProblems(operation, mocked.status, mocked.body)).toEqual([]);
    }
  },
  30_000,
);

it('the default handlers answer an anonymous visitor as the platform does', () => {
  // Site code reads an anonymous GET /player as "not logged in" only with this status and code.
  expect(defaultAnswers).toContain('anonymousPlayer');
  expect(platformAnswers.anonymousPlayer).toMatchObject({ status: 401, body: { errorCode: 115 } });
});
