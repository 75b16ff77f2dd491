/**
 * Hostile input over every operation of the served OpenAPI document, anonymous and logged in, on
 * every engine. Requests are generated with fast-check from each operation's own schemas (path,
 * query and body) mixed with a list of hostile values (huge, NUL and bidi strings, NaN and
 * Infinity, injection strings, arrays for scalars, objects, bad JSON), in JSON, urlencoded and
 * multipart encodings. Every answer must be below 500, every error body must carry a catalogue
 * code, and no answer may show a stack, SQL or a file path. Bounded by FUZZ_RUNS per operation
 * and session kind; reproducible from FUZZ_SEED (a failure prints the seed and path to replay).
 */
import fc from 'fast-check';
import { loadScriptConfig } from '../src/config';
import { ERROR_DEFAULTS } from '../src/errors';
import { ENGINES, createTestDatabase, startApp, type RunningApp, type TestDatabase } from './shared/helpers';
import { ADMIN_TOKEN, Client, newPlayer } from './accounts/helpers';

const { fuzzSeed, fuzzRuns } = loadScriptConfig();

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  default?: unknown;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  '\u0000',
  'x\u0000y',
  '\u202Eevil\u202C',
  '\uFEFF',
  "' OR '1'='1",
  '"; DROP TABLE player; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-320',
  '-1',
  '0',
  '-0',
  '0x10',
  '9007199254740993',
  '1.005',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '💰'.repeat(200),
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  NaN,
  Infinity,
  -Infinity,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  true,
  null,
  [],
  {},
  ['a', 'b'],
  { a: 1 },
];

const hostile = fc.constantFrom(...HOSTILE_VALUES);

function typedArbitrary(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 3) return fc.string({ maxLength: 20 });
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => typedArbitrary(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1_000_000, -1_000_000_000),
        max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(typedArbitrary(schema.items, depth + 1), { maxLength: 4 });
    case 'object':
      return objectArbitrary(schema, depth + 1);
    default:
      return fc.string({ minLength: Math.min(schema.minLength ?? 0, 30), maxLength: Math.min(schema.maxLength ?? 40, 40) });
  }
}

/** A value for a field: mostly of its type, sometimes hostile. */
const fieldArbitrary = (schema: Schema | undefined): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 3, arbitrary: typedArbitrary(schema) },
    { weight: 2, arbitrary: hostile },
    { weight: 1, arbitrary: fc.array(hostile, { minLength: 1, maxLength: 3 }) },
  );

function objectArbitrary(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(schema.properties ?? {});
  const known = fc.record(
    Object.fromEntries(props.map(([name, s]) => [name, depth === 0 ? fieldArbitrary(s) : typedArbitrary(s, depth)])),
    {
      requiredKeys: [],
    },
  );
  // An unknown field now and then (e.g. a prototype key), which must be ignored.
  const extra = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'isAdmin', 'userId'), hostile).map(([key, value]) => ({ [key]: value })),
    { nil: undefined },
  );
  return fc.tuple(known, extra).map(([k, e]) => ({ ...k, ...(e ?? {}) }));
}

type Encoding = 'json' | 'urlencoded' | 'multipart' | 'badJson' | 'none';

interface GeneratedRequest {
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  encoding: Encoding;
}

const asText = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' || v === null ? String(v) : JSON.stringify(v);

function fill(path: string, params: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(params[name])) || 'x');
}

function requestArbitrary(op: Operation): fc.Arbitrary<GeneratedRequest> {
  const byIn = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const pathParams = fc.record(Object.fromEntries(byIn('path').map((p) => [p.name, fieldArbitrary(p.schema)])));
  const query = fc.record(Object.fromEntries(byIn('query').map((p) => [p.name, fieldArbitrary(p.schema)])), { requiredKeys: [] });
  const body = op.body ? objectArbitrary(op.body) : fc.constant({});
  const encoding: fc.Arbitrary<Encoding> =
    op.method === 'GET' ? fc.constant('none') : fc.constantFrom('json', 'urlencoded', 'multipart', 'badJson');
  return fc.record({ path: pathParams.map((p) => fill(op.path, p)), query, body, encoding });
}

function appendEntries(target: { append(k: string, v: string): void }, fields: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) target.append(k, asText(item));
    else target.append(k, asText(v));
  }
}

