import { AppError } from '../../src/errors';
import { grantFreeSpins } from '../../src/features/bonuses';
import { checkLossLimits, requestLossLimits } from '../../src/features/limits';
import { grantMoney } from '../../src/features/wallet';
import { ENGINES } from '../shared/helpers';
import { lossTotalProblems } from '../shared/invariants';
import { HOUR, at, createPlayer, limitsDatabaseForSuite, seededReels, spinWith } from './helpers';

/**
 * The running loss totals (docs/decisions.md#loss-totals) through real rounds (spinReal with every
 * round step): each round is refused exactly when the check over the summed rounds refuses it, with
 * the same figures, and the kept totals equal the summed rounds, across day, week (with the spring
 * clock change) and month ends, a clock behind another, a limit set after rounds without one, a
 * limit gone and back, and free spins.
 */
describe.each(ENGINES)('loss limits: running totals (%s)', (engine) => {
  const suite = limitsDatabaseForSuite(engine);

  const db = () => suite.database.db;
  const SAT = at('2025-03-29T23:00:00+02:00');
  const newPlayer = async () => {
    const p = await createPlayer(suite.database, SAT);
    await grantMoney(db(), p, { cash: 200_000 }, SAT);
    return p;
  };
  const rng = seededReels(20250329);
  const refusals = { n: 0 };

  /**
   * A real-money round at `now`, refused (false) exactly as the check over the summed rounds says.
   * Free spins won on the way (programme levels) are used first and count nothing: spun through.
   */
  const play = async (p: number, betCents: number, now: number): Promise<boolean> => {
    for (;;) {
      const expected = await checkLossLimits(db(), p, betCents, now);
      try {
        const answer = await spinWith(db(), rng, { playerId: p, gameId: suite.gameId, betCents, now });
        if (answer.freeSpin) continue;
      } catch (err) {
        if (!(err instanceof AppError) || err.errorCode !== 122) throw err;
        expect(expected).toMatchObject({ ok: false, errorCode: 122, params: err.params });
        refusals.n++;
        return false;
      }
      expect(expected).toEqual({ ok: true });
      return true;
    }
  };
  const totals = (p: number) => db().selectFrom('player_loss_total').selectAll().where('player_id', '=', p).executeTakeFirst();
  const turnover = async (p: number) =>
    Number(
      (await db().selectFrom('player_balance').select('total_turnover_cents').where('player_id', '=', p).executeTakeFirstOrThrow())
        .total_turnover_cents,
    );
  /** The player's totals are there, current, and equal their rounds. */
  const expectCurrent = async (p: number) => {
    expect(Number((await totals(p))?.turnover_cents)).toBe(await turnover(p));
    expect(await lossTotalProblems(db())).toEqual([]);
  };

  it('stay equal to the summed rounds across day, week and month ends and a clock behind another', async () => {
    const p = await newPlayer();
    await requestLossLimits(
      db(),
      p,
      { dailyLoss: { amountCents: 3000 }, weeklyLoss: { amountCents: 6000 }, monthlyLoss: { amountCents: 9000 } },
      SAT,
    );
    const times = [
      SAT,
      at('2025-03-30T00:00:00+02:00'),
      // Sunday after the clocks went forward (03:00 → 04:00); the week ends at Monday's midnight.
      at('2025-03-30T05:00:00+03:00'),
      at('2025-03-31T00:00:00+03:00') - 1,
      at('2025-03-31T00:00:00+03:00'),
      at('2025-04-01T00:00:00+03:00') - 1,
      at('2025-04-01T00:00:00+03:00'),
    ];
    refusals.n = 0;
    for (const now of times) {
      for (const bet of [1000, 500, 1000, 100, 1000, 500]) await play(p, bet, now);
      await expectCurrent(p);
    }
    // A round of an instance whose clock is behind: it counts in its own (earlier) periods, the kept ones stay.
    await play(p, 100, at('2025-04-01T00:00:00+03:00') + 500);
    await play(p, 100, at('2025-04-01T00:00:00+03:00') - 100);
    await play(p, 100, at('2025-04-01T00:00:00+03:00') + 600);
    await expectCurrent(p);
    expect(Number((await totals(p))?.day_start)).toBe(at('2025-04-01T00:00:00+03:00'));
    expect(refusals.n).toBeGreaterThan(0);
  });

  it('a limit set after rounds without one sums them once; a limit gone and back sums again', async () => {
    const p = await newPlayer();
    const t = at('2025-03-26T10:00:00+02:00');
    // Limits high enough that every round here is played (refusals: the test above).
    for (let i = 0; i < 4; i++) expect(await play(p, 1000, t + i)).toBe(true);
    // Without a limit no totals are kept.
    expect(await totals(p)).toBeUndefined();
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 50_000 } }, t);
    for (let i = 0; i < 3; i++) expect(await play(p, 1000, t + HOUR + i)).toBe(true);
    await expectCurrent(p);
    // The limit gone: rounds played meanwhile are not in the totals, which say so by their turnover.
    await db().deleteFrom('player_loss_limit').where('player_id', '=', p).execute();
    for (let i = 0; i < 3; i++) await play(p, 1000, t + 2 * HOUR + i);
    expect(Number((await totals(p))?.turnover_cents)).toBeLessThan(await turnover(p));
    expect(await lossTotalProblems(db())).toEqual([]);
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 80_000 } }, t + 3 * HOUR);
    for (let i = 0; i < 4; i++) expect(await play(p, 1000, t + 3 * HOUR + i)).toBe(true);
    await expectCurrent(p);
  });

  it('free spins count nothing and leave the totals current', async () => {
    const p = await newPlayer();
    const t = at('2025-03-26T12:00:00+02:00');
    await requestLossLimits(db(), p, { dailyLoss: { amountCents: 5000 } }, t);
    await play(p, 1000, t);
    const before = await totals(p);
    await grantFreeSpins(db(), p, suite.gameId, 3, 20, t);
    for (let i = 0; i < 3; i++) {
      const answer = await spinWith(db(), rng, { playerId: p, gameId: suite.gameId, betCents: 1000, now: t + i });
      expect(answer.freeSpin).toBe(true);
    }
    expect(await totals(p)).toEqual(before);
    await play(p, 1000, t + HOUR);
    await expectCurrent(p);
  });
});
