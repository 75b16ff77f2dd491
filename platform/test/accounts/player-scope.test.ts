import {
  ENGINES,
  call,
  createTestDatabase,
  expectErrorShape,
  startApp,
  type Body,
  type RunningApp,
  type TestDatabase,
} from '../shared/helpers';
import { ADMIN_TOKEN, expectError, newPlayer } from './helpers';

/** URL areas of the player API: a route there needs a session unless it is listed below. */
const PLAYER_AREAS = [
  '/player',
  '/verification/',
  '/payment/',
  '/transactions/',
  '/game/',
  '/games/',
  '/user/',
  '/campaigns/',
  '/bonuswheel/',
  '/bonus-game/',
  '/gold-rush/',
];

/** Player-area routes that work without a session (a session only changes what they do). */
const WITHOUT_SESSION = new Set([
  'POST /player/registerPlayer',
  'POST /player/activate',
  'POST /player/verifyEmailShortCode',
  'POST /player/triggerForgotPassword',
  'POST /player/modifyForgotPassword',
  'POST /player/changeLanguage',
  'POST /player/validate/nickname',
  'POST /player/validate/email',
  'POST /player/validate/phone',
  'POST /payment/initLogin',
  'POST /payment/loginStatus',
  'GET /payment/methods',
  'POST /payment/initDeposit',
  'POST /payment/depositStatus',
  'GET /game/demo/{id}',
]);

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: { in: string; name: string; required?: boolean; schema: Body }[];
  body?: Body;
}

/** The smallest value a JSON schema accepts (enough for the routes' schemas). */
function sample(schema: Body): unknown {
  if (schema.enum) return schema.enum[0];
  switch (Array.isArray(schema.type) ? schema.type[0] : schema.type) {
    case 'string':
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    default: {
      const props = schema.properties ?? {};
      const required: string[] = schema.required ?? (schema.minProperties ? Object.keys(props).slice(0, schema.minProperties) : []);
      return Object.fromEntries(required.map((k) => [k, sample(props[k])]));
    }
  }
}

function operations(document: Body): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<Body>(document.paths)) {
    for (const [method, op] of Object.entries<Body>(item)) {
      out.push({
        method: method.toUpperCase(),
        path,
        secured: (op.security ?? []).some((s: Body) => 'session' in s),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** A request that passes the route's schema: path and query values and a body from the schemas. */
function validRequest(op: Operation): { url: string; init: RequestInit } {
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(sample(p.schema))));
    else if (p.in === 'query' && p.required) query.set(p.name, String(sample(p.schema)));
  }
  const qs = query.toString();
  const init: RequestInit = { method: op.method };
  if (op.method === 'POST') {
    init.headers = { 'content-type': 'application/json' };
    init.body = JSON.stringify(op.body ? sample(op.body) : {});
  }
  return { url: qs ? `${url}?${qs}` : url, init };
}

describe.each(ENGINES)('player scope (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let ops: Operation[];

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, {
      adminToken: ADMIN_TOKEN,
      // A route registered outside any player scope that reads request.player by mistake.
      configure: (app) => app.get('/misplaced', async (request) => ({ playerId: request.player.playerId })),
    });
    ops = operations((await call(`${running.url}/openapi.json`)).body);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('holds every route of the player areas except the ones that work without a session', () => {
    const inArea = ops.filter((op) => PLAYER_AREAS.some((area) => op.path.startsWith(area)));
    const key = (op: Operation) => `${op.method} ${op.path}`;
    const outside = inArea
      .filter((op) => !op.secured)
      .map(key)
      .sort();
    expect(outside).toEqual([...WITHOUT_SESSION].sort());
    // Session routes live only in the player areas.
    expect(ops.filter((op) => op.secured && !inArea.includes(op)).map(key)).toEqual([]);
    expect(inArea.filter((op) => op.secured).length).toBeGreaterThanOrEqual(28);
  });

  it('answers 401 / 115 to every one of its routes without a session, also with a valid request', async () => {
    const secured = ops.filter((op) => op.secured);
    for (const op of secured) {
      const { url, init } = validRequest(op);
      const res = await call(`${running.url}${url}`, init);
      if (res.status !== 401) throw new Error(`${op.method} ${url} answered ${res.status} ${res.text}`);
      expectErrorShape(res, 401, 115);
    }
  });

  it('lets a logged-in player through to the route', async () => {
    const { client, userId } = await newPlayer(running.url);
    const me = await client.get('/player');
    expect(me.status).toBe(200);
    expect(me.body.userId).toBe(userId);
    expect((await client.get('/player/balance')).status).toBe(200);
  });

  it('validates the request before it looks at the session (400 / 195 for a bad anonymous body)', async () => {
    const res = await call(`${running.url}/payment/withdraw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 'lots' }),
    });
    expectErrorShape(res, 400, 195);
  });

  it('refuses request.player outside a player scope with a 500, never a player', async () => {
    const { client } = await newPlayer(running.url);
    expectError(await client.get('/misplaced'), 500, 100);
  });
});
