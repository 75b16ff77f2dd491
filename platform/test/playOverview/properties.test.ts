import fc from 'fast-check';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Clock, adminPost, newPlayer, type Client } from '../accounts/helpers';
import { grant, launch, seedSlot, spin, storedDeposit } from '../wallet/helpers';
import { at } from '../limits/helpers';
import { LOSS_KINDS, lossInCurrentPeriods, periodOf, type LossKind } from '../../src/features/limits';
import { expectOverviewMatches, figuresByDate, overview } from './helpers';
import { inProcessTimeZone, loadScriptConfig } from '../../src/config';

/**
 * The numbers are the ledger's: random sequences of deposits, spins, wins,
 * free spins, promo money, withdrawals and their cancellations, jackpot wins, pauses and clock
 * moves across day, week (the clock changes) and month ends, for players of every language, with
 * the platform's process in various time zones. After every step the overview's figures for every
 * day, week and month equal the sums of the player's ledger entries (and rounds, for the loss a
 * limit counts and the time played), whether those days are rolled up or read live; and each loss
 * limit's line equals the used amount the limit check sees: its sum of the rounds now, and the
 * used amount a 122 refusal names, at that moment.
 */
const CASH_GAME = 3;
const FREE_SPIN_GAME = 14;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;
const RUNS = loadScriptConfig().playOverviewRuns;

type Op =
  | { t: 'deposit'; euros: number }
  | { t: 'spins'; bet: number; count: number }
  | { t: 'freeSpins'; count: number; bet: number }
  | { t: 'promo'; euros: number }
  | { t: 'withdraw'; share: number }
  | { t: 'cancel' }
  | { t: 'jackpot' }
  | { t: 'pause'; ms: number }
  | { t: 'advance'; ms: number }
  | { t: 'toPeriodEnd'; kind: 'day' | 'week' | 'month'; offset: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('deposit' as const), euros: fc.integer({ min: 10, max: 150 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('spins' as const),
      bet: fc.constantFrom(0.1, 0.5, 1, 2, 5, 10),
      count: fc.integer({ min: 1, max: 6 }),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('freeSpins' as const),
      count: fc.integer({ min: 1, max: 4 }),
      bet: fc.constantFrom(0.1, 0.2, 1),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('promo' as const), euros: fc.integer({ min: 1, max: 30 }) }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('withdraw' as const), share: fc.double({ min: 0.1, max: 1, noNaN: true }) }), weight: 2 },
  { arbitrary: fc.constant({ t: 'cancel' as const }), weight: 1 },
  { arbitrary: fc.constant({ t: 'jackpot' as const }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('pause' as const), ms: fc.integer({ min: SECOND, max: 8 * MINUTE }) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: MINUTE, max: 3 * DAY }) }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('toPeriodEnd' as const),
      kind: fc.constantFrom('day' as const, 'week' as const, 'month' as const),
      offset: fc.constantFrom(-90 * MINUTE, -30 * SECOND, -SECOND, 0, SECOND, 30 * MINUTE, 61 * MINUTE),
    }),
    weight: 3,
  },
);

