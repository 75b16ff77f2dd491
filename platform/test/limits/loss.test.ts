import {
  buildLimitsView,
  cancelLossLimits,
  checkLossLimits,
  confirmLossLimits,
  lossInCurrentPeriods,
  periodOf,
  readLossLimits,
  requestLossLimits,
} from '../../src/features/limits';
import { ENGINES } from '../shared/helpers';
import { DAY, HOUR, at, createPlayer, limitsDatabaseForSuite, playRound } from './helpers';

/** Wednesday 26 March 2025, 10:00 in Helsinki: the week ends after the spring clock change. */
const WED = at('2025-03-26T10:00:00+02:00');
const DAY_END = at('2025-03-27T00:00:00+02:00');
const WEEK_END = at('2025-03-31T00:00:00+03:00');
const MONTH_END = at('2025-04-01T00:00:00+03:00');

describe.each(ENGINES)('loss limits (%s)', (engine) => {
  const suite = limitsDatabaseForSuite(engine);

  const db = () => suite.database.db;
  const newPlayer = () => createPlayer(suite.database, WED);
  const round = (
    playerId: number,
    betCents: number,
    winCents: number,
    now: number,
    extra: { freeSpin?: boolean; promoCents?: number } = {},
  ) => playRound(suite.database, { playerId, gameId: suite.gameId, betCents, winCents, now, ...extra });

  it('the period ends the limits use are Helsinki midnights', () => {
    expect([periodOf('day', WED).end, periodOf('week', WED).end, periodOf('month', WED).end]).toEqual([DAY_END, WEEK_END, MONTH_END]);
  });

  it('a first limit and a lowering take effect at once; a raise waits for the period end and then for confirmation', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 5000 } }, WED);
    expect((await readLossLimits(db(), p)).dailyLoss).toEqual({
      kind: 'dailyLoss',
      amountCents: 5000,
      pendingAmountCents: null,
      pendingRemoval: false,
      pendingEffectiveAt: null,
    });
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 3000 } }, WED + HOUR);
    expect((await readLossLimits(db(), p)).dailyLoss?.amountCents).toBe(3000);

    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 8000 } }, WED + 2 * HOUR);
    expect((await readLossLimits(db(), p)).dailyLoss).toEqual({
      kind: 'dailyLoss',
      amountCents: 3000,
      pendingAmountCents: 8000,
      pendingRemoval: false,
      pendingEffectiveAt: DAY_END,
    });
    for (const t of [WED + 2 * HOUR, DAY_END - 1]) {
      await expect(confirmLossLimits(db(), p, ['dailyLoss'], t)).rejects.toMatchObject({
        errorCode: 195,
        params: { field: 'dailyConfirmed', rule: 'notYetEffective', amountEffectiveTime: DAY_END },
      });
    }
    // After the period end the old amount still holds until the player confirms.
    const later = DAY_END + 5 * HOUR;
    const view = await buildLimitsView(db(), p, later);
    expect(view.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 30, newAmount: 80, increasingToBeConfirmed: true, pendingRemoval: false },
    ]);
    expect((await checkLossLimits(db(), p, 3001, later)).ok).toBe(false);
    await confirmLossLimits(db(), p, ['dailyLoss'], later);
    expect((await readLossLimits(db(), p)).dailyLoss).toEqual({
      kind: 'dailyLoss',
      amountCents: 8000,
      pendingAmountCents: null,
      pendingRemoval: false,
      pendingEffectiveAt: null,
    });
    expect((await checkLossLimits(db(), p, 8000, later)).ok).toBe(true);
    await expect(confirmLossLimits(db(), p, ['dailyLoss'], later)).rejects.toMatchObject({
      errorCode: 195,
      params: { rule: 'nothingPending' },
    });
  });

  it('asking for the same raise keeps its time; another raise in a later period waits for that period', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 10000 } }, WED);
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 20000 } }, WED);
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 20000 } }, WED + 3 * DAY);
    expect((await readLossLimits(db(), p)).weeklyLoss?.pendingEffectiveAt).toBe(WEEK_END);
    const nextWeek = WEEK_END + DAY;
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 30000 } }, nextWeek);
    expect((await readLossLimits(db(), p)).weeklyLoss).toMatchObject({
      amountCents: 10000,
      pendingAmountCents: 30000,
      pendingEffectiveAt: periodOf('week', nextWeek).end,
    });
    await expect(confirmLossLimits(db(), p, ['weeklyLoss'], nextWeek)).rejects.toMatchObject({ errorCode: 195 });
  });

  it('a lowering drops a pending raise; cancelling drops it and the limit in force stays', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 50000 } }, WED);
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 90000 } }, WED);
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 40000 } }, WED + HOUR);
    expect((await readLossLimits(db(), p)).monthlyLoss).toMatchObject({
      amountCents: 40000,
      pendingAmountCents: null,
      pendingEffectiveAt: null,
    });
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 90000 } }, WED + HOUR);
    await cancelLossLimits(db(), p, ['monthlyLoss'], MONTH_END + HOUR);
    expect((await readLossLimits(db(), p)).monthlyLoss).toMatchObject({
      amountCents: 40000,
      pendingAmountCents: null,
      pendingRemoval: false,
    });
    await expect(confirmLossLimits(db(), p, ['monthlyLoss'], MONTH_END + 2 * HOUR)).rejects.toMatchObject({ errorCode: 195 });
  });

  it('autoRenew off is a removal: it waits for the period end, is confirmed with the removal flag, and autoRenew on takes it back', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 10000, autoRenew: false } }, WED);
    let view = await buildLimitsView(db(), p, WED);
    expect(view.limits.find((e) => e.kind === 'weeklyLoss')).toMatchObject({
      amount: 100,
      autoRenew: false,
      newAmount: null,
      amountEffectiveTime: WEEK_END,
    });
    expect(view.trueLimits).toEqual([
      { kind: 'weeklyLoss', amount: 100, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: true },
    ]);
    await expect(confirmLossLimits(db(), p, ['weeklyLoss'], WEEK_END, 'increase')).rejects.toMatchObject({
      errorCode: 195,
      params: { field: 'weeklyConfirmed', rule: 'nothingPending' },
    });
    await expect(confirmLossLimits(db(), p, ['weeklyLoss'], WEEK_END - 1, 'removal')).rejects.toMatchObject({
      params: { field: 'weeklyRemovalConfirmed', rule: 'notYetEffective' },
    });
    expect((await checkLossLimits(db(), p, 10001, WEEK_END + HOUR)).ok).toBe(false);
    await confirmLossLimits(db(), p, ['weeklyLoss'], WEEK_END + HOUR, 'removal');
    expect(await readLossLimits(db(), p)).toEqual({});
    expect((await checkLossLimits(db(), p, 10001, WEEK_END + HOUR)).ok).toBe(true);

    const q = await newPlayer();
    await requestLossLimits(db(), q, { dailyLoss: { amountCents: 2000 } }, WED);
    await requestLossLimits(db(), q, { dailyLoss: { autoRenew: false } }, WED);
    await requestLossLimits(db(), q, { dailyLoss: { autoRenew: true } }, WED + HOUR);
    view = await buildLimitsView(db(), q, DAY_END + HOUR);
    expect(view.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 20, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false },
    ]);
  });

  it('amounts are whole euros from 10 to 100000', async () => {
    const p = await newPlayer();
    for (const amountCents of [999, 900, 10_000_100, 1050, 0]) {
      await expect(requestLossLimits(db(), p, { dailyLoss: { amountCents } }, WED)).rejects.toMatchObject({
        errorCode: 195,
        params: { field: 'dailyAmount', rule: 'range', min: 10, max: 100000 },
      });
    }
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 1000 }, monthlyLoss: { amountCents: 10_000_000 } }, WED);
    expect(await readLossLimits(db(), p)).toMatchObject({ dailyLoss: { amountCents: 1000 }, monthlyLoss: { amountCents: 10_000_000 } });
  });

  it('daily may not exceed weekly or monthly, weekly lies between, monthly not below; a refused call writes nothing', async () => {
    const p = await newPlayer();
    await requestLossLimits(
      db(),
      p,
      { dailyLoss: { amountCents: 5000 }, weeklyLoss: { amountCents: 10000 }, monthlyLoss: { amountCents: 30000 } },
      WED,
    );
    let before = await readLossLimits(db(), p);
    const refused = async (request: Parameters<typeof requestLossLimits>[2], field: string, rule: string, other: string) => {
      await expect(requestLossLimits(db(), p, request, WED)).rejects.toMatchObject({ errorCode: 195, params: { field, rule, other } });
      expect(await readLossLimits(db(), p)).toEqual(before);
    };
    await refused({ dailyLoss: { amountCents: 15000 } }, 'dailyAmount', 'noHigherThan', 'weeklyLoss');
    await refused({ weeklyLoss: { amountCents: 4000 } }, 'weeklyAmount', 'noLowerThan', 'dailyLoss');
    await refused({ weeklyLoss: { amountCents: 40000 } }, 'weeklyAmount', 'noHigherThan', 'monthlyLoss');
    await refused({ monthlyLoss: { amountCents: 9000 } }, 'monthlyAmount', 'noLowerThan', 'weeklyLoss');
    // A first daily limit above a weekly one is refused too; a pending weekly raise does not count.
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 20000 } }, WED);
    before = await readLossLimits(db(), p);
    await refused({ dailyLoss: { amountCents: 15000 } }, 'dailyAmount', 'noHigherThan', 'weeklyLoss');
    // Amounts asked for in the same call are compared with each other.
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 3000 }, weeklyLoss: { amountCents: 4000 } }, WED);
    expect(await readLossLimits(db(), p)).toMatchObject({
      dailyLoss: { amountCents: 3000 },
      weeklyLoss: { amountCents: 4000, pendingAmountCents: null },
    });
  });

  it('with daily 50 and a raise to 80 pending, lowering weekly from 200 to 60 is refused and nothing changes', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 5000 }, weeklyLoss: { amountCents: 20000 } }, WED);
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 8000 } }, WED);
    const before = await readLossLimits(db(), p);
    expect(before.dailyLoss).toMatchObject({ amountCents: 5000, pendingAmountCents: 8000 });
    await expect(requestLossLimits(db(), p, { weeklyLoss: { amountCents: 6000 } }, WED + HOUR)).rejects.toMatchObject({
      errorCode: 195,
      params: { field: 'weeklyAmount', rule: 'noLowerThan', other: 'dailyLoss', otherAmount: 80 },
    });
    expect(await readLossLimits(db(), p)).toEqual(before);
    // The same after the day end, while the raise waits for the confirmation; 80 itself is fine.
    await expect(requestLossLimits(db(), p, { weeklyLoss: { amountCents: 6000 } }, DAY_END + HOUR)).rejects.toMatchObject({
      errorCode: 195,
      params: { rule: 'noLowerThan', otherAmount: 80 },
    });
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 8000 } }, DAY_END + HOUR);
    expect(await readLossLimits(db(), p)).toMatchObject({
      dailyLoss: { amountCents: 5000, pendingAmountCents: 8000 },
      weeklyLoss: { amountCents: 8000 },
    });
  });

  it('pending amounts count across kinds: a raise within the longer kinds in force, a lowering not below a shorter pending raise, removals and cancels', async () => {
    const p = await newPlayer();
    await requestLossLimits(
      db(),
      p,
      { dailyLoss: { amountCents: 5000 }, weeklyLoss: { amountCents: 20000 }, monthlyLoss: { amountCents: 30000 } },
      WED,
    );
    let before = await readLossLimits(db(), p);
    const refused = async (request: Parameters<typeof requestLossLimits>[2], params: Record<string, unknown>, now = WED) => {
      await expect(requestLossLimits(db(), p, request, now)).rejects.toMatchObject({ errorCode: 195, params });
      expect(await readLossLimits(db(), p)).toEqual(before);
    };
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 25000 } }, WED);
    before = await readLossLimits(db(), p);
    // A raise of the shorter kind is compared with the longer kind in force, not its pending raise.
    await refused(
      { dailyLoss: { amountCents: 22000 } },
      { field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 200 },
    );
    // A lowering of the longer kind is compared with the shorter kind's pending raise.
    await refused(
      { monthlyLoss: { amountCents: 24000 } },
      { field: 'monthlyAmount', rule: 'noLowerThan', other: 'weeklyLoss', otherAmount: 250 },
    );
    // A raise and a lowering in one call: the raise may not pass the lowered amount.
    await refused(
      { dailyLoss: { amountCents: 8000 }, weeklyLoss: { amountCents: 6000 } },
      { field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 60 },
    );
    // An amount asked for counts even when a removal in the same call replaces the raise.
    await refused(
      { dailyLoss: { amountCents: 22000, autoRenew: false } },
      { field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss' },
    );
    // A pending removal of the longer kind does not lift it before it is confirmed.
    await requestLossLimits(db(), p, { weeklyLoss: { autoRenew: false } }, WED);
    before = await readLossLimits(db(), p);
    await refused(
      { dailyLoss: { amountCents: 22000 } },
      { field: 'dailyAmount', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 200 },
    );
    await confirmLossLimits(db(), p, ['weeklyLoss'], WEEK_END, 'removal');
    // Without a weekly limit the monthly one binds; a removal of the shorter kind never conflicts.
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 22000 } }, WEEK_END);
    before = await readLossLimits(db(), p);
    await refused(
      { monthlyLoss: { amountCents: 21000 } },
      { field: 'monthlyAmount', rule: 'noLowerThan', other: 'dailyLoss', otherAmount: 220 },
      WEEK_END,
    );
    await refused(
      { weeklyLoss: { amountCents: 10000 } },
      { field: 'weeklyAmount', rule: 'noLowerThan', other: 'dailyLoss', otherAmount: 220 },
      WEEK_END,
    );
    await cancelLossLimits(db(), p, ['dailyLoss'], WEEK_END);
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 6000 }, weeklyLoss: { amountCents: 6000 } }, WEEK_END);
    await requestLossLimits(db(), p, { dailyLoss: { autoRenew: false } }, WEEK_END);
    expect(await readLossLimits(db(), p)).toMatchObject({
      dailyLoss: { amountCents: 5000, pendingAmountCents: null, pendingRemoval: true },
      weeklyLoss: { amountCents: 6000, pendingAmountCents: null },
      monthlyLoss: { amountCents: 6000, pendingAmountCents: null },
    });
  });

  it('a confirmation is checked too: a pending raise stored above a longer kind (before pending raises counted) is not confirmed, and does not block other changes', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 5000 }, weeklyLoss: { amountCents: 6000 } }, WED);
    await db()
      .updateTable('player_loss_limit')
      .set({ pending_amount_cents: 8000, pending_removal: 0, pending_effective_at: DAY_END })
      .where('player_id', '=', p)
      .where('kind', '=', 'dailyLoss')
      .execute();
    const before = await readLossLimits(db(), p);
    await expect(confirmLossLimits(db(), p, ['dailyLoss'], DAY_END, 'increase')).rejects.toMatchObject({
      errorCode: 195,
      params: { field: 'dailyConfirmed', rule: 'noHigherThan', other: 'weeklyLoss', otherAmount: 60 },
    });
    expect(await readLossLimits(db(), p)).toEqual(before);
    // Lowering the weekly limit further is refused; raising it is not.
    await expect(requestLossLimits(db(), p, { weeklyLoss: { amountCents: 5500 } }, DAY_END)).rejects.toMatchObject({
      errorCode: 195,
      params: { rule: 'noLowerThan', otherAmount: 80 },
    });
    await requestLossLimits(db(), p, { weeklyLoss: { amountCents: 9000 } }, DAY_END);
    await cancelLossLimits(db(), p, ['dailyLoss'], DAY_END);
    expect(await readLossLimits(db(), p)).toMatchObject({
      dailyLoss: { amountCents: 5000, pendingAmountCents: null },
      weeklyLoss: { amountCents: 6000, pendingAmountCents: 9000 },
    });
  });

  it('loss is bets minus wins within the period, never below 0; promo bets count, free spins do not', async () => {
    const p = await newPlayer();
    const loss = async (now: number) => {
      const u = await lossInCurrentPeriods(db(), p, now);
      return [u.dailyLoss.lossCents, u.weeklyLoss.lossCents, u.monthlyLoss.lossCents];
    };
    // Monday 24 March: won more than bet; that day's loss is 0 and lifts nothing.
    const mon = at('2025-03-24T12:00:00+02:00');
    await round(p, 1000, 3000, mon);
    expect(await loss(mon)).toEqual([0, 0, 0]);
    await round(p, 500, 0, WED);
    await round(p, 200, 0, WED, { promoCents: 200 });
    await round(p, 100, 5000, WED, { freeSpin: true });
    await round(p, 300, 100, WED + HOUR);
    // Today 500 + 200 + 300 - 100; this week and month also count Monday's +2000 result.
    expect(await loss(WED + HOUR)).toEqual([900, 0, 0]);
    await round(p, 1000, 0, WED + 2 * HOUR);
    await round(p, 1000, 0, WED + 3 * HOUR);
    await round(p, 1000, 0, WED + 4 * HOUR);
    expect(await loss(WED + 4 * HOUR)).toEqual([3900, 1900, 1900]);
    // Thursday: the day starts at 0 again, the week and month do not.
    expect(await loss(DAY_END)).toEqual([0, 1900, 1900]);
    expect(await loss(DAY_END - 1)).toEqual([3900, 1900, 1900]);
    // Next week (April): both reset.
    expect(await loss(MONTH_END)).toEqual([0, 0, 0]);
    expect(await loss(WEEK_END)).toEqual([0, 0, 1900]);
  });

  it('a bet that would take any loss over its limit is refused with 122, naming the limit with the least left', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 2000 }, weeklyLoss: { amountCents: 3000 } }, WED);
    expect(await round(p, 1500, 0, WED)).toEqual({ ok: true });
    expect(await round(p, 600, 0, WED)).toEqual({
      ok: false,
      errorCode: 122,
      message: expect.any(String),
      params: { limit: 'dailyLoss', amount: 20, usedAmount: 15, remaining: 5, endTime: DAY_END },
    });
    expect(await round(p, 500, 0, WED)).toEqual({ ok: true });
    expect(await round(p, 10, 0, WED)).toMatchObject({ ok: false, params: { limit: 'dailyLoss', remaining: 0 } });
    // Thursday: the day allows 20 again but the week only 10.
    expect(await round(p, 1100, 0, DAY_END)).toMatchObject({
      ok: false,
      params: { limit: 'weeklyLoss', amount: 30, usedAmount: 20, remaining: 10, endTime: WEEK_END },
    });
    // A win makes room again.
    expect(await round(p, 1000, 1500, DAY_END)).toEqual({ ok: true });
    expect(await round(p, 1500, 0, DAY_END)).toEqual({ ok: true });
    expect(await round(p, 1, 0, DAY_END)).toMatchObject({ ok: false, params: { limit: 'weeklyLoss', remaining: 0 } });
    const rounds = await db()
      .selectFrom('game_round')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('player_id', '=', p)
      .executeTakeFirstOrThrow();
    expect(Number(rounds.n)).toBe(4);
  });

  it('the limits view lists cool-off and the three kinds in euros with their periods', async () => {
    const p = await newPlayer();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 2500 }, monthlyLoss: { amountCents: 100000 } }, WED);
    await requestLossLimits(db(), p, { monthlyLoss: { amountCents: 150000 } }, WED);
    await round(p, 1234, 0, WED);
    const view = await buildLimitsView(db(), p, WED + HOUR);
    const common = { minAmount: 10, maxAmount: 100000, currency: 'EUR' };
    expect(view.limits).toEqual([
      { kind: 'coolOff', coolOff: false, endTime: null },
      {
        kind: 'dailyLoss',
        amount: 25,
        usedAmount: 12.34,
        autoRenew: true,
        newAmount: null,
        amountEffectiveTime: null,
        endTime: DAY_END,
        ...common,
      },
      {
        kind: 'weeklyLoss',
        amount: null,
        usedAmount: 12.34,
        autoRenew: true,
        newAmount: null,
        amountEffectiveTime: null,
        endTime: WEEK_END,
        ...common,
      },
      {
        kind: 'monthlyLoss',
        amount: 1000,
        usedAmount: 12.34,
        autoRenew: true,
        newAmount: 1500,
        amountEffectiveTime: MONTH_END,
        endTime: MONTH_END,
        ...common,
      },
    ]);
    expect(view.trueLimits).toEqual([
      { kind: 'dailyLoss', amount: 25, newAmount: null, increasingToBeConfirmed: false, pendingRemoval: false },
      { kind: 'monthlyLoss', amount: 1000, newAmount: 1500, increasingToBeConfirmed: false, pendingRemoval: false },
    ]);
    expect(view.realityCheckInterval).toBe(60);
  });
});
