import fc from 'fast-check';
import {
  LOSS_KINDS,
  PERIOD_OF,
  buildLimitsView,
  cancelLossLimits,
  checkDepositAllowed,
  confirmLossLimits,
  periodOf,
  readLossLimits,
  requestLossLimits,
  startCoolOff,
  type LossKind,
} from '../../src/features/limits';
import type { PlatformDb } from '../../src/db';
import { ENGINES } from '../shared/helpers';
import { DAY, HOUR, PASSWORD, at, createPlayer, limitsDatabaseForSuite, playRound } from './helpers';

type Op =
  | { t: 'set'; kind: LossKind; euros?: number; autoRenew?: boolean }
  /** Relative to the amount in force (a first limit of 10 + by without one); a lowering stops at 10. */
  | { t: 'raise' | 'lower'; kind: LossKind; by: number }
  | { t: 'confirm'; kind: LossKind; what: 'increase' | 'removal' }
  | { t: 'cancel'; kind: LossKind }
  | { t: 'bet'; cents: number; winFactor: number }
  | { t: 'advance'; ms: number }
  | { t: 'toPeriodEnd'; kind: LossKind; before: boolean }
  | { t: 'coolOff'; days: 1 | 3 | 7 }
  | { t: 'deposit' };

const kindArb = fc.constantFrom(...LOSS_KINDS);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('set' as const),
      kind: kindArb,
      euros: fc.option(fc.integer({ min: 10, max: 200 }), { nil: undefined }),
      autoRenew: fc.option(fc.boolean(), { nil: undefined }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('confirm' as const),
      kind: kindArb,
      what: fc.constantFrom('increase' as const, 'removal' as const),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), kind: kindArb }), weight: 1 },
  {
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      cents: fc.constantFrom(100, 500, 1000, 2000, 5000),
      winFactor: fc.constantFrom(0, 0, 0, 0, 0.5, 1, 2, 5),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 2 * DAY }) }), weight: 3 },
  { arbitrary: fc.record({ t: fc.constant('toPeriodEnd' as const), kind: kindArb, before: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('coolOff' as const), days: fc.constantFrom(1 as const, 3 as const, 7 as const) }), weight: 1 },
  { arbitrary: fc.constant({ t: 'deposit' as const }), weight: 1 },
);

/** Limit changes of every sort across day, week and month ends, no play: what the rule across kinds is about. */
const limitOpArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('set' as const), kind: kindArb, euros: fc.integer({ min: 10, max: 300 }) }), weight: 4 },
  {
    arbitrary: fc.record({ t: fc.constantFrom('raise' as const, 'lower' as const), kind: kindArb, by: fc.integer({ min: 0, max: 120 }) }),
    weight: 6,
  },
  { arbitrary: fc.record({ t: fc.constant('set' as const), kind: kindArb, autoRenew: fc.boolean() }), weight: 2 },
  {
    arbitrary: fc.record({
      t: fc.constant('confirm' as const),
      kind: kindArb,
      what: fc.constantFrom('increase' as const, 'removal' as const),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), kind: kindArb }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 3 * DAY }) }), weight: 2 },
  { arbitrary: fc.record({ t: fc.constant('toPeriodEnd' as const), kind: kindArb, before: fc.boolean() }), weight: 3 },
);

/** Starts near a spring and an autumn clock change, a month end and the year end, or anywhere in 2025. */
const startArb = fc.oneof(
  fc.constantFrom(
    at('2025-03-29T20:00:00+02:00'),
    at('2025-10-25T22:00:00+03:00'),
    at('2025-04-30T23:00:00+03:00'),
    at('2025-12-31T18:00:00+02:00'),
  ),
  fc.integer({ min: at('2025-01-01T00:00:00Z'), max: at('2025-12-31T00:00:00Z') }),
);

interface Pending {
  change: number | 'removal';
  effectiveAt: number;
}
interface ModelLimit {
  amount: number;
  pending?: Pending;
}

const RANK: Record<LossKind, number> = { dailyLoss: 0, weeklyLoss: 1, monthlyLoss: 2 };

/** Every amount a stored limit could have: the one in force and a pending raise. */
const reachable = (l: { amountCents: number; pendingAmountCents: number | null }): number[] =>
  l.pendingAmountCents === null ? [l.amountCents] : [l.amountCents, l.pendingAmountCents];