function encode(req: GeneratedRequest): { body?: BodyInit; headers: Record<string, string> } {
  switch (req.encoding) {
    case 'json':
      // JSON.stringify turns NaN and Infinity into null; the hostile strings still reach the parser.
      return { body: JSON.stringify(req.body), headers: { 'content-type': 'application/json' } };
    case 'badJson':
      return { body: '{"a":1,,' + JSON.stringify(req.body).slice(1, 200), headers: { 'content-type': 'application/json' } };
    case 'urlencoded': {
      const form = new URLSearchParams();
      appendEntries(form, req.body);
      return { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    }
    case 'multipart': {
      const form = new FormData();
      appendEntries(form, req.body);
      return { body: form, headers: {} };
    }
    default:
      return { headers: {} };
  }
}

const LEAKS: [string, RegExp][] = [
  ['stack trace', /\n\s+at [\w.<>]+ \(|\bat (?:async )?[\w.]+ \(\/|Error: .*\n\s+at /],
  ['file path', /(?:\/work\/|\/home\/|\/root\/|node_modules|platform\/src\/|\.tsx?:\d+:\d+)/],
  [
    'SQL',
    /\b(?:select\s+[\w*".,\s]+\s+from\s+"?\w|insert\s+into\s+"?\w|update\s+"?\w+"?\s+set\s|SQLITE_[A-Z]+|syntax error at or near|relation "\w+" does not exist)/i,
  ],
];

const CATALOGUE = new Set(Object.keys(ERROR_DEFAULTS).map(Number));

interface Outcome {
  status: number;
  problem?: string;
}

type SessionKind = 'anonymous' | 'player' | 'operator';

async function send(
  base: string,
  op: Operation,
  req: GeneratedRequest,
  session: SessionKind,
  cookie: string | undefined,
): Promise<Outcome> {
  const qs = new URLSearchParams();
  appendEntries(qs, req.query);
  const url = `${base}${req.path}${qs.size > 0 ? `?${qs}` : ''}`;
  const { body, headers } = encode(req);
  const res = await fetch(url, {
    method: op.method,
    headers: {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(session === 'operator' ? { 'x-admin-token': ADMIN_TOKEN } : {}),
      'x-forwarded-for': '10.250.0.1',
    },
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  const status = res.status;
  if (status >= 500) return { status, problem: `answered ${status}: ${text.slice(0, 300)}` };
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) return { status, problem: `leaks a ${what}: ${text.slice(0, 300)}` };
  if (status >= 400) {
    let parsed: { errorCode?: unknown } | undefined;
    const htmlCode = /^text\/html/.test(res.headers.get('content-type') ?? '')
      ? /<meta name="error-code" content="(\d+)">/.exec(text)
      : null;
    try {
      parsed = htmlCode ? { errorCode: Number(htmlCode[1]) } : JSON.parse(text);
    } catch {
      return { status, problem: `error body is neither JSON nor a page with its code: ${text.slice(0, 200)}` };
    }
    if (typeof parsed?.errorCode !== 'number' || !CATALOGUE.has(parsed.errorCode)) {
      return { status, problem: `error body without a catalogue code: ${text.slice(0, 200)}` };
    }
  }
  return { status };
}

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const body = (content['application/json'] ?? content['application/x-www-form-urlencoded'] ?? content['multipart/form-data'])?.schema;
      ops.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body });
    }
  }
  return ops;
}

describe.each(ENGINES)('hostile input over every operation (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let operations: Operation[];
  let player: Client;
  const histogram = new Map<number, number>();

  /** A logged-in cookie; a fresh player when the fuzz logged the last one out or changed its email. */
  async function sessionCookie(): Promise<string> {
    if (player?.cookie && (await player.get('/player')).status === 200) return player.cookie;
    player = (await newPlayer(running.url)).client;
    return player.cookie!;
  }

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: ADMIN_TOKEN });
    const doc = await (await fetch(`${running.url}/openapi.json`)).json();
    operations = operationsOf(doc);
  }, 120_000);

  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
    const total = [...histogram.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...histogram.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.info(`[fuzz ${engine}] ${total} requests, seed ${fuzzSeed}, ${fuzzRuns} per operation and session kind; ${byStatus}`);
  });

  it('serves a document with every operation', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('answers every generated request below 500, with a catalogue code, leaking nothing', async () => {
    const problems: string[] = [];
    // Operator requests go last: they switch the sandbox (register reachability, clock) under
    // everyone, so the anonymous and player requests run before them.
    const runs: { index: number; op: Operation; session: SessionKind }[] = [];
    for (const [index, op] of operations.entries())
      for (const session of ['anonymous', 'player'] as const) runs.push({ index, op, session });
    for (const [index, op] of operations.entries()) {
      if (op.parameters.some((p) => p.in === 'header' && p.name === 'x-admin-token')) runs.push({ index, op, session: 'operator' });
    }
    for (const { index, op, session } of runs) {
      const cookie = session === 'player' ? await sessionCookie() : undefined;
      let failure = '';
      await fc
        .assert(
          fc.asyncProperty(requestArbitrary(op), async (req) => {
            const outcome = await send(running.url, op, req, session, cookie);
            histogram.set(outcome.status, (histogram.get(outcome.status) ?? 0) + 1);
            if (outcome.problem) {
              failure = `${req.encoding} ${req.path} ${JSON.stringify(req.query)} ${JSON.stringify(req.body).slice(0, 200)}: ${outcome.problem}`;
              throw new Error(failure);
            }
          }),
          { seed: fuzzSeed + index, numRuns: fuzzRuns, endOnFailure: true },
        )
        .catch((err: Error) =>
          problems.push(`${session} ${op.method} ${op.path}: ${failure || err.message} (${err.message.split('\n')[1] ?? ''})`),
        );
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

/** Every number a request may carry (path, query, body) has a lower and an upper bound. */
function unboundedNumbers(schema: Schema | undefined, where: string, out: string[]): void {
  if (!schema) return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (
    (types.includes('integer') || types.includes('number')) &&
    !schema.enum &&
    (schema.minimum === undefined || schema.maximum === undefined)
  )
    out.push(where);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) unboundedNumbers(prop, `${where}.${name}`, out);
  unboundedNumbers(schema.items, `${where}[]`, out);
  for (const variant of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) unboundedNumbers(variant, where, out);
}

describe('bounded request numbers', () => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase('sqlite');
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('gives every number of every operation a minimum and a maximum, and every paged list a maximum page', async () => {
    const operations = operationsOf(await (await fetch(`${running.url}/openapi.json`)).json());
    const unbounded: string[] = [];
    for (const op of operations) {
      for (const p of op.parameters) unboundedNumbers(p.schema, `${op.method} ${op.path} ${p.in}:${p.name}`, unbounded);
      unboundedNumbers(op.body, `${op.method} ${op.path} body`, unbounded);
    }
    expect(unbounded).toEqual([]);
    const paged = operations.filter((op) => op.parameters.some((p) => p.in === 'query' && p.name === 'page'));
    expect(paged.length).toBeGreaterThanOrEqual(5);
  });
});
