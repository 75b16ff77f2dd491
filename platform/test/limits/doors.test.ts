import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, adminPost, expectError, newPlayer, type Res } from '../accounts/helpers';
import { decide, grant, launch, ledgerCheck, ledgerSums, spin } from '../wallet/helpers';
import { earnWheelSpin } from '../../src/features/bonuses/wheel';

/**
 * One responsible-gaming check at every door through which money or play moves
 * (docs/product/flows.md "Responsible gaming at every door"): a player in the self-exclusion
 * register is refused with 238, everyone with 258 while the register cannot answer, a player in
 * a cool-off with 217, at game launch, every bet and free spin of an open game, deposit start and
 * approval, the bonus wheel and loyalty conversion; each refusal moves nothing. Login refuses only
 * the register; withdrawals stay open to all of them.
 */
const FREE_SPIN_GAME = 14;
const CASH_GAME = 3;
const HOUR = 60 * 60 * 1000;

describe.each(ENGINES)('responsible gaming at every door (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });
  const db = () => running.database.db;
  const platformNow = async () =>
    (await fetch(`${running.url}/sandbox/admin/clock`, { headers: { 'x-admin-token': ADMIN_TOKEN } }).then((r) => r.json())).now as number;

  async function exclude(playerId: number, until?: number): Promise<void> {
    expect((await adminPost(running.url, '/sandbox/admin/selfExclusion/entries', { playerId, ...(until ? { until } : {}) })).status).toBe(
      200,
    );
  }
  const clearExclusion = (playerId: number) => adminPost(running.url, '/sandbox/admin/selfExclusion/entries/clear', { playerId });
  const setReachable = (reachable: boolean) => adminPost(running.url, '/sandbox/admin/selfExclusion/register', { reachable });

  async function coolOff(client: Client, password: string): Promise<number> {
    const res = await client.post('/player/limit/coolOff', { coolOffDays: 1, password });
    expect(res.status).toBe(200);
    return res.body.limits.find((l: { kind: string }) => l.kind === 'coolOff').endTime;
  }

  /** Everything a door could move for a player, read from the database. */
  async function moved(playerId: number) {
    const count = async (table: 'game_round' | 'game_launch' | 'payment_deposit' | 'payment_withdrawal') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('player_id', '=', playerId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const balance = await db()
      .selectFrom('player_balance')
      .select(['cash_cents', 'promo_cents', 'reserve_cents'])
      .where('player_id', '=', playerId)
      .executeTakeFirst();
    const freeSpins = await db()
      .selectFrom('free_spins')
      .select(['id', 'remaining'])
      .where('player_id', '=', playerId)
      .orderBy('id')
      .execute();
    const wheel = await db()
      .selectFrom('bonus_wheel_spin')
      .select(['earned_by', 'reference', 'spun_at', 'completed_at'])
      .where('player_id', '=', playerId)
      .orderBy('id')
      .execute();
    const progress = await db()
      .selectFrom('bonus_progress')
      .select(['programme', 'counted_cents', 'spent_points'])
      .where('player_id', '=', playerId)
      .orderBy('programme')
      .execute();
    const conversions = await db().selectFrom('loyalty_conversion').select('id').where('player_id', '=', playerId).execute();
    return {
      ledger: await ledgerSums(running, playerId),
      balance: balance && { cash: Number(balance.cash_cents), promo: Number(balance.promo_cents), reserve: Number(balance.reserve_cents) },
      rounds: await count('game_round'),
      launches: await count('game_launch'),
      deposits: await count('payment_deposit'),
      withdrawals: await count('payment_withdrawal'),
      freeSpins: freeSpins.map((f) => [Number(f.id), Number(f.remaining)]),
      wheel: wheel.map((w) => [
        w.earned_by,
        w.reference,
        w.spun_at === null ? null : Number(w.spun_at),
        w.completed_at === null ? null : Number(w.completed_at),
      ]),
      progress: progress.map((p) => [p.programme, Number(p.counted_cents), Number(p.spent_points)]),
      conversions: conversions.length,
    };
  }

  /**
   * A logged-in player with everything a door could give or take: 50 € cash, free spins on one
   * game, a cash game and the free-spin game launched, a stored bank account (a first deposit),
   * loyalty points, an earned bonus wheel spin and one drawn but not completed, and a stored
   * deposit started (at the bank) but not decided yet.
   */
  async function readyPlayer() {
    const p = await newPlayer(running.url);
    const { client, userId } = p;
    await grant(running.url, userId, { cash: 50, freeSpins: 3, gameId: FREE_SPIN_GAME });
    const first = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(first.status).toBe(200);
    expect((await decide(client, first.body.redirectUrl, 'approve')).status).toBe(303);
    const now = await platformNow();
    await db()
      .insertInto('bonus_progress')
      .values({ player_id: userId, programme: 'loyalty', period: 'all', counted_cents: 50_000, spent_points: 0, updated_at: now })
      .execute();
    const cashToken = await launch(client, CASH_GAME);
    const freeToken = await launch(client, FREE_SPIN_GAME);
    expect((await spin(client, cashToken, 0.1)).status).toBe(200);
    // The deposit's wheel spin is drawn (waiting for completion); one more stays unspun.
    const drawn = await client.post('/bonuswheel/spin');
    expect(drawn.status).toBe(200);
    await earnWheelSpin(db(), userId, 'test:later', now);
    const pendingDeposit = await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' });
    expect(pendingDeposit.status).toBe(200);
    return {
      ...p,
      cashToken,
      freeToken,
      wheelReference: drawn.body.reference as string,
      pendingDepositUrl: pendingDeposit.body.redirectUrl as string,
      pendingDepositToken: pendingDeposit.body.token as string,
    };
  }

  type Ready = Awaited<ReturnType<typeof readyPlayer>>;

  /** Every door of a logged-in player answers `code` (params checked by `params`) and nothing moves. */
  async function expectEveryDoorShut(p: Ready, status: number, code: number, params: (res: Res) => void) {
    const { client, userId } = p;
    const before = await moved(userId);
    const refusals: [string, Res][] = [
      ['launch', await client.get(`/game/real/${CASH_GAME}`)],
      ['bet', await spin(client, p.cashToken, 0.1)],
      ['free spin', await spin(client, p.freeToken, 0.1)],
      ['stored deposit', await client.post('/payment/confirmDeposit', { amount: 20, method: 'bank' })],
      [
        'deposit start with a session',
        await client.post('/payment/initDeposit', {
          country: 'FIN',
          amount: 20,
          method: 'bank',
          currency: 'EUR',
          policyChecked: true,
          privacyPolicyChecked: true,
        }),
      ],
      ['wheel spin', await client.post('/bonuswheel/spin')],
      ['wheel completion', await client.post('/bonuswheel/complete', { reference: p.wheelReference })],
      ['loyalty conversion', await client.post('/player/convertLoyaltyPoints', { pointAmount: 100 })],
    ];
    for (const [door, res] of refusals) {
      try {
        expectError(res, status, code);
        params(res);
      } catch (err) {
        throw new Error(`${door}: ${(err as Error).message}`);
      }
    }
    // The wheel tells the site it is not available (no badge): no spins, nothing pending.
    const wheel = await client.get('/bonuswheel/spin');
    expect(wheel.status).toBe(200);
    expect(wheel.body).toEqual(expect.objectContaining({ available_spins: 0, pending: null }));
    // The bank approves the deposit started before: it ends declined with the code, nothing credited.
    expect((await decide(client, p.pendingDepositUrl, 'approve')).status).toBe(303);
    const status2 = await client.post('/payment/depositStatus', { token: p.pendingDepositToken });
    expect(status2.body).toEqual(expect.objectContaining({ status: 'declined', declineCode: code }));
    const after = await moved(userId);
    expect(after).toEqual({ ...before });
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  }

  /** A withdrawal still goes through: the player's own money is never held back. */
  async function expectWithdrawal(client: Client, userId: number) {
    const before = await moved(userId);
    expect((await client.get('/payment/initWithdraw')).status).toBe(200);
    const w = await client.post('/payment/withdraw', { amount: 10, method: 'bank' });
    expect(w.status).toBe(200);
    expect(w.body).toEqual(expect.objectContaining({ success: true, amount: 10, status: 'pending' }));
    const after = await moved(userId);
    expect(after.balance!.cash).toBe(before.balance!.cash - 1000);
    expect(after.withdrawals).toBe(before.withdrawals + 1);
  }

  it('self-excluded while a game is open: the next spin and free spin answer 238 and move nothing; every other door answers 238; login 238; a withdrawal goes through', async () => {
    const p = await readyPlayer();
    const until = (await platformNow()) + 48 * HOUR;
    await exclude(p.userId, until);
    try {
      await expectEveryDoorShut(p, 403, 238, (res) => expect(res.body.params).toEqual({ expireTimestamp: until }));
      expectError(await new Client(running.url).post('/login', { email: p.email, password: p.password }), 403, 238);
      // Play money is not gambling: a demo launch stays open.
      expect((await p.client.get(`/game/demo/${CASH_GAME}`)).status).toBe(200);
      await expectWithdrawal(p.client, p.userId);
    } finally {
      await clearExclusion(p.userId);
    }
    // Out of the register, the same open game plays again.
    expect((await spin(p.client, p.cashToken, 0.1)).status).toBe(200);
  });

  it('an exclusion until further notice answers 238 without expireTimestamp, at the spin of an open game too', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 5 });
    const token = await launch(client, CASH_GAME);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    await exclude(userId);
    try {
      const before = await moved(userId);
      const refused = await spin(client, token, 0.1);
      expectError(refused, 403, 238);
      expect(refused.body.params).toBeUndefined();
      expect(await moved(userId)).toEqual(before);
    } finally {
      await clearExclusion(userId);
    }
  });

  it('cool-off: every door of play, deposit and bonus answers 217 with its end and moves nothing; login and a withdrawal go through', async () => {
    const p = await readyPlayer();
    const end = await coolOff(p.client, p.password);
    await expectEveryDoorShut(p, 403, 217, (res) => expect(res.body.params).toEqual({ endTime: end }));
    const login = new Client(running.url);
    expect((await login.post('/login', { email: p.email, password: p.password })).status).toBe(200);
    // The fresh session is as shut as the old one.
    expectError(await login.get(`/game/real/${CASH_GAME}`), 403, 217);
    await expectWithdrawal(p.client, p.userId);
  });

  it('register unreachable: every door answers 258 for everyone, a game already open too; a withdrawal goes through', async () => {
    const p = await readyPlayer();
    expect((await setReachable(false)).status).toBe(200);
    try {
      await expectEveryDoorShut(p, 503, 258, (res) => expect(res.body.params).toBeUndefined());
      expectError(await new Client(running.url).post('/login', { email: p.email, password: p.password }), 503, 258);
      await expectWithdrawal(p.client, p.userId);
    } finally {
      await setReachable(true);
    }
    expect((await spin(p.client, p.cashToken, 0.1)).status).toBe(200);
  });

  it('cool-off: a free spin is refused before the bonus is touched, and the spins are there after the end', async () => {
    const { client, userId, email, password } = await newPlayer(running.url);
    await grant(running.url, userId, { freeSpins: 2, gameId: FREE_SPIN_GAME });
    const token = await launch(client, FREE_SPIN_GAME);
    const end = await coolOff(client, password);
    const before = await moved(userId);
    expectError(await spin(client, token, 0.1), 403, 217);
    expect(await moved(userId)).toEqual(before);
    await adminPost(running.url, '/sandbox/admin/clock/advance', { to: end });
    expect((await client.post('/login', { email, password })).status).toBe(200);
    const again = await spin(client, await launch(client, FREE_SPIN_GAME), 0.1);
    expect(again.body).toEqual(expect.objectContaining({ freeSpin: true, freeSpinsLeft: 1 }));
  });
});
