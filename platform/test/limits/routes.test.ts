import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer } from '../accounts/helpers';
import { FIN, balance, decide, grant, launch, refusedByDailyLimit, spin } from '../wallet/helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Limits = {
  limits: { kind: string; [k: string]: unknown }[];
  trueLimits: { kind: string; [k: string]: unknown }[];
  realityCheckInterval: number;
};
const entry = (body: Limits, kind: string) => body.limits.find((l) => l.kind === kind);

describe.each(ENGINES)('limits routes (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  /** Moves the platform clock through the sandbox admin endpoint. */
  async function advance(body: Record<string, number>) {
    const res = await adminPost(running.url, '/sandbox/admin/clock/advance', body);
    if (res.status !== 200) throw new Error(`advance: ${res.status} ${res.text}`);
    return res.body as { now: number; offsetMs: number };
  }
  const platformNow = async () =>
    (await fetch(`${running.url}/sandbox/admin/clock`, { headers: { 'x-admin-token': ADMIN_TOKEN } }).then((r) => r.json())).now as number;
  const login = async (client: Client, email: string, password: string) => client.post('/login', { email, password });

  it('every call needs a session (401 / 115)', async () => {
    const anon = new Client(running.url);
    expectError(await anon.get('/player/limits'), 401, 115);
    expectError(await anon.post('/player/limit/loss', { dailyAmount: 50 }), 401, 115);
    expectError(await anon.post('/player/limit/loss/cancel'), 401, 115);
    expectError(await anon.post('/player/limit/coolOff', { coolOffDays: 1, password: 'x' }), 401, 115);
    expectError(await anon.post('/player/limit/time', { realityCheckInterval: 30 }), 401, 115);
    expectError(await anon.post('/player/limit/resetTime/30'), 401, 115);
    expectError(await anon.get('/player/limit/realityCheck/reset'), 401, 115);
  });

  it('GET /player/limits: cool-off off, the three loss kinds without a limit, 60-minute reality check', async () => {
    const { client } = await newPlayer(running.url);
    const res = await client.get('/player/limits');
    expect(res.status).toBe(200);
    const t = await platformNow();
    expect(res.body).toEqual({
      success: true,
      limits: [
        { kind: 'coolOff', coolOff: false, endTime: null },
        ...['dailyLoss', 'weeklyLoss', 'monthlyLoss'].map((kind) => ({
          kind,
          amount: null,
          usedAmount: 0,
          minAmount: 10,
          maxAmount: 100000,
          autoRenew: true,
          newAmount: null,
          amountEffectiveTime: null,
          endTime: expect.any(Number),
          currency: 'EUR',
        })),
      ],
      trueLimits: [],
      realityCheckInterval: 60,
    });
    expect(entry(res.body, 'dailyLoss')?.endTime).toBeGreaterThan(t);
  });

  it('POST /player/limit/loss: 195 for amounts out of range, broken order across kinds, no action or two actions; nothing is written', async () => {
    const { client } = await newPlayer(running.url);
    for (const dailyAmount of [9, 100001, 10.5, -20]) {
      const res = await client.post('/player/limit/loss', { dailyAmount });
      expectError(res, 400, 195);
      expect(res.body.params).toEqual({ field: 'dailyAmount', rule: 'range', min: 10, max: 100000 });
    }
    expectError(await client.post('/player/limit/loss', { dailyAmount: 'lots' }), 400, 195);
    const higher = await client.post('/player/limit/loss', { dailyAmount: 300, weeklyAmount: 200 });
    expectError(higher, 400, 195);
    expect(higher.body.params).toMatchObject({ field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 200 });
    expect((await client.post('/player/limit/loss', { monthlyAmount: 500 })).status).toBe(200);
    const lower = await client.post('/player/limit/loss', { monthlyAmount: 400, weeklyAmount: 450 });
    expectError(lower, 400, 195);
    expect(lower.body.params).toMatchObject({ field: 'weeklyAmount', rule: 'noHigherThan', other: 'monthlyLoss' });
    expect((await client.post('/player/limit/loss', { dailyAmount: 50 })).status).toBe(200);
    const below = await client.post('/player/limit/loss', { weeklyAmount: 40 });
    expect(below.body.params).toMatchObject({ field: 'weeklyAmount', rule: 'noLowerThan', other: 'dailyLoss', otherAmount: 50 });
    expect((await client.post('/player/limit/loss')).body.params).toMatchObject({ rule: 'required' });
    expect((await client.post('/player/limit/loss', { dailyAmount: 40, dailyConfirmed: true })).body.params).toMatchObject({
      rule: 'oneAction',
    });
    expect((await client.post('/player/limit/loss', { dailyConfirmed: true, weeklyRemovalConfirmed: true })).body.params).toMatchObject({
      rule: 'oneAction',
    });
    const view = (await client.get('/player/limits')).body;
    expect(view.trueLimits.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ['dailyLoss', 50],
      ['monthlyLoss', 500],
    ]);
  });

  it('a lowering at once; a raise pending until the day ends, then confirmed with dailyConfirmed (confirmNewLossLimits) after a new login', async () => {
    const { client, email, password } = await newPlayer(running.url);
    const first = await client.post('/player/limit/loss', { dailyAmount: 100 });
    expect(entry(first.body, 'dailyLoss')).toMatchObject({ amount: 100, newAmount: null });
    expect(entry((await client.post('/player/limit/loss', { dailyAmount: '60' })).body, 'dailyLoss')).toMatchObject({
      amount: 60,
      newAmount: null,
    });
    const raised = (await client.post('/player/limit/loss', { dailyAmount: 80, dailyAutoRenew: true })).body;
    const dayEnd = entry(raised, 'dailyLoss')?.endTime as number;
    expect(entry(raised, 'dailyLoss')).toMatchObject({ amount: 60, newAmount: 80, amountEffectiveTime: dayEnd, autoRenew: true });
    expect(raised.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 60, newAmount: 80, increasingToBeConfirmed: false, pendingRemoval: false },
    ]);
    const early = await client.post('/player/limit/loss', { dailyConfirmed: true });
    expectError(early, 400, 195);
    expect(early.body.params).toEqual({ field: 'dailyConfirmed', rule: 'notYetEffective', amountEffectiveTime: dayEnd });

    await advance({ to: dayEnd + HOUR });
    expectError(await client.get('/player/limits'), 401, 115); // the idle session ended meanwhile
    expect((await login(client, email, password)).status).toBe(200);
    const next = (await client.get('/player/limits')).body;
    expect(next.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 60, newAmount: 80, increasingToBeConfirmed: true, pendingRemoval: false },
    ]);
    expect(entry(next, 'dailyLoss')).toMatchObject({ amount: 60, newAmount: 80 });
    const confirmed = (await client.post('/player/limit/loss', { dailyConfirmed: true })).body;
    expect(entry(confirmed, 'dailyLoss')).toMatchObject({ amount: 80, newAmount: null, amountEffectiveTime: null });
    expect(confirmed.trueLimits[0]).toMatchObject({ amount: 80, increasingToBeConfirmed: false });
    expect((await client.post('/player/limit/loss', { dailyConfirmed: true })).body.params).toMatchObject({ rule: 'nothingPending' });
  });

  it('cancelNewLossLimits (POST /player/limit/loss/cancel) drops pending raises of the flagged kinds, or of all', async () => {
    const { client } = await newPlayer(running.url);
    await client.post('/player/limit/loss', { dailyAmount: 20, weeklyAmount: 30 });
    await client.post('/player/limit/loss', { dailyAmount: 25, weeklyAmount: 35 });
    const one = (await client.post('/player/limit/loss/cancel', { weekly: true })).body;
    expect(one.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 20, newAmount: 25, increasingToBeConfirmed: false, pendingRemoval: false },
      { kind: 'weeklyLoss', amount: 30, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false },
    ]);
    const all = (await client.post('/player/limit/loss/cancel')).body;
    expect(all.trueLimits.map((l: { newAmount: number | null }) => l.newAmount)).toEqual([null, null]);
  });

  it('AutoRenew false is a pending removal, confirmed with *RemovalConfirmed after the period; AutoRenew true takes it back', async () => {
    const { client, email, password } = await newPlayer(running.url);
    await client.post('/player/limit/loss', { weeklyAmount: 200, monthlyAmount: 300 });
    const off = (await client.post('/player/limit/loss', { weeklyAutoRenew: false, monthlyAutoRenew: false })).body;
    expect(entry(off, 'weeklyLoss')).toMatchObject({ amount: 200, autoRenew: false, newAmount: null });
    expect(entry((await client.post('/player/limit/loss', { monthlyAutoRenew: true })).body, 'monthlyLoss')).toMatchObject({
      autoRenew: true,
      amountEffectiveTime: null,
    });
    const weekEnd = entry(off, 'weeklyLoss')?.endTime as number;
    expect((await client.post('/player/limit/loss', { weeklyRemovalConfirmed: true })).body.params).toMatchObject({
      rule: 'notYetEffective',
    });
    await advance({ to: weekEnd });
    await login(client, email, password);
    const due = (await client.get('/player/limits')).body;
    expect(due.trueLimits.find((l: { kind: string }) => l.kind === 'weeklyLoss')).toMatchObject({
      pendingRemoval: true,
      increasingToBeConfirmed: true,
    });
    expect((await client.post('/player/limit/loss', { weeklyConfirmed: true })).body.params).toMatchObject({ rule: 'nothingPending' });
    const removed = (await client.post('/player/limit/loss', { weeklyRemovalConfirmed: true })).body;
    expect(entry(removed, 'weeklyLoss')).toMatchObject({ amount: null, autoRenew: true });
    expect(removed.trueLimits.map((l: { kind: string }) => l.kind)).toEqual(['monthlyLoss']);
  });

  it('a spin that would take the day over the limit answers 122 and moves nothing; usedAmount counts bets minus wins', async () => {
    const { client, token, refused: refusedAt } = await refusedByDailyLimit(running.url, 5);
    const daily = entry((await client.get('/player/limits')).body, 'dailyLoss')!;
    // Two lost 5 € rounds (the seeded draws): the day's loss is at the limit, the third bet is refused.
    expect(daily.usedAmount).toBe(10);
    expect(refusedAt.body.params).toMatchObject({ limit: 'dailyLoss', amount: 10, usedAmount: 10, remaining: 0 });
    // The slot shows the refusal in the player's language (Finnish here), not the English error.
    const page = await client.get(`/sandbox/slot/${encodeURIComponent(token)}`);
    expect(page.text).toContain('Tappiorajasi tulee vastaan');
  });

  it('cool-off: 195 for another length or no password, 109 for a wrong one; then 217 for deposits and spins (free spins too) until it ends', async () => {
    const { client, userId, email, password } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 50, freeSpins: 3, gameId: 14 });
    const token = await launch(client, 14);
    for (const coolOffDays of [0, 2, 30])
      expect((await client.post('/player/limit/coolOff', { coolOffDays, password })).body).toMatchObject({
        errorCode: 195,
        params: { field: 'coolOffDays' },
      });
    expect((await client.post('/player/limit/coolOff', { coolOffDays: 3 })).body).toMatchObject({
      errorCode: 195,
      params: { field: 'password' },
    });
    expectError(await client.post('/player/limit/coolOff', { coolOffDays: 3, password: 'wrong-one' }), 401, 109);
    expect(entry((await client.get('/player/limits')).body, 'coolOff')).toEqual({ kind: 'coolOff', coolOff: false, endTime: null });

    const start = await platformNow();
    const set = await client.post('/player/limit/coolOff', { coolOffDays: 1, password });
    expect(set.status).toBe(200);
    expect(entry(set.body, 'coolOff')).toEqual({ kind: 'coolOff', coolOff: true, endTime: start + 24 * HOUR });
    const refused = await spin(client, token, 1);
    expectError(refused, 403, 217);
    expect(refused.body.params).toEqual({ endTime: start + 24 * HOUR });
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 50 }));
    expectError(await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 217);
    // Limits may still be lowered during a cool-off; it cannot be shortened.
    expect((await client.post('/player/limit/loss', { dailyAmount: 20 })).status).toBe(200);
    expect(entry((await client.post('/player/limit/coolOff', { coolOffDays: 1, password })).body, 'coolOff')).toMatchObject({
      endTime: start + 24 * HOUR + 0,
    });

    await advance({ to: start + 24 * HOUR });
    await login(client, email, password);
    expect(entry((await client.get('/player/limits')).body, 'coolOff')).toEqual({ kind: 'coolOff', coolOff: false, endTime: null });
    const fresh = await launch(client, 14);
    expect((await spin(client, fresh, 1)).status).toBe(200);
    const dep = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(dep.status).toBe(200);
    await decide(client, dep.body.redirectUrl, 'approve');
  });

  it('reality check: due after the interval with what was played; reset restarts it; time and resetTime/N set the interval (195 otherwise)', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 20 });
    const set = await client.post('/player/limit/time', { realityCheckInterval: 15 });
    expect(set.body.realityCheckInterval).toBe(15);
    const since = await platformNow();
    const token = await launch(client, 14);
    expect((await spin(client, token, 1)).status).toBe(200);
    expect(entry((await client.get('/player/limits')).body, 'realityCheck')).toBeUndefined();
    await advance({ minutes: 15 });
    const due = entry((await client.get('/player/limits')).body, 'realityCheck');
    expect(due).toEqual({
      kind: 'realityCheck',
      realityCheck: {
        intervalMinutes: 15,
        startTime: since,
        playTimeMinutes: 15,
        bets: 1,
        wins: expect.any(Number),
        net: expect.any(Number),
        currency: 'EUR',
      },
    });
    const rc = due!.realityCheck as { wins: number; net: number };
    expect(rc.net).toBeCloseTo(rc.wins - 1, 2);
    const reset = await client.get('/player/limit/realityCheck/reset');
    expect(reset.status).toBe(200);
    expect(entry(reset.body, 'realityCheck')).toBeUndefined();
    expect((await client.post('/player/limit/resetTime/30')).body.realityCheckInterval).toBe(30);
    expectError(await client.post('/player/limit/resetTime/7'), 400, 195);
    expectError(await client.post('/player/limit/time', { realityCheckInterval: 45 }), 400, 195);
    expect((await client.post('/player/limit/time', { realityCheckInterval: 0 })).body.realityCheckInterval).toBe(0);
    await advance({ minutes: 29 });
    expect(entry((await client.get('/player/limits')).body, 'realityCheck')).toBeUndefined();
  });

  it('self-exclusion register (admin): 238 at login, deposit and real-money launch; 258 for everyone while unreachable', async () => {
    const excluded = await newPlayer(running.url);
    const other = await newPlayer(running.url);
    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/entries', { playerId: excluded.userId })).status).toBe(200);
    expectError(await excluded.client.get('/game/real/14'), 403, 238);
    expectError(await excluded.client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 403, 238);
    expectError(await login(new Client(running.url), excluded.email, excluded.password), 403, 238);
    expect((await other.client.get('/game/real/14')).status).toBe(200);
    expect((await excluded.client.get('/game/demo/14')).status).toBe(200);

    const until = (await platformNow()) + 2 * HOUR;
    await adminPost(running.url, '/sandbox/admin/selfExclusion/entries/clear', { playerId: excluded.userId });
    await adminPost(running.url, '/sandbox/admin/selfExclusion/entries', { playerId: excluded.userId, until });
    const timed = await login(new Client(running.url), excluded.email, excluded.password);
    expectError(timed, 403, 238);
    expect(timed.body.params).toEqual({ expireTimestamp: until });
    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/entries/clear', { playerId: excluded.userId })).body).toEqual({
      success: true,
      removed: 1,
    });
    expect((await login(new Client(running.url), excluded.email, excluded.password)).status).toBe(200);

    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/register', { reachable: false })).body).toEqual({
      success: true,
      reachable: false,
    });
    try {
      expectError(await login(new Client(running.url), other.email, other.password), 503, 258);
      expectError(await other.client.get('/game/real/14'), 503, 258);
      expectError(await other.client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' }), 503, 258);
    } finally {
      await adminPost(running.url, '/sandbox/admin/selfExclusion/register', { reachable: true });
    }
    expect((await other.client.get('/game/real/14')).status).toBe(200);
  });

  it('the register knows persons by national id: a pay-and-play deposit of an excluded person ends declined with 238 and starts no session', async () => {
    const person = FIN[1];
    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/entries', { nationalId: person.nationalId })).status).toBe(200);
    try {
      const c = new Client(running.url);
      const init = await c.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 20,
        method: 'bank',
        currency: 'EUR',
        policyChecked: true,
        privacyPolicyChecked: true,
      });
      expect(init.status).toBe(200);
      expect((await decide(c, init.body.redirectUrl, 'approve', person.nationalId)).status).toBe(303);
      const status = await c.post('/payment/depositStatus', { token: init.body.token });
      expect(status.body).toEqual(expect.objectContaining({ status: 'declined', declineCode: 238 }));
      expect(status.body.userId).toBeUndefined();
      expectError(await c.get('/player/balance'), 401, 115);
    } finally {
      await adminPost(running.url, '/sandbox/admin/selfExclusion/entries/clear', { nationalId: person.nationalId });
    }
  });

  it('sandbox admin endpoints need the token; the clock only moves forward, within a year', async () => {
    for (const [path, body] of [
      ['/sandbox/admin/selfExclusion/entries', { playerId: 1 }],
      ['/sandbox/admin/selfExclusion/register', { reachable: false }],
      ['/sandbox/admin/clock/advance', { minutes: 1 }],
    ] as const) {
      const res = await fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': 'nope' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(403);
    }
    expect((await fetch(`${running.url}/sandbox/admin/clock`)).status).toBe(403);
    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/entries', { playerId: 99999999 })).status).toBe(404);
    const before = await platformNow();
    expect(before).toBeGreaterThanOrEqual(clock.now());
    expect((await adminPost(running.url, '/sandbox/admin/clock/advance', { to: before - 1 })).body).toMatchObject({
      errorCode: 195,
      params: { rule: 'notInPast' },
    });
    expect((await adminPost(running.url, '/sandbox/admin/clock/advance', { days: 367 })).status).toBe(400);
    expect((await adminPost(running.url, '/sandbox/admin/clock/advance', {})).status).toBe(400);
    const moved = await advance({ hours: 1, minutes: 30 });
    expect(moved.now).toBe(before + 90 * MINUTE);
    expect(moved.offsetMs).toBe(before + 90 * MINUTE - clock.now());
  });
});
