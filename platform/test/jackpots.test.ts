import { contributeToJackpots } from '../src/features/jackpots/jackpots';
import {
  ENGINES,
  type Body,
  call,
  createTestDatabase,
  expectErrorShape,
  startApp,
  type RunningApp,
  type TestDatabase,
} from './helpers';

describe.each(ENGINES)('jackpots (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const jackpots = async () => (await call(`${running.url}/jackpots?currency=eur`)).body;
  const cents = async () => {
    const rows = await running.database.db.selectFrom('jackpot').select(['slug', 'amount_cents', 'remainder_ppm']).orderBy('slug').execute();
    return Object.fromEntries(rows.map((r) => [r.slug, { amount: Number(r.amount_cents), rest: Number(r.remainder_ppm) }]));
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('GET /jackpots?currency=eur answers named jackpots in euros with 2 decimals', async () => {
    const res = await call(`${running.url}/jackpots?currency=eur`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.currency).toBe('EUR');
    expect(res.body.jackpots.map((j: Body) => j.name)).toEqual(['Aurum Mega', 'Aurum Major', 'Aurum Minor', 'Aurum Mini']);
    for (const j of res.body.jackpots) {
      expect(Object.keys(j).sort()).toEqual(['amount', 'currency', 'name', 'slug']);
      expect(j.currency).toBe('EUR');
      expect(Math.round(j.amount * 100) / 100).toBe(j.amount);
    }
    expect(res.body.jackpots[2].amount).toBe(987.65);
    // currency is optional and case-insensitive for EUR
    expect((await call(`${running.url}/jackpots`)).body).toEqual(res.body);
    expect((await call(`${running.url}/jackpots?currency=EUR`)).body).toEqual(res.body);
  });

  it.each(['usd', '', 'euro'])('refuses currency=%p with 400 / 195', async (c) => {
    const res = await call(`${running.url}/jackpots?currency=${c}`);
    expectErrorShape(res, 400, 195);
    expect(res.body.params.field).toBe('currency');
  });

  it('contributeToJackpots grows every pot by its share of the bet, inside a transaction', async () => {
    const before = await cents();
    // Mega takes 5000 ppm (0.5 %): a 100 € bet adds 50 cents.
    await running.database.db.transaction().execute((trx) => contributeToJackpots(trx, 10000, Date.now()));
    const after = await cents();
    expect(after['aurum-mega'].amount - before['aurum-mega'].amount).toBe(50);
    expect(after['aurum-major'].amount - before['aurum-major'].amount).toBe(30);
    expect(after['aurum-minor'].amount - before['aurum-minor'].amount).toBe(15);
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(5);
    const api = await jackpots();
    expect(api.jackpots[0].amount).toBe(after['aurum-mega'].amount / 100);
  });

  it('carries fractions of a cent so that many small bets add up exactly', async () => {
    const before = await cents();
    // 1000 bets of 1 cent at 500 ppm = 0.5 cent in total: not a cent yet, but kept.
    for (let i = 0; i < 1000; i++) await contributeToJackpots(running.database.db, 1, Date.now());
    let after = await cents();
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(0);
    expect(after['aurum-mini'].rest - before['aurum-mini'].rest).toBe(500000);
    for (let i = 0; i < 1000; i++) await contributeToJackpots(running.database.db, 1, Date.now());
    after = await cents();
    expect(after['aurum-mini'].amount - before['aurum-mini'].amount).toBe(1);
    expect(after['aurum-mini'].rest).toBe(before['aurum-mini'].rest);
    // Mega: 2000 cents * 5000 ppm = 10 cents.
    expect(after['aurum-mega'].amount - before['aurum-mega'].amount).toBe(10);
    // 2000 sequential round trips: on a loaded 2-core machine PostgreSQL needs more than 5 s.
  }, 60_000);

  it('a rolled-back bet leaves the pots alone', async () => {
    const before = await cents();
    await expect(
      running.database.db.transaction().execute(async (trx) => {
        await contributeToJackpots(trx, 500000, Date.now());
        throw new Error('bet refused');
      }),
    ).rejects.toThrow('bet refused');
    expect(await cents()).toEqual(before);
  });

  it('refuses a negative or fractional bet; zero changes nothing', async () => {
    const before = await cents();
    await expect(contributeToJackpots(running.database.db, -1, Date.now())).rejects.toMatchObject({ errorCode: 195 });
    await expect(contributeToJackpots(running.database.db, 1.5, Date.now())).rejects.toMatchObject({ errorCode: 195 });
    await contributeToJackpots(running.database.db, 0, Date.now());
    expect(await cents()).toEqual(before);
  });
});