/**
 * The rule across kinds over effective and pending amounts, read from the database: for any two
 * kinds that both have a limit, nothing the shorter period's limit could become (in force or its
 * pending raise) exceeds anything the longer one's could become. Answers the breaches.
 */
async function acrossKindsBreaches(db: PlatformDb['db'], playerId: number): Promise<string[]> {
  const stored = await readLossLimits(db, playerId);
  const breaches: string[] = [];
  for (const shorter of LOSS_KINDS) {
    for (const longer of LOSS_KINDS) {
      const s = stored[shorter];
      const l = stored[longer];
      if (RANK[shorter] >= RANK[longer] || !s || !l) continue;
      for (const a of reachable(s)) for (const b of reachable(l)) if (a > b) breaches.push(`${shorter} ${a} > ${longer} ${b}`);
    }
  }
  return breaches;
}

/**
 * An independent model of the rules: what is in force, what is pending and since when, the loss
 * of each period from the rounds that were let through, and the cool-off end. Each step runs the
 * real function on the database and compares with the model, so that:
 * - a bet is refused exactly when (if lost) it would take the loss of some current period over a
 *   limit in force, or a cool-off runs (217 first), hence no period's loss ever exceeds the limit
 *   in force when it grew;
 * - a raise or removal takes effect only by a confirmation at or after the end of the period in
 *   which it was asked for; a lowering and a first limit at once;
 * - the increasingToBeConfirmed flag is true exactly when a pending change may be confirmed;
 * - a new amount is refused (195 noHigherThan/noLowerThan, nothing written) exactly when it would
 *   exceed a longer period's amount in force or fall below what a shorter period's limit could
 *   become (its pending raise included); so after every step, period ends included, no amount a
 *   shorter period's limit could have exceeds one a longer period's could (acrossKindsBreaches).
 */
