import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError } from '../accounts/helpers';
import { balance, grant, launch, ledgerCheck, seedSlot, spin, storedDeposit } from '../wallet/helpers';
import { at } from '../limits/helpers';
import { answeredCents, depositingPlayer, expectOverviewMatches, figuresByDate, overview } from './helpers';

/**
 * GET /player/overview (features/playOverview): a played history's figures by day, week and month
 * equal the sums of the player's ledger entries and rounds, across the spring clock change and a
 * day closing (rolled up); its loss limit lines equal the limits' own used amounts; another
 * player's play never shows; bad input answers 400/195.
 */
const CASH_GAME = 3;
const FREE_SPIN_GAME = 14;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe.each(ENGINES)('play overview (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  /** A spin `after` ms after the clock's time; answers the spin's answer. */
  async function spinAfter(client: Client, token: string, bet: number, after: number) {
    clock.advance(after);
    const res = await spin(client, token, bet);
    if (res.status !== 200) throw new Error(`spin: ${res.status} ${res.text}`);
    return res.body as { bet: number; win: number; freeSpin: boolean };
  }

  it('shows a played history by day, week and month as the ledger has it, the same once its days are rolled up', async () => {
    // Saturday 28 March 2026, 22:00 in Helsinki; the clocks go forward on Sunday at 03:00.
    clock.t = at('2026-03-28T22:00:00+02:00');
    const { client, userId, login } = await depositingPlayer(running.url, 100);
    await seedSlot(running.url, userId, 7);
    expect((await client.post('/player/limit/loss', { dailyAmount: 50, weeklyAmount: 200 })).status).toBe(200);

    // Saturday: 5 cash rounds 30 s apart, 3 free spins 20 s apart, a 10-minute pause, 2 rounds a minute apart.
    const cashToken = await launch(client, CASH_GAME);
    const saturday = [];
    for (let n = 0; n < 5; n++) saturday.push(await spinAfter(client, cashToken, 1, 30 * SECOND));
    await grant(running.url, userId, { freeSpins: 3, gameId: FREE_SPIN_GAME, freeSpinBet: 0.1 });
    const freeToken = await launch(client, FREE_SPIN_GAME);
    for (let n = 0; n < 3; n++) saturday.push(await spinAfter(client, freeToken, 1, 20 * SECOND));
    clock.advance(10 * MINUTE);
    for (let n = 0; n < 2; n++) saturday.push(await spinAfter(client, cashToken, 2, MINUTE));
    expect(saturday.map((s) => s.freeSpin)).toEqual([false, false, false, false, false, true, true, true, false, false]);
    const cancelled = await client.post('/payment/withdraw', { amount: 20, method: 'bank' });
    expect(cancelled.status).toBe(200);
    expect((await client.post('/payment/cancelWithdraw', { reference: cancelled.body.reference })).status).toBe(200);
    expect((await client.post('/payment/withdraw', { amount: 10, method: 'bank' })).status).toBe(200);

    // Sunday (23 hours long): a deposit, rounds, a jackpot win, and a round partly paid with promo money.
    clock.t = at('2026-03-29T10:00:00+03:00');
    await login();
    await storedDeposit(client, 50);
    for (let n = 0; n < 3; n++) await spinAfter(client, cashToken, 1, 45 * SECOND);
    const { cash } = await balance(client);
    expect((await client.post('/payment/withdraw', { amount: Math.round((cash - 3) * 100) / 100, method: 'bank' })).status).toBe(200);
    await grant(running.url, userId, { promo: 20 });
    const mixed = await spinAfter(client, cashToken, 10, MINUTE);
    expect(mixed.freeSpin).toBe(false);
    const slug = (await (await fetch(`${running.url}/jackpots`)).json()).jackpots[0].slug as string;
    expect((await adminPost(running.url, `/sandbox/admin/jackpots/${slug}/award`, { playerId: userId })).status).toBe(200);

    const byDate = await figuresByDate(running, userId);
    const days = await overview(client, { period: 'day', from: '2026-03-28', to: '2026-03-29' });
    expect(days.periods.map((p: { date: string; start: number; end: number }) => [p.date, (p.end - p.start) / 3_600_000])).toEqual([
      ['2026-03-28', 24],
      ['2026-03-29', 23],
    ]);
    expectOverviewMatches(days, byDate);
    // Saturday read from the rounds' answers, not the ledger: cash bets 5 × 1 + 2 × 2, free spins'
    // wins as promo; 30 s × 4 + 20 s × 3 + 60 s (the pause starts a new spell) played.
    const saturdayCents = answeredCents(days.periods[0]);
    expect(saturdayCents).toMatchObject({ betsReal: 900, betsPromo: 0, deposits: 10000, withdrawals: 3000, withdrawalsCancelled: 2000 });
    expect(saturdayCents.winsReal).toBe(Math.round(saturday.filter((s) => !s.freeSpin).reduce((sum, s) => sum + s.win, 0) * 100));
    expect(saturdayCents.winsPromo).toBe(Math.round(saturday.filter((s) => s.freeSpin).reduce((sum, s) => sum + s.win, 0) * 100));
    expect(days.periods[0]).toMatchObject({ rounds: 10, freeSpinRounds: 3, playedSeconds: 240 });
    expect(answeredCents(days.periods[1])).toMatchObject({ deposits: 5000, betsPromo: 700, betsReal: 300 + 300 });
    expect(days).toMatchObject({ success: true, period: 'day', timeZone: 'Europe/Helsinki', currency: 'EUR' });

    for (const period of ['week', 'month']) expectOverviewMatches(await overview(client, { period, from: '2026-03-28' }), byDate);
    const recent = await overview(client);
    expect([recent.periods.length, recent.from, recent.to]).toEqual([30, '2026-02-28', '2026-03-29']);
    expectOverviewMatches(recent, byDate);

    // The limit lines are the limits' own used amounts (what a bet is checked against), and today's and this week's loss.
    const limits = (await client.get('/player/limits')).body.limits as { kind: string; usedAmount: number; endTime: number }[];
    const used = (kind: string) => limits.find((l) => l.kind === kind)!;
    expect(days.lossLimits).toEqual([
      {
        kind: 'dailyLoss',
        amount: 50,
        usedAmount: used('dailyLoss').usedAmount,
        periodStart: days.periods[1].start,
        endTime: days.periods[1].end,
      },
      {
        kind: 'weeklyLoss',
        amount: 200,
        usedAmount: used('weeklyLoss').usedAmount,
        periodStart: at('2026-03-23T00:00:00+02:00'),
        endTime: days.periods[1].end,
      },
    ]);
    expect(days.lossLimits[0].usedAmount).toBe(days.periods[1].loss);
    const week = await overview(client, { period: 'week', from: '2026-03-29', to: '2026-03-29' });
    expect(days.lossLimits[1].usedAmount).toBe(week.periods[0].loss);

    // Monday noon: both days are rolled up; the answer stays the same.
    clock.t = at('2026-03-30T12:00:00+03:00');
    await login();
    // Several views at once: one of them rolls the span up, none adds it twice.
    const views = await Promise.all([1, 2, 3, 4].map(() => overview(client, { period: 'day', from: '2026-03-28', to: '2026-03-29' })));
    for (const view of views) expect(view.periods).toEqual(days.periods);
    const rolled = await overview(client, { period: 'day', from: '2026-03-28', to: '2026-03-29' });
    expect(rolled.periods).toEqual(days.periods);
    const rows = await running.database.db
      .selectFrom('play_day')
      .select('day_start')
      .where('player_id', '=', userId)
      .orderBy('day_start')
      .execute();
    expect(rows.map((r) => Number(r.day_start))).toEqual([days.periods[0].start, days.periods[1].start]);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it("never shows another player's play", async () => {
    clock.t = at('2026-05-12T12:00:00+03:00');
    const first = await depositingPlayer(running.url, 40);
    const token = await launch(first.client, CASH_GAME);
    for (let n = 0; n < 3; n++) await spinAfter(first.client, token, 1, 10 * SECOND);
    const before = await overview(first.client);

    const other = await depositingPlayer(running.url, 500);
    const otherToken = await launch(other.client, CASH_GAME);
    for (let n = 0; n < 4; n++) await spinAfter(other.client, otherToken, 5, 10 * SECOND);
    expect((await other.client.post('/payment/withdraw', { amount: 100, method: 'bank' })).status).toBe(200);

    const after = await overview(first.client);
    expect(after.periods).toEqual(before.periods);
    expect(after.totals).toMatchObject({ deposits: 40, rounds: 3, withdrawals: 0 });
    expectOverviewMatches(after, await figuresByDate(running, first.userId));
    expect((await overview(other.client)).totals).toMatchObject({ deposits: 500, rounds: 4, withdrawals: 100 });
  });

  it('answers bad input with 400/195 naming the field, and 401/115 without a session', async () => {
    clock.t = at('2026-06-01T12:00:00+03:00');
    const { client } = await depositingPlayer(running.url, 0);
    const bad = async (query: string, field: string, rule: string) => {
      const res = await client.get(`/player/overview?${query}`);
      expectError(res, 400, 195);
      expect(res.body.params).toMatchObject({ field, rule, in: 'querystring' });
      expect(res.text).not.toMatch(/\n\s+at |stack/);
    };
    await bad('period=year', 'period', 'enum');
    await bad('from=2026-6-1', 'from', 'pattern');
    await bad('to=2026-06-01T00:00', 'to', 'pattern');
    await bad('from=2026-02-30', 'from', 'date');
    await bad('to=2025-02-29', 'to', 'date');
    await bad('from=2026-05-02&to=2026-05-01', 'from', 'range');
    await bad('from=2024-04-30&to=2026-05-01', 'from', 'maxRange');
    await bad('from=1899-12-31', 'from', 'pattern');
    expect((await client.get('/player/overview?from=2024-05-01&to=2026-05-01&period=month')).status).toBe(200);
    // A leap day exists in 2028; an empty range of dates before any play is all zeros.
    const leap = await overview(client, { from: '2028-02-29', to: '2028-02-29' });
    expect(leap.periods).toHaveLength(1);
    expect(leap.totals).toMatchObject({ netReal: 0, deposits: 0, rounds: 0, playedSeconds: 0 });
    expectError(await new Client(running.url).get('/player/overview'), 401, 115);
  });
});
