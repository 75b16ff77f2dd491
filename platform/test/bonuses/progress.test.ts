import { addCounted, periodKey, readProgress, type ProgressProgramme } from '../../src/features/bonuses/progress';
import { grantMoney } from '../../src/features/wallet';
import { ENGINES } from '../shared/helpers';
import { DAY, at, createPlayer, limitsDatabaseForSuite, seededReels, spinWith } from '../limits/helpers';

const PROGRAMMES: ProgressProgramme[] = ['bonusGame', 'goldRush', 'loyalty'];

/**
 * Programme progress counted from the wallet's turnover (docs/decisions.md#progress-from-turnover),
 * through real rounds (spinReal with every round step): each programme's count of each period
 * equals the real-money bets of its rounds in that period plus points added outside rounds, across
 * gold rush weeks, a round whose clock is behind the latest week, free spins and rows kept from
 * before the live rows; rounds within a period write no progress row.
 */
describe.each(ENGINES)('programme progress from turnover (%s)', (engine) => {
  const suite = limitsDatabaseForSuite(engine);
  const db = () => suite.database.db;
  const WEEK1 = at('2026-03-04T12:00:00+02:00');
  const WEEK2 = WEEK1 + 7 * DAY;
  const rng = seededReels(20260304);

  /** What the programmes must show: per programme and period, the cents counted. */
  const expected = new Map<string, number>();
  const expectAdd = (programme: ProgressProgramme, now: number, cents: number) => {
    const k = `${programme}:${periodKey(programme, now)}`;
    expected.set(k, (expected.get(k) ?? 0) + cents);
  };

  /** A real-money round of `betCents` at `now` (free spins won on the way are spun through: they count nothing). */
  const play = async (p: number, betCents: number, now: number) => {
    for (;;) {
      const answer = await spinWith(db(), rng, { playerId: p, gameId: suite.gameId, betCents, now });
      if (answer.freeSpin) continue;
      for (const programme of PROGRAMMES) expectAdd(programme, now, betCents);
      return;
    }
  };

  const rows = (p: number) =>
    db().selectFrom('bonus_progress').selectAll().where('player_id', '=', p).orderBy('programme').orderBy('period').execute();

  const expectCounts = async (p: number) => {
    for (const [k, cents] of expected) {
      const [programme, period] = k.split(':') as [ProgressProgramme, string];
      expect({ k, cents: (await readProgress(db(), p, programme, period)).countedCents }).toEqual({ k, cents });
    }
    const live = (await rows(p)).filter((r) => r.turnover_base_cents !== null).map((r) => r.programme);
    expect(live.length).toBe(new Set(live).size);
  };

  it('counts each period exactly and writes no row within a period', async () => {
    const p = await createPlayer(suite.database, WEEK1);
    await grantMoney(db(), p, { cash: 500_000 }, WEEK1);
    // A row kept from before live rows (as 0017 found them): points added outside a round.
    await addCounted(db(), p, 'bonusGame', periodKey('bonusGame', WEEK1), 700, WEEK1);
    expectAdd('bonusGame', WEEK1, 700);

    await play(p, 100, WEEK1);
    const opened = await rows(p);
    for (let i = 0; i < 5; i++) await play(p, [10, 50, 200][i % 3], WEEK1 + i * 1000);
    expect(await rows(p)).toEqual(opened);
    await expectCounts(p);

    // Points added to a live row count on top of the turnover.
    await addCounted(db(), p, 'bonusGame', periodKey('bonusGame', WEEK1), 300, WEEK1);
    expectAdd('bonusGame', WEEK1, 300);
    await expectCounts(p);

    // A new gold rush week: the first round closes last week's row and opens its own.
    for (let i = 0; i < 4; i++) await play(p, 100, WEEK2 + i * 1000);
    await expectCounts(p);

    // A round whose clock is behind the latest week counts in its own week only.
    await play(p, 200, WEEK1 + DAY);
    await expectCounts(p);
    await play(p, 50, WEEK2 + DAY);
    await expectCounts(p);
  });
});