describe.each(ENGINES)('loss limit properties (%s)', (engine) => {
  const suite = limitsDatabaseForSuite(engine);

  async function run(start: number, ops: Op[]): Promise<void> {
    const db = suite.database.db;
    const playerId = await createPlayer(suite.database, start);
    let now = start;
    const model: Partial<Record<LossKind, ModelLimit>> = {};
    const rounds: { at: number; net: number }[] = [];
    let coolOffEnd = 0;
    const loss = (kind: LossKind) => {
      const p = periodOf(PERIOD_OF[kind], now);
      return Math.max(
        0,
        rounds.filter((r) => r.at >= p.start && r.at < p.end).reduce((s, r) => s + r.net, 0),
      );
    };

    for (const step of ops) {
      let op = step;
      if (op.t === 'raise' || op.t === 'lower') {
        const inForce = model[op.kind]?.amount;
        const euros = inForce === undefined ? 10 + op.by : op.t === 'raise' ? inForce / 100 + op.by : Math.max(10, inForce / 100 - op.by);
        op = { t: 'set', kind: op.kind, euros };
      }
      switch (op.t) {
        case 'raise':
        case 'lower':
          throw new Error('resolved above');
        case 'advance':
          now += op.ms;
          break;
        case 'toPeriodEnd':
          now = periodOf(PERIOD_OF[op.kind], now).end - (op.before ? 1 : 0);
          break;
        case 'coolOff': {
          const end = await startCoolOff(db, playerId, op.days, PASSWORD, now);
          coolOffEnd = Math.max(coolOffEnd, now + op.days * DAY);
          expect(end).toBe(coolOffEnd);
          break;
        }
        case 'deposit': {
          // The deposit check the payments feature runs: refused (217) exactly while a cool-off runs.
          const result = await checkDepositAllowed(db, playerId, now);
          if (now < coolOffEnd)
            expect(result).toEqual({ ok: false, errorCode: 217, message: expect.any(String), params: { endTime: coolOffEnd } });
          else expect(result).toEqual({ ok: true });
          break;
        }
        case 'bet': {
          const win = Math.floor(op.cents * op.winFactor);
          const over = LOSS_KINDS.filter((k) => model[k] !== undefined && loss(k) + op.cents > model[k]!.amount);
          const result = await playRound(suite.database, { playerId, gameId: suite.gameId, betCents: op.cents, winCents: win, now });
          if (now < coolOffEnd) {
            expect(result).toMatchObject({ ok: false, errorCode: 217 });
          } else if (over.length > 0) {
            expect(result).toMatchObject({ ok: false, errorCode: 122 });
            if (!result.ok) expect(over).toContain(result.params?.limit);
          } else {
            expect(result).toEqual({ ok: true });
            rounds.push({ at: now, net: op.cents - win });
            // Even if every bet were lost, no current period's loss passes the limit in force.
            for (const k of LOSS_KINDS) if (model[k]) expect(loss(k)).toBeLessThanOrEqual(model[k]!.amount);
          }
          break;
        }
        case 'set': {
          const cents = op.euros === undefined ? undefined : op.euros * 100;
          // A new amount lies between the most a shorter period's limit could become (its pending
          // raise) and the longer periods' amounts in force.
          const conflicts =
            cents === undefined
              ? []
              : LOSS_KINDS.flatMap((o) => {
                  const m = model[o];
                  if (o === op.kind || m === undefined) return [];
                  const highest = Math.max(m.amount, typeof m.pending?.change === 'number' ? m.pending.change : 0);
                  if (RANK[o] > RANK[op.kind] && cents > m.amount) return [{ rule: 'noHigherThan', other: o, otherAmount: m.amount / 100 }];
                  if (RANK[o] < RANK[op.kind] && cents < highest) return [{ rule: 'noLowerThan', other: o, otherAmount: highest / 100 }];
                  return [];
                });
          const call = requestLossLimits(db, playerId, { [op.kind]: { amountCents: cents, autoRenew: op.autoRenew } }, now);
          if (conflicts.length > 0) {
            const err: unknown = await call.then(
              () => undefined,
              (e: unknown) => e,
            );
            expect(err).toMatchObject({ errorCode: 195, params: { field: `${op.kind.replace('Loss', '')}Amount` } });
            const { rule, other, otherAmount } = (err as { params: Record<string, unknown> }).params;
            expect(conflicts).toContainEqual({ rule, other, otherAmount });
            break;
          }
          await call;
          const end = periodOf(PERIOD_OF[op.kind], now).end;
          const keepOrNew = (change: number | 'removal', old?: Pending): Pending =>
            old && old.change === change ? old : { change, effectiveAt: end };
          let m = model[op.kind];
          if (cents !== undefined) {
            if (!m) m = { amount: cents };
            else if (cents <= m.amount) m = { amount: cents };
            else m = { amount: m.amount, pending: keepOrNew(cents, m.pending) };
          }
          if (m && op.autoRenew === false) m = { amount: m.amount, pending: keepOrNew('removal', m.pending) };
          else if (m && op.autoRenew === true && m.pending?.change === 'removal') m = { amount: m.amount };
          if (m) model[op.kind] = m;
          break;
        }
        case 'confirm': {
          const m = model[op.kind];
          const ok =
            m?.pending !== undefined && (m.pending.change === 'removal') === (op.what === 'removal') && now >= m.pending.effectiveAt;
          const call = confirmLossLimits(db, playerId, [op.kind], now, op.what);
          if (!ok) {
            await expect(call).rejects.toMatchObject({ errorCode: 195 });
            break;
          }
          await call;
          if (m!.pending!.change === 'removal') delete model[op.kind];
          else model[op.kind] = { amount: m!.pending!.change };
          break;
        }
        case 'cancel': {
          await cancelLossLimits(db, playerId, [op.kind], now);
          const m = model[op.kind];
          if (m) model[op.kind] = { amount: m.amount };
          break;
        }
      }
      // The suite.database holds what the model holds.
      const stored = await readLossLimits(db, playerId);
      for (const k of LOSS_KINDS) {
        const m = model[k];
        expect(
          stored[k] && {
            amount: stored[k]!.amountCents,
            change: stored[k]!.pendingRemoval ? 'removal' : stored[k]!.pendingAmountCents,
            effectiveAt: stored[k]!.pendingEffectiveAt,
          },
        ).toEqual(m && { amount: m.amount, change: m.pending?.change ?? null, effectiveAt: m.pending?.effectiveAt ?? null });
      }
      // Effective and pending amounts keep the order of the periods after every step.
      expect(await acrossKindsBreaches(db, playerId)).toEqual([]);
      const view = await buildLimitsView(db, playerId, now);
      expect(view.trueLimits.map((t) => [t.kind, t.increasingToBeConfirmed])).toEqual(
        LOSS_KINDS.filter((k) => model[k]).map((k) => [k, model[k]!.pending !== undefined && now >= model[k]!.pending!.effectiveAt]),
      );
    }
  }

  it('bets never take a period over the limit in force, raises wait for the period end and the confirmation, cool-off blocks until it ends', async () => {
    await fc.assert(
      fc.asyncProperty(startArb, fc.array(opArb, { minLength: 5, maxLength: 40 }), async (start, ops) => {
        await run(start, ops);
      }),
      { numRuns: engine === 'sqlite' ? 60 : 30 },
    );
  }, 120_000);

  it('limit changes in any order, pending raises and removals, confirmations and cancels across period ends keep daily <= weekly <= monthly over effective and pending amounts', async () => {
    await fc.assert(
      fc.asyncProperty(startArb, fc.array(limitOpArb, { minLength: 5, maxLength: 60 }), async (start, ops) => {
        await run(start, ops);
      }),
      { numRuns: engine === 'sqlite' ? 100 : 40 },
    );
  }, 180_000);

  it('a chosen scenario: a pending daily raise, then a weekly lowering below it, and the way out', async () => {
    await run(at('2025-03-26T10:00:00+02:00'), [
      { t: 'set', kind: 'dailyLoss', euros: 50 },
      { t: 'set', kind: 'weeklyLoss', euros: 200 },
      { t: 'set', kind: 'dailyLoss', euros: 80 },
      { t: 'set', kind: 'weeklyLoss', euros: 60 },
      { t: 'set', kind: 'weeklyLoss', euros: 80 },
      { t: 'set', kind: 'monthlyLoss', euros: 70 },
      { t: 'set', kind: 'monthlyLoss', euros: 80 },
      { t: 'toPeriodEnd', kind: 'dailyLoss', before: false },
      { t: 'confirm', kind: 'dailyLoss', what: 'increase' },
      { t: 'set', kind: 'dailyLoss', euros: 90 },
      { t: 'set', kind: 'weeklyLoss', euros: 100 },
      { t: 'set', kind: 'dailyLoss', euros: 90 },
      { t: 'set', kind: 'weeklyLoss', autoRenew: false },
      { t: 'toPeriodEnd', kind: 'weeklyLoss', before: false },
      { t: 'confirm', kind: 'weeklyLoss', what: 'removal' },
      { t: 'set', kind: 'dailyLoss', euros: 90 },
      { t: 'cancel', kind: 'dailyLoss' },
      { t: 'set', kind: 'monthlyLoss', euros: 50 },
    ]);
  });

  it('a chosen scenario: raise, play to the limit across the day end, confirm after it', async () => {
    await run(at('2025-10-25T22:00:00+03:00'), [
      { t: 'set', kind: 'dailyLoss', euros: 20 },
      { t: 'bet', cents: 1000, winFactor: 0 },
      { t: 'set', kind: 'dailyLoss', euros: 50 },
      { t: 'bet', cents: 1000, winFactor: 0 },
      { t: 'bet', cents: 100, winFactor: 0 },
      { t: 'confirm', kind: 'dailyLoss', what: 'increase' },
      { t: 'toPeriodEnd', kind: 'dailyLoss', before: true },
      { t: 'confirm', kind: 'dailyLoss', what: 'increase' },
      { t: 'toPeriodEnd', kind: 'dailyLoss', before: false },
      { t: 'bet', cents: 2000, winFactor: 0 },
      { t: 'bet', cents: 100, winFactor: 0 },
      { t: 'confirm', kind: 'dailyLoss', what: 'increase' },
      { t: 'bet', cents: 2000, winFactor: 0 },
      { t: 'advance', ms: HOUR },
      { t: 'coolOff', days: 1 },
      { t: 'bet', cents: 100, winFactor: 0 },
      { t: 'deposit' },
      { t: 'advance', ms: DAY },
      { t: 'deposit' },
      { t: 'bet', cents: 100, winFactor: 0 },
    ]);
  });
});