/** Near the spring and autumn clock changes, a month end and the year end, or anywhere in 2026. */
const startArb = fc.oneof(
  fc.constantFrom(
    at('2026-03-28T20:00:00+02:00'),
    at('2026-10-24T22:00:00+03:00'),
    at('2026-04-30T22:30:00+03:00'),
    at('2026-12-31T21:00:00+02:00'),
  ),
  fc.integer({ min: at('2026-01-01T00:00:00Z'), max: at('2026-12-20T00:00:00Z') }),
);
/** The platform's own process zone must not matter: the periods are Helsinki's. */
const zoneArb = fc.constantFrom('UTC', 'Europe/Helsinki', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham');
const limitsArb = fc.record({
  daily: fc.option(fc.integer({ min: 10, max: 40 }), { nil: undefined }),
  weekly: fc.option(fc.integer({ min: 40, max: 100 }), { nil: undefined }),
  monthly: fc.option(fc.integer({ min: 100, max: 300 }), { nil: undefined }),
});

/**
 * A sequence every run plays first, so that each run meets what the random ones only may: a 122
 * refusal (the slot seeded to lose, a 10 € daily limit), a day rolled up across the spring clock
 * change, a withdrawal cancelled the next day, free spins, a round on promo money, a jackpot win,
 * a week's and a month's end.
 */
const EXAMPLE: [number, string, string, Record<'daily' | 'weekly' | 'monthly', number | undefined>, number, Op[]] = [
  at('2026-03-28T20:00:00+02:00'),
  'Pacific/Chatham',
  'et',
  { daily: 10, weekly: 40, monthly: undefined },
  3,
  [
    { t: 'spins', bet: 5, count: 3 },
    { t: 'freeSpins', count: 2, bet: 0.2 },
    { t: 'withdraw', share: 0.5 },
    { t: 'toPeriodEnd', kind: 'day', offset: 61 * MINUTE },
    { t: 'cancel' },
    { t: 'withdraw', share: 1 },
    { t: 'promo', euros: 20 },
    { t: 'spins', bet: 2, count: 2 },
    { t: 'jackpot' },
    { t: 'advance', ms: 3 * DAY },
    { t: 'toPeriodEnd', kind: 'week', offset: -30 * SECOND },
    { t: 'spins', bet: 1, count: 3 },
    { t: 'toPeriodEnd', kind: 'month', offset: SECOND },
    { t: 'deposit', euros: 20 },
  ],
];

describe.each(ENGINES)('play overview: the numbers are the ledger’s (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  let refusalsChecked = 0;

  it('every day, week and month, rolled up or live, equals the ledger; the limit line equals the check’s used amount', async () => {
    await fc.assert(
      fc.asyncProperty(
        startArb,
        zoneArb,
        fc.constantFrom('fi', 'et', 'en'),
        limitsArb,
        fc.integer({ min: 1, max: 1000 }),
        fc.array(opArb, { minLength: 6, maxLength: 16 }),
        async (start, timeZone, language, limits, slotSeed, ops) => {
          clock.t = start;
          await inProcessTimeZone(timeZone, () => play(start, language, limits, slotSeed, ops));
        },
      ),
      { numRuns: RUNS, endOnFailure: true, examples: [EXAMPLE] },
    );
    // What the example made sure of: a refusal compared, closed days rolled up, a round on promo money.
    expect(refusalsChecked).toBeGreaterThan(0);
    const db = running.database.db;
    expect(
      Number(
        (
          await db
            .selectFrom('play_day')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
    expect(await db.selectFrom('game_round').select('id').where('bet_promo_cents', '>', 0).executeTakeFirst()).toBeDefined();
  }, 600_000);

  async function play(
    start: number,
    language: string,
    limits: Record<'daily' | 'weekly' | 'monthly', number | undefined>,
    slotSeed: number,
    ops: Op[],
  ) {
    const { client, userId, email, password } = await newPlayer(running.url, { language });
    const login = async () => expect((await client.post('/login', { email, password })).status).toBe(200);
    await seedSlot(running.url, userId, slotSeed);
    await storedDeposit(client, 50);
    const amounts = Object.fromEntries(
      Object.entries(limits)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [`${k}Amount`, v!]),
    );
    if (Object.keys(amounts).length > 0) expect((await client.post('/player/limit/loss', amounts)).status).toBe(200);
    const pending: string[] = [];

    const moveTo = async (t: number) => {
      clock.t = Math.max(clock.t, t);
      await login();
    };
    const spinOnce = async (token: string, bet: number) => {
      clock.advance(2 * SECOND + (Math.floor(clock.t / 7) % 18) * SECOND);
      const res = await spin(client, token, bet);
      if (res.status === 403 && res.body.errorCode === 122) {
        // What the check said was used when it refused, against the line at that same moment.
        const { limit, usedAmount } = res.body.params as { limit: LossKind; usedAmount: number };
        const lines = (await overview(client, { period: 'day', from: '2026-01-01', to: '2026-01-01' })).lossLimits as { kind: LossKind }[];
        expect(lines.find((l) => l.kind === limit)).toMatchObject({ usedAmount });
        refusalsChecked++;
      } else if (res.status !== 200 && res.body?.errorCode !== 121) throw new Error(`spin: ${res.status} ${res.text}`);
    };

    for (const op of ops) {
      switch (op.t) {
        case 'deposit':
          await storedDeposit(client, op.euros);
          break;
        case 'spins': {
          // A launch lives 12 hours: each spell of play launches the game.
          const token = await launch(client, CASH_GAME);
          for (let n = 0; n < op.count; n++) await spinOnce(token, op.bet);
          break;
        }
        case 'freeSpins': {
          await grant(running.url, userId, { freeSpins: op.count, gameId: FREE_SPIN_GAME, freeSpinBet: op.bet });
          const token = await launch(client, FREE_SPIN_GAME);
          for (let n = 0; n < op.count; n++) await spinOnce(token, op.bet);
          break;
        }
        case 'promo':
          await grant(running.url, userId, { promo: op.euros });
          break;
        case 'withdraw': {
          const { withdrawable } = (await client.get('/payment/initWithdraw')).body as { withdrawable: number };
          const amount = Math.min(100_000, Math.floor(withdrawable * op.share * 100) / 100);
          if (amount < 10) break;
          const res = await client.post('/payment/withdraw', { amount, method: 'bank' });
          expect(res.status).toBe(200);
          pending.push(res.body.reference);
          break;
        }
        case 'cancel': {
          const reference = pending.shift();
          if (reference) expect((await client.post('/payment/cancelWithdraw', { reference })).status).toBe(200);
          break;
        }
        case 'jackpot': {
          const slug = (await (await fetch(`${running.url}/jackpots`)).json()).jackpots[0].slug as string;
          expect((await adminPost(running.url, `/sandbox/admin/jackpots/${slug}/award`, { playerId: userId })).status).toBe(200);
          break;
        }
        case 'pause':
          await moveTo(clock.t + op.ms);
          break;
        case 'advance':
          await moveTo(clock.t + op.ms);
          break;
        case 'toPeriodEnd':
          await moveTo(periodOf(op.kind, clock.t).end + op.offset);
          break;
      }
      await expectTheLedger(client, userId);
    }
    expect(clock.t).toBeGreaterThanOrEqual(start);
  }

  /** The overview at the clock's time against the ledger, and its limit lines against the check. */
  async function expectTheLedger(client: Client, userId: number) {
    const byDate = await figuresByDate(running, userId);
    const views = {} as Record<
      'day' | 'week' | 'month',
      { periods: { loss: number }[]; lossLimits: { kind: LossKind; usedAmount: number }[] }
    >;
    for (const period of ['day', 'week', 'month'] as const) {
      views[period] = await overview(client, { period });
      expectOverviewMatches(views[period], byDate);
    }
    const usage = await lossInCurrentPeriods(running.database.db, userId, clock.t);
    const current = { dailyLoss: 'day', weeklyLoss: 'week', monthlyLoss: 'month' } as const;
    for (const line of views.day.lossLimits) {
      expect(LOSS_KINDS).toContain(line.kind);
      const loss = usage[line.kind].lossCents / 100;
      const view = views[current[line.kind]];
      // The check's sum now and the current period's loss on the chart.
      expect({ kind: line.kind, line: line.usedAmount, period: view.periods[view.periods.length - 1].loss }).toEqual({
        kind: line.kind,
        line: loss,
        period: loss,
      });
    }
    expect(views.week.lossLimits).toEqual(views.day.lossLimits);
  }
});
