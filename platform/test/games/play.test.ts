import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer } from '../accounts/helpers';
import { ORIGIN, balance, flags, grant, launch, ledgerCheck, refusedByDailyLimit, spin } from '../wallet/helpers';

const DISABLED_GAME = 398;
const NO_DEMO_GAME = 21;

describe.each(ENGINES)('wallet: game launch, the sandbox slot, favourites and recent games (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  const jackpotTotal = async () => {
    // Pools and the fractions of a cent carried by the players' turnover, in millionths of a cent.
    const db = running.database.db;
    const pools = await db.selectFrom('jackpot').select(['amount_cents', 'contribution_ppm']).execute();
    const shards = await db.selectFrom('jackpot_shard').select('amount_cents').execute();
    const turnovers = await db.selectFrom('player_balance').select('total_turnover_cents').execute();
    const whole = [...pools, ...shards].reduce((s, r) => s + Number(r.amount_cents) * 1e6, 0);
    const carried = turnovers.reduce(
      (s, t) => s + pools.reduce((f, p) => f + ((Number(t.total_turnover_cents) * Number(p.contribution_ppm)) % 1e6), 0),
      0,
    );
    return whole + carried;
  };
  /** The wallet's lifetime turnover counters (cents): real-money bets, free spins not counted. */
  const turnoverCents = async (playerId: number) => {
    const row = await running.database.db
      .selectFrom('player_balance')
      .select(['current_turnover_cents', 'total_turnover_cents'])
      .where('player_id', '=', playerId)
      .executeTakeFirstOrThrow();
    return [Number(row.current_turnover_cents), Number(row.total_turnover_cents)];
  };

  it('launch: real needs a session (115); unknown game 131, disabled 132; demo works anonymously, not for a game without demo (131)', async () => {
    const anon = new Client(running.url);
    expectError(await anon.get('/game/real/1'), 401, 115);
    const demo = await anon.get('/game/demo/1');
    expect(demo.status).toBe(200);
    expect(demo.body).toEqual({ success: true, url: expect.stringMatching(/^\/api\/sandbox\/slot\/[A-Za-z0-9_-]+$/), mode: 'demo' });
    expectError(await anon.get(`/game/demo/${NO_DEMO_GAME}`), 404, 131);
    expectError(await anon.get('/game/demo/99999'), 404, 131);
    expectError(await anon.get(`/game/demo/${DISABLED_GAME}`), 403, 132);
    expectError(await anon.get('/game/demo/abc'), 400, 195);
    const { client } = await newPlayer(running.url);
    const real = await client.get(`/game/real/${NO_DEMO_GAME}`);
    expect(real.body).toEqual({ success: true, url: expect.stringMatching(/^\/api\/sandbox\/slot\//), mode: 'real' });
    expectError(await client.get('/game/real/99999'), 404, 131);
    expectError(await client.get(`/game/real/${DISABLED_GAME}`), 403, 132);
  });

  it("the slot page speaks the player's language (fi, et, en) and shows money as the site does (€1.00)", async () => {
    const expected = {
      fi: { spin: 'Pyöräytä', noMoney: 'Saldosi ei riitä', symbol: 'Kirsikka' },
      et: { spin: 'Keeruta', noMoney: 'Sinu saldost ei piisa', symbol: 'Kirss' },
      en: { spin: 'Spin', noMoney: 'Your balance does not cover', symbol: 'Cherry' },
    } as const;
    for (const language of ['fi', 'et', 'en'] as const) {
      const { client } = await newPlayer(running.url, { language });
      const page = await client.get(`/sandbox/slot/${await launch(client, 1)}`);
      expect(page.text).toContain(`<html lang="${language}">`);
      expect(page.text).toContain(`id="spin">${expected[language].spin}</button>`);
      expect(page.text).toContain(expected[language].noMoney);
      expect(page.text).toContain(expected[language].symbol);
      expect(page.text).toContain('<option value="1.00" selected>€1.00</option>');
      expect(page.text).toContain('<option value="0.10">€0.10</option>');
      expect(page.text).not.toMatch(/\d € *</);
      // A bet the balance cannot cover tells the site, which offers a deposit.
      expect(page.text).toContain("type: 'insufficientFunds'");
    }
  });

  it('the slot page: frameable by the site only, no external assets, a real button; real launch only for its player', async () => {
    const { client } = await newPlayer(running.url, { language: 'en' });
    const token = await launch(client, 1);
    const page = await client.get(`/sandbox/slot/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.text).toMatch(/<html lang="en">/);
    expect(page.text).toMatch(/<button type="button" id="spin">Spin<\/button>/);
    expect(page.text).toContain('<select id="bet"');
    expect(page.text).toContain(`/api/sandbox/slot/${token}/spin`);
    expect(page.text).toContain("tell({ type: 'round', balance: b.balance");
    expect(page.text).toContain('window.parent.postMessage(message, window.location.origin)');
    expect(page.text).not.toMatch(/(src|href)=["']?https?:/);
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).toContain('96.03 %');

    expect((await new Client(running.url).get(`/sandbox/slot/${token}`)).status).toBe(401);
    const other = await newPlayer(running.url);
    expect((await other.client.get(`/sandbox/slot/${token}`)).status).toBe(404);
    expectError(await spin(other.client, token, 1), 404, 100);
    expectError(await spin(new Client(running.url), token, 1), 401, 115);
    expect((await client.get('/sandbox/slot/not-a-token')).status).toBe(404);
    const state = await client.get(`/sandbox/slot/${token}/state`);
    expect(state.body).toEqual({
      success: true,
      mode: 'real',
      gameId: 1,
      balance: 0,
      freeSpinsLeft: 0,
      bets: [0.1, 0.2, 0.5, 1, 2, 5, 10],
    });
  });

  it('a real spin: bet and win through the ledger in one transaction, turnover, jackpots, round listed; 121 when not covered', async () => {
    const { client, userId } = await newPlayer(running.url);
    const token = await launch(client, 5);
    expectError(await spin(client, token, 1), 409, 121);
    await grant(running.url, userId, { cash: 5 });
    const before = await jackpotTotal();
    const res = await spin(client, token, 1, 'spin-key-0001');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b).toEqual(
      expect.objectContaining({ success: true, roundId: expect.any(String), mode: 'real', bet: 1, freeSpin: false, freeSpinsLeft: 0 }),
    );
    expect(b.reels).toHaveLength(5);
    for (const col of b.reels) expect(col).toHaveLength(3);
    expect(b.win).toBeCloseTo(
      b.wins.reduce((s: number, w: { amount: number }) => s + w.amount, 0),
      6,
    );
    expect(b.balance).toBeCloseTo(4 + b.win, 6);
    // No promo, so no wagering requirement to show; the wallet still counts the turnover.
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: b.balance, currentTurnover: 0, totalTurnover: 0 }));
    expect(await turnoverCents(userId)).toEqual([100, 100]);
    // The pools' whole rate (10000 ppm) of the 1 € bet, whole cents and carried fractions together.
    expect(await jackpotTotal()).toBe(before + 100 * 10_000);

    const ledger = await running.database.db
      .selectFrom('wallet_ledger')
      .select(['kind', 'account', 'amount_cents', 'reference'])
      .where('player_id', '=', userId)
      .where('kind', 'in', ['bet', 'win'])
      .where('account', 'in', ['cash', 'promo'])
      .execute();
    expect(ledger.filter((l) => l.kind === 'bet').map((l) => Number(l.amount_cents))).toEqual([-100]);
    expect(ledger.every((l) => l.reference === b.roundId)).toBe(true);
    expect(ledger.filter((l) => l.kind === 'win').reduce((s, l) => s + Number(l.amount_cents), 0)).toBe(Math.round(b.win * 100));

    // Retried key: the same answer, nothing moves.
    const again = await spin(client, token, 1, 'spin-key-0001');
    expect(again.body).toEqual(b);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: b.balance }));
    expect(await turnoverCents(userId)).toEqual([100, 100]);

    const list = await client.get('/transactions/games?page=1');
    const game = (await client.get('/player')).body && (await new Client(running.url).get('/cms/games/5')).body;
    expect(list.body).toEqual({
      success: true,
      count: 1,
      pageCount: 1,
      page: 1,
      transactions: [
        {
          roundId: b.roundId,
          gameId: 5,
          productTranslation: game.friendly_name,
          betAmount: 1,
          winAmount: b.win,
          currency: 'EUR',
          freeSpin: false,
          createdTime: clock.t,
        },
      ],
    });
    expectError(await spin(client, token, 0.15), 400, 195);
    expectError(await spin(client, token, 20), 400, 195);
    expectError(await client.post(`/sandbox/slot/${token}/spin`, { bet: 1 }, { as: 'json', headers: ORIGIN }), 400, 195);
    expect((await ledgerCheck(running.url, userId)).ok).toBe(true);
  });

  it('cash first, then promo; the win goes back in proportion', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 0.5, promo: 10 });
    const token = await launch(client, 6);
    const r = await spin(client, token, 1);
    expect(r.status).toBe(200);
    const round = await running.database.db
      .selectFrom('game_round')
      .selectAll()
      .where('round_id', '=', r.body.roundId)
      .executeTakeFirstOrThrow();
    expect([Number(round.bet_cash_cents), Number(round.bet_promo_cents)]).toEqual([50, 50]);
    const bal = await balance(client);
    const winCents = Math.round(r.body.win * 100);
    const promoWin = Math.floor(winCents / 2);
    expect(Math.round(bal.cash * 100)).toBe(winCents - promoWin);
    expect(Math.round(bal.promo * 100)).toBe(950 + promoWin);
    // Promo from the sandbox admin carries no requirement (the bar shows nothing to wager).
    expect([bal.currentTurnover, bal.totalTurnover]).toEqual([0, 0]);
    expect(await turnoverCents(userId)).toEqual([100, 100]);
  });

  it('free spins first: no money moves for the bet, the spin uses its own bet, wins go to promo, other games keep theirs', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 3, freeSpins: 2, gameId: 7, freeSpinBet: 0.2 });
    await grant(running.url, userId, { freeSpins: 5, gameId: 8 });
    const token = await launch(client, 7);
    expect((await client.get(`/sandbox/slot/${token}/state`)).body.freeSpinsLeft).toBe(2);
    const a = await spin(client, token, 5);
    expect(a.body).toEqual(expect.objectContaining({ freeSpin: true, bet: 0.2, freeSpinsLeft: 1 }));
    const b = await spin(client, token, 5);
    expect(b.body).toEqual(expect.objectContaining({ freeSpin: true, freeSpinsLeft: 0 }));
    const bal = await balance(client);
    expect(bal.cash).toBe(3);
    expect(bal.promo).toBeCloseTo(a.body.win + b.body.win, 6);
    expect(await turnoverCents(userId)).toEqual([0, 0]);
    const c = await spin(client, token, 1);
    expect(c.body).toEqual(expect.objectContaining({ freeSpin: false, bet: 1 }));
    expect((await client.get('/payment/initWithdraw')).body.freeSpins).toBe(5);
    const list = (await client.get('/transactions/games')).body.transactions;
    expect(list.map((t: { freeSpin: boolean }) => t.freeSpin)).toEqual([false, true, true]);
  });

  it('232 transactions blocked refuses bets; a disabled game refuses spins (132)', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 10 });
    const token = await launch(client, 9);
    await flags(running.url, userId, { transactionsBlocked: true });
    expectError(await spin(client, token, 1), 403, 232);
    await flags(running.url, userId, { transactionsBlocked: false });
    expect((await spin(client, token, 1)).status).toBe(200);
    await running.database.db.updateTable('game').set({ enabled: 0 }).where('id', '=', 9).execute();
    try {
      expectError(await spin(client, token, 1), 403, 132);
    } finally {
      await running.database.db.updateTable('game').set({ enabled: 1 }).where('id', '=', 9).execute();
    }
  });

  it("122 when a bet, if lost, would take the day over the daily loss limit (the round's limits step); nothing moves", async () => {
    const { client, userId, refused } = await refusedByDailyLimit(running.url, 10);
    // One lost 10 € round (the seeded draws): the next 10 € bet would take the day to 20 €.
    const used = (await client.get('/player/limits')).body.limits.find((l: { kind: string }) => l.kind === 'dailyLoss').usedAmount;
    expect(used).toBe(10);
    expect(refused.body.params).toEqual({ limit: 'dailyLoss', amount: 10, usedAmount: 10, remaining: 0, endTime: expect.any(Number) });
    expect((await ledgerCheck(running.url, userId)).ok).toBe(true);
  });

  it('concurrent spins never overdraw and the ledger stays equal to the balance', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 2 });
    const token = await launch(client, 10);
    const results = await Promise.all(Array.from({ length: 16 }, () => spin(client, token, 0.5)));
    const ok = results.filter((r) => r.status === 200);
    for (const r of results.filter((x) => x.status !== 200)) expectError(r, 409, 121);
    expect(ok.length).toBeGreaterThanOrEqual(4);
    const wins = ok.reduce((s, r) => s + Math.round(r.body.win * 100), 0);
    const bal = await balance(client);
    expect(Math.round(bal.cash * 100)).toBe(200 - 50 * ok.length + wins);
    expect(bal.cash).toBeGreaterThanOrEqual(0);
    expect((await ledgerCheck(running.url, userId)).ok).toBe(true);
    // Same key in parallel: one round.
    await grant(running.url, userId, { cash: 5 });
    const same = await Promise.all(Array.from({ length: 6 }, () => spin(client, token, 1, 'parallel-key-1')));
    expect(same.every((r) => r.status === 200)).toBe(true);
    expect(new Set(same.map((r) => r.body.roundId)).size).toBe(1);
    const rounds = await running.database.db
      .selectFrom('game_round')
      .select('id')
      .where('player_id', '=', userId)
      .where('idempotency_key', '=', 'spin:parallel-key-1')
      .execute();
    expect(rounds).toHaveLength(1);
  });

  it('demo: play money on the launch, the wallet never moves and no round is recorded', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 7 });
    const token = await launch(client, 11, 'demo');
    const state = await client.get(`/sandbox/slot/${token}/state`);
    expect(state.body).toEqual(expect.objectContaining({ mode: 'demo', balance: 1000 }));
    const r = await spin(client, token, 10);
    expect(r.body).toEqual(expect.objectContaining({ mode: 'demo', bet: 10 }));
    expect(r.body.balance).toBeCloseTo(990 + r.body.win, 6);
    expect(await balance(client)).toEqual(expect.objectContaining({ cash: 7 }));
    expect(await turnoverCents(userId)).toEqual([0, 0]);
    expect((await client.get('/transactions/games')).body.count).toBe(0);
    // Anonymous demo works too; its page says demo.
    const anon = new Client(running.url);
    const t2 = await launch(anon, 11, 'demo');
    expect((await spin(anon, t2, 0.1)).status).toBe(200);
    expect((await anon.get(`/sandbox/slot/${t2}`)).text).toContain('mode demo');
  });

  it('RecentGames: distinct games of real rounds, newest first, with lastPlayed; isolated per player', async () => {
    const { client, userId } = await newPlayer(running.url);
    expect((await client.get('/games/RecentGames')).body).toEqual({ success: true, games: [] });
    await grant(running.url, userId, { cash: 50 });
    for (const id of [2, 3, 2, 4]) {
      clock.advance(1000);
      expect((await spin(client, await launch(client, id), 0.1)).status).toBe(200);
    }
    const recent = await client.get('/games/RecentGames');
    expect(recent.body.games.map((g: { id: number }) => g.id)).toEqual([4, 2, 3]);
    expect(recent.body.games[0]).toEqual(expect.objectContaining({ id: 4, slug: expect.any(String), lastPlayed: clock.t }));
    const other = await newPlayer(running.url);
    expect((await other.client.get('/games/RecentGames')).body.games).toEqual([]);
    expect((await other.client.get('/transactions/games')).body).toEqual({
      success: true,
      count: 0,
      pageCount: 0,
      page: 1,
      transactions: [],
    });
    expect((await client.get('/transactions/games')).body.count).toBe(4);
    expectError(await new Client(running.url).get('/games/RecentGames'), 401, 115);
    expectError(await new Client(running.url).get('/transactions/games'), 401, 115);
  });

  it('favourites: add and remove are idempotent, 131 for an unknown game, 115 without session, per player', async () => {
    const { client } = await newPlayer(running.url);
    expect((await client.get('/games/favourites')).body).toEqual({ success: true, games: [] });
    clock.advance(1000);
    const add = await client.post('/games/favourites/add', { gameId: 12 });
    expect(add.status).toBe(200);
    expect(add.body.games.map((g: { id: number }) => g.id)).toEqual([12]);
    clock.advance(1000);
    await client.post('/games/favourites/add', { gameId: 13 });
    expect((await client.post('/games/favourites/add', { gameId: 12 })).status).toBe(200);
    const list = await client.get('/games/favourites');
    expect(list.body.games.map((g: { id: number }) => g.id)).toEqual([13, 12]);
    expect(list.body.games[0]).toEqual(
      expect.objectContaining({ id: 13, friendly_name: expect.any(String), thumbnail: expect.any(String) }),
    );
    expect((await client.post('/games/favourites/remove', { gameId: 12 })).body.games.map((g: { id: number }) => g.id)).toEqual([13]);
    expect((await client.post('/games/favourites/remove', { gameId: 12 })).status).toBe(200);
    expectError(await client.post('/games/favourites/add', { gameId: 99999 }), 404, 131);
    expectError(await client.post('/games/favourites/remove', { gameId: 99999 }), 404, 131);
    expectError(await client.post('/games/favourites/add', {}), 400, 195);
    expectError(await new Client(running.url).post('/games/favourites/add', { gameId: 12 }), 401, 115);
    const other = await newPlayer(running.url);
    expect((await other.client.get('/games/favourites')).body.games).toEqual([]);
    await other.client.post('/games/favourites/remove', { gameId: 13 });
    expect((await client.get('/games/favourites')).body.games.map((g: { id: number }) => g.id)).toEqual([13]);
  });
});
