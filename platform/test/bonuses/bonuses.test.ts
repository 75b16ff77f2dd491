import { randomUUID } from 'node:crypto';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer } from '../accounts/helpers';
import { balance, decide, grant, launch, ledgerCheck, newCustomerDeposit, spin } from '../wallet/helpers';
import { campaignDeposit, freeSpinList, relogin } from './helpers';
import { drawPrize } from '../../src/features/bonuses/wheel';
import { WHEEL_PRIZES } from '../../src/features/bonuses/rules';

const BONUS_SLOT = 1; // book-of-sand-low: the game of every bonus's free spins
const OTHER_SLOT = 2;
const DAY = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('bonuses (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  const ledgerKinds = async (playerId: number, kind: string) =>
    running.database.db
      .selectFrom('wallet_ledger')
      .select(['account', 'amount_cents'])
      .where('player_id', '=', playerId)
      .where('kind', '=', kind)
      .where('account', 'in', ['cash', 'promo', 'reserve'])
      .execute();

  it('campaigns: a qualifying deposit grants promo and free spins once; 125 without payment details; refusals change nothing', async () => {
    const emailPlayer = await newPlayer(running.url);
    expect((await emailPlayer.client.get('/campaigns/depositCampaigns')).body.campaigns).toHaveLength(3);
    // No saved bank account yet: a campaign deposit asks for a plain deposit first; a plain one is fine.
    expectError(await emailPlayer.client.post('/payment/confirmDeposit', { amount: 50, method: 'bank', campaignId: 1 }), 409, 125);
    expect((await emailPlayer.client.post('/payment/confirmDeposit', { amount: 50, method: 'bank' })).status).toBe(200);
    expectError(await new Client(running.url).get('/campaigns/depositCampaigns'), 401, 115);

    const { client, userId } = await newCustomerDeposit(running.url, 100);
    const list = await client.get('/campaigns/depositCampaigns?lang=en');
    expect(list.status).toBe(200);
    expect(list.body.campaigns).toEqual([
      {
        campaignId: 1,
        title: 'Welcome bonus 100% up to €100 + 20 free spins',
        minDepositAmount: 20,
        maxPromoLimit: 100,
        freeSpinAmount: 20,
        turnoverFactor: 10,
        bonusPercent: 100,
      },
      {
        campaignId: 2,
        title: 'Weekend reload 50% up to €50',
        minDepositAmount: 30,
        maxPromoLimit: 50,
        turnoverFactor: 5,
        bonusPercent: 50,
      },
      {
        campaignId: 3,
        title: '25 free spins with a deposit',
        minDepositAmount: 10,
        freeSpinAmount: 25,
        turnoverFactor: 5,
        bonusPercent: 0,
      },
    ]);
    expect((await client.get('/campaigns/depositCampaigns?lang=fi')).body.campaigns[0].title).toMatch(/^Tervetuliaisbonus/);

    // Bad campaigns are refused before the bank is asked.
    expectError(await client.post('/payment/confirmDeposit', { amount: 19, method: 'bank', campaignId: 1 }), 400, 195);
    expectError(await client.post('/payment/confirmDeposit', { amount: 50, method: 'bank', campaignId: 99 }), 400, 195);
    expectError(await client.post('/payment/confirmDeposit', { amount: 50, method: 'bank', campaignId: 'x' }), 400, 195);

    // Two deposits started for the same campaign: only the first credited redeems it.
    const first = await client.post('/payment/confirmDeposit', { amount: 40, method: 'bank', campaignId: 1 });
    const second = await client.post('/payment/confirmDeposit', { amount: 60, method: 'bank', campaignId: 1 });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await decide(client, first.body.redirectUrl, 'approve')).status).toBe(303);
    expect((await decide(client, second.body.redirectUrl, 'approve')).status).toBe(303);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 200, promo: 40 }));
    const bonuses = await freeSpinList(client);
    expect(bonuses).toEqual({
      count: 1,
      pageCount: 1,
      page: 1,
      transactions: [
        expect.objectContaining({
          name: 'Welcome bonus 100% up to €100 + 20 free spins',
          source: 'campaign',
          freeSpins: 20,
          total: 20,
          turnoverFactor: 10,
          cancellable: true,
          createdTime: clock.t,
          expirationTime: clock.t + 7 * DAY,
          games: [expect.objectContaining({ gameId: BONUS_SLOT, slug: 'book-of-sand-low' })],
        }),
      ],
    });
    // Redeemed: gone from the list, refused at the start of another deposit.
    expect((await client.get('/campaigns/depositCampaigns')).body.campaigns.map((c: { campaignId: number }) => c.campaignId)).toEqual([
      2, 3,
    ]);
    expectError(await client.post('/payment/confirmDeposit', { amount: 50, method: 'bank', campaignId: 1 }), 400, 195);
    expect((await ledgerKinds(userId, 'bonus_grant')).map((r) => [r.account, Number(r.amount_cents)])).toEqual([['promo', 4000]]);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it('wagering: promo needs turnover factor × bonus of real-money bets, then all promo becomes cash', async () => {
    const { client, userId } = await newCustomerDeposit(running.url, 200);
    await campaignDeposit(client, 30, 2); // 50 % of 30 = 15 € promo, 5 × 15 = 75 € to wager
    // The balance's turnover pair is the requirement: 0 of 75 € wagered (the profile's wagering bar).
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 230, promo: 15, currentTurnover: 0, totalTurnover: 75 }));
    const token = await launch(client, OTHER_SLOT);
    for (let i = 0; i < 7; i++) expect((await spin(client, token, 10)).status).toBe(200);
    // 70 € of 75 €: still promo (cash covers every bet, so the promo is untouched).
    expect(await balance(client)).toEqual(expect.objectContaining({ promo: 15, currentTurnover: 70, totalTurnover: 75 }));
    expect(await ledgerKinds(userId, 'bonus_convert')).toEqual([]);
    const before = await balance(client);
    const last = await spin(client, token, 10);
    expect(last.status).toBe(200);
    expect(last.body.promo).toBe(0);
    const after = await balance(client);
    expect(after).toEqual(expect.objectContaining({ promo: 0, currentTurnover: 0, totalTurnover: 0 }));
    // The cash is the old cash - bet + win + the converted 15 €.
    expect(after.cash).toBeCloseTo(before.cash - 10 + last.body.win + 15, 2);
    const converted = await ledgerKinds(userId, 'bonus_convert');
    expect(converted.map((r) => [r.account, Number(r.amount_cents)]).sort()).toEqual([
      ['cash', 1500],
      ['promo', -1500],
    ]);
    // The next round has no requirement left: nothing more is converted.
    await spin(client, token, 10);
    expect(await ledgerKinds(userId, 'bonus_convert')).toHaveLength(2);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it('free spins: the slot spends them, cancel forfeits the rest (once, own bonuses only), expiry is enforced', async () => {
    const player = await newPlayer(running.url, { affiliateReference: '1' });
    const { client } = player;
    // The affiliate welcome: reference 1 grants 20 spins on its game.
    let list = await freeSpinList(client);
    expect(list.transactions).toEqual([
      expect.objectContaining({
        source: 'affiliate',
        freeSpins: 20,
        total: 20,
        games: [expect.objectContaining({ slug: 'book-of-sand-low' })],
      }),
    ]);
    const welcome = list.transactions[0].freeSpinsBonusId;

    const token = await launch(client, BONUS_SLOT);
    const round = await spin(client, token, 1);
    expect(round.body).toEqual(expect.objectContaining({ freeSpin: true, bet: 0.2, freeSpinsLeft: 19 }));
    expect((await freeSpinList(client)).transactions[0].freeSpins).toBe(19);

    const stranger = await newPlayer(running.url);
    expectError(await stranger.client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: welcome }), 404, 100);
    expectError(await client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: 'abc' }), 400, 195);
    const cancel = await client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: welcome });
    expect(cancel.body).toEqual({ success: true, forfeitedSpins: 19 });
    expectError(await client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: welcome }), 400, 195);
    expect(await freeSpinList(client)).toEqual({ count: 0, pageCount: 0, page: 1, transactions: [] });
    // No free spin is left for the slot.
    expect((await client.get(`/sandbox/slot/${token}/state`)).body.freeSpinsLeft).toBe(0);

    // A second registration of the same player is impossible; a different reference grants its own spins once.
    const nordic = await newPlayer(running.url, { affiliateReference: 'nordic-reviews' });
    list = await freeSpinList(nordic.client);
    expect(list.transactions).toEqual([
      expect.objectContaining({ source: 'affiliate', freeSpins: 50, games: [expect.objectContaining({ slug: 'gem-rush-92' })] }),
    ]);
    const unknown = await newPlayer(running.url, { affiliateReference: 'nobody' });
    expect((await freeSpinList(unknown.client)).count).toBe(0);

    // Expiry: 7 days after the grant the bonus is gone and the slot no longer spends it.
    const exp = await newPlayer(running.url, { affiliateReference: '1' });
    await grant(running.url, exp.userId, { cash: 5 });
    clock.advance(7 * DAY + 1);
    await relogin(exp.client, exp.email, exp.password);
    expect((await freeSpinList(exp.client)).count).toBe(0);
    const expToken = await launch(exp.client, BONUS_SLOT);
    const paid = await spin(exp.client, expToken, 1);
    expect(paid.body).toEqual(expect.objectContaining({ freeSpin: false, bet: 1 }));
    const expired = (
      await running.database.db.selectFrom('free_spins').select('id').where('player_id', '=', exp.userId).executeTakeFirstOrThrow()
    ).id;
    expectError(await exp.client.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: Number(expired) }), 400, 195);
  });

  it('free-spin list pages by 10', async () => {
    const { client, userId } = await newPlayer(running.url);
    const db = running.database.db;
    const now = clock.t;
    for (let i = 0; i < 12; i++) {
      await db
        .insertInto('free_spins')
        .values({
          player_id: userId,
          game_id: BONUS_SLOT,
          total: 5,
          remaining: 5,
          bet_cents: 20,
          created_at: now + i,
          expires_at: now + DAY,
        })
        .execute();
    }
    const page1 = await freeSpinList(client, 1);
    expect(page1).toEqual(expect.objectContaining({ count: 12, pageCount: 2, page: 1 }));
    expect(page1.transactions).toHaveLength(10);
    // Every page tells the same count, whether read from a short page or counted (a page past the end).
    expect(await freeSpinList(client, 2)).toEqual(expect.objectContaining({ count: 12, pageCount: 2, page: 2 }));
    expect((await freeSpinList(client, 2)).transactions).toHaveLength(2);
    expect(await freeSpinList(client, 3)).toEqual({ count: 12, pageCount: 2, page: 3, transactions: [] });
    expectError(await client.get('/player/bonuses/freeSpins?page=0'), 400, 195);
    expectError(await client.get('/player/bonuses/freeSpins?page=100000'), 400, 195);
  });

  it('bonus wheel: a daily spin and one per deposit of 20 €; spin answers a prize with a reference; complete credits it once', async () => {
    const { client, userId } = await newCustomerDeposit(running.url, 25);
    let state = await client.get('/bonuswheel/spin');
    // The deposit's spin and today's visit spin.
    expect(state.body).toEqual(expect.objectContaining({ success: true, available_spins: 2, pending: null }));
    expect(state.body.prizes.reduce((s: number, p: { percent: number }) => s + p.percent, 0)).toBe(100);
    // Reading again the same day earns nothing more.
    expect((await client.get('/bonuswheel/spin')).body.available_spins).toBe(2);

    const spun = await client.post('/bonuswheel/spin');
    expect(spun.body).toEqual(
      expect.objectContaining({ success: true, reference: expect.any(String), prizeIndex: expect.any(Number), available_spins: 1 }),
    );
    // Before completion, spinning again answers the same spin.
    const again = await client.post('/bonuswheel/spin');
    expect(again.body.reference).toBe(spun.body.reference);
    state = await client.get('/bonuswheel/spin');
    expect(state.body.pending).toEqual({ reference: spun.body.reference, prizeIndex: spun.body.prizeIndex, prize: spun.body.prize });

    const stranger = await newPlayer(running.url);
    expectError(await stranger.client.post('/bonuswheel/complete', { reference: spun.body.reference }), 404, 100);
    const before = await balance(client);
    const spinsBefore = (await freeSpinList(client)).count;
    const done = await client.post('/bonuswheel/complete', { reference: spun.body.reference });
    expect(done.body).toEqual({
      success: true,
      reference: spun.body.reference,
      prizeIndex: spun.body.prizeIndex,
      prize: spun.body.prize,
      credited: true,
    });
    const after = await balance(client);
    const prize = spun.body.prize;
    if (prize.type === 'cash') expect(after.cash).toBeCloseTo(before.cash + prize.amount, 2);
    if (prize.type === 'promo') expect(after.promo).toBeCloseTo(before.promo + prize.amount, 2);
    if (prize.type === 'freeSpins') expect((await freeSpinList(client)).count).toBe(spinsBefore + 1);
    if (prize.type === 'bonusGame') expect((await client.get('/bonus-game/progress')).body.points).toBe(prize.points);
    // Completing again (also at once, twice) credits nothing.
    const twice = await Promise.all([
      client.post('/bonuswheel/complete', { reference: spun.body.reference }),
      client.post('/bonuswheel/complete', { reference: spun.body.reference }),
    ]);
    for (const r of twice) expect(r.body).toEqual(expect.objectContaining({ success: true, credited: false }));
    expect(await balance(client)).toEqual(after);
    expectError(await client.post('/bonuswheel/complete', { reference: 'nope' }), 404, 100);

    // The last spin, then none is left (195).
    const last = await client.post('/bonuswheel/spin');
    expect(last.body.reference).not.toBe(spun.body.reference);
    await client.post('/bonuswheel/complete', { reference: last.body.reference });
    expectError(await client.post('/bonuswheel/spin'), 400, 195);
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it('the wheel draws each prize with its odds (0-99 against the cumulative percentages)', () => {
    const counts = WHEEL_PRIZES.map(() => 0);
    for (let roll = 0; roll < 100; roll++) counts[drawPrize(() => roll)]++;
    expect(counts).toEqual(WHEEL_PRIZES.map((p) => p.percent));
  });

  it('bonus game and gold rush: points from real-money bets, level rewards credited once; loyalty converts once', async () => {
    const { client, userId, email, password } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 200 });
    const progress0 = await client.get(`/bonus-game/progress?t=${clock.t}`);
    expect(progress0.body).toEqual(
      expect.objectContaining({ success: true, points: 0, level: 0, nextLevel: { level: 1, points: 25 }, maxPrizes: 5 }),
    );
    expectError(await client.get('/bonus-game/progress?t=abc'), 400, 195);

    const token = await launch(client, OTHER_SLOT);
    for (let i = 0; i < 3; i++) expect((await spin(client, token, 10)).status).toBe(200);
    const progress = (await client.get(`/bonus-game/progress?t=${clock.t}`)).body;
    expect(progress).toEqual(expect.objectContaining({ points: 30, level: 1, nextLevel: { level: 2, points: 100 } }));
    const rewards = (await client.get(`/bonus-game/rewards?t=${clock.t}`)).body;
    expect(rewards.rewards[0]).toEqual({
      level: 1,
      points: 25,
      prize: { type: 'freeSpins', spins: 10 },
      status: 'credited',
      creditedTime: clock.t,
    });
    expect(rewards.rewards[1]).toEqual(expect.objectContaining({ level: 2, status: 'locked', creditedTime: null }));

    // Gold rush, the same week: 30 nuggets, level 2 (50) not yet; its level 1 gave 5 spins.
    const gold = (await client.get(`/gold-rush/progress?t=${clock.t}`)).body;
    expect(gold).toEqual(expect.objectContaining({ points: 30, level: 1, nextLevel: { level: 2, points: 50 }, maxPrizes: 4 }));
    expect(gold.endTime - gold.startTime).toBeGreaterThanOrEqual(7 * DAY - 3_600_000);
    expect(gold.startTime).toBeLessThanOrEqual(clock.t);
    expect(gold.endTime).toBeGreaterThan(clock.t);
    const spins = (await freeSpinList(client)).transactions.map((t: { source: string; total: number }) => [t.source, t.total]).sort();
    expect(spins).toEqual([
      ['bonusGame', 10],
      ['goldRush', 5],
    ]);

    // Free spins add no points.
    const bonusToken = await launch(client, BONUS_SLOT);
    expect((await spin(client, bonusToken, 1)).body.freeSpin).toBe(true);
    expect((await client.get('/bonus-game/progress')).body.points).toBe(30);

    // 100 € more: level 2 (5 € promo) of the bonus game once; gold rush levels 2 and 3.
    for (let i = 0; i < 7; i++) expect((await spin(client, token, 10)).status).toBe(200);
    const bg = (await client.get('/bonus-game/rewards')).body;
    expect(bg.rewards.map((r: { status: string }) => r.status)).toEqual(['credited', 'credited', 'locked', 'locked', 'locked']);
    const grants = await running.database.db
      .selectFrom('wallet_ledger')
      .select(['account', 'amount_cents', 'reference'])
      .where('player_id', '=', userId)
      .where('kind', '=', 'bonus_grant')
      .where('reference', 'like', '%:%')
      .where('account', 'in', ['cash', 'promo', 'reserve'])
      .execute();
    expect(grants.map((g) => `${g.reference}:${g.account}:${g.amount_cents}`).sort()).toEqual([
      'bonusGame:2:promo:500',
      'goldRush:2:cash:200',
    ]);

    // A new week starts the gold rush again; the bonus game keeps its points.
    clock.advance(7 * DAY);
    await relogin(client, email, password);
    expect((await client.get('/gold-rush/progress')).body).toEqual(expect.objectContaining({ points: 0, level: 0 }));
    expect((await client.get('/bonus-game/progress')).body.points).toBe(100);

    // Loyalty: 100 points for 100 € of bets; 100 points = 1.00 € once.
    expect((await client.get('/player/loyalty')).body).toEqual({
      success: true,
      points: 100,
      earnedPoints: 100,
      convertedPoints: 0,
      rate: { points: 100, amount: 1 },
      minPoints: 100,
    });
    expectError(await client.post('/player/convertLoyaltyPoints', { pointAmount: 50 }), 400, 195);
    expectError(await client.post('/player/convertLoyaltyPoints', { pointAmount: 100.5 }), 400, 195);
    expectError(await client.post('/player/convertLoyaltyPoints', { pointAmount: 'abc' }), 400, 195);
    const cash = (await balance(client)).cash;
    const both = await Promise.all([
      client.post('/player/convertLoyaltyPoints', { pointAmount: 100 }),
      client.post('/player/convertLoyaltyPoints', { pointAmount: 100 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.status === 200)?.body).toEqual({ success: true, points: 0, amount: 1 });
    expectError(
      both.find((r) => r.status === 400)!,
      400,
      195,
    );
    expect((await balance(client)).cash).toBeCloseTo(cash + 1, 2);
    expect((await client.get('/player/loyalty')).body).toEqual(
      expect.objectContaining({ points: 0, earnedPoints: 100, convertedPoints: 100 }),
    );
    expect((await ledgerCheck(running.url, userId)).problems).toEqual([]);
  });

  it('every bonus route needs a session', async () => {
    const anon = new Client(running.url);
    for (const path of [
      '/player/bonuses/freeSpins',
      '/bonuswheel/spin',
      '/bonus-game/progress',
      '/bonus-game/rewards',
      '/gold-rush/progress',
      '/player/loyalty',
    ]) {
      expectError(await anon.get(path), 401, 115);
    }
    expectError(await anon.post('/bonuswheel/spin'), 401, 115);
    expectError(await anon.post('/bonuswheel/complete', { reference: randomUUID() }), 401, 115);
    expectError(await anon.post('/player/convertLoyaltyPoints', { pointAmount: 100 }), 401, 115);
  });
});
