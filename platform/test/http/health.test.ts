import {
  ENGINES,
  type Body,
  call,
  createTestDatabase,
  expectErrorShape,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../shared/helpers';

describe.each(ENGINES)('health, OpenAPI and unknown routes (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: 'test-token' });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('GET /health checks the database and names the engine', async () => {
    const res = await call(`${running.url}/health`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ok', database: engine });
  });

  it('GET /health/live answers without the database; GET /health/ready checks it and answers 503 while draining', async () => {
    expect(await call(`${running.url}/health/live`)).toMatchObject({ status: 200, body: { success: true, status: 'live' } });
    expect(await call(`${running.url}/health/ready`)).toMatchObject({
      status: 200,
      body: { success: true, status: 'ready', database: engine, redis: 'unused' },
    });
    running.app.lifecycle.draining = true;
    try {
      const res = await call(`${running.url}/health/ready`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, error: 'Shutting down', errorCode: 100 });
      expect((await call(`${running.url}/health/live`)).status).toBe(200);
    } finally {
      running.app.lifecycle.draining = false;
    }
  });

  it('serves an OpenAPI document listing every route with its schemas', async () => {
    const res = await call(`${running.url}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = res.body.paths as Record<string, Record<string, Body>>;
    const expected: [string, string][] = [
      ['/health', 'get'],
      ['/health/live', 'get'],
      ['/health/ready', 'get'],
      ['/openapi.json', 'get'],
      ['/cms/site-settings', 'get'],
      ['/cms/maintenance', 'get'],
      ['/cms/pages', 'get'],
      ['/cms/pages/slugs', 'get'],
      ['/sandbox/admin/maintenance', 'post'],
      // sandbox admin of CMS content (pages, news, site settings, game group texts)
      ['/sandbox/admin/cms/pages/{slug}', 'post'],
      ['/sandbox/admin/cms/pages/{slug}', 'delete'],
      ['/sandbox/admin/cms/news/{slug}', 'post'],
      ['/sandbox/admin/cms/news/{slug}', 'delete'],
      ['/sandbox/admin/cms/site-settings', 'post'],
      ['/sandbox/admin/cms/game-groups/{id}', 'post'],
      ['/sandbox/admin/cms/affiliates/{key}', 'post'],
      // games, content, search, jackpots (0003)
      ['/cms/games', 'get'],
      ['/cms/games/id={id}', 'get'],
      ['/cms/games/{id}', 'get'],
      ['/cms/game-groups-translated', 'get'],
      ['/cms/child-game-groups-translated', 'get'],
      ['/cms/group={slug}', 'get'],
      ['/cms/group', 'get'],
      ['/cms/games-in-groups', 'get'],
      ['/cms/parent-category={rest}', 'get'],
      ['/cms/parent-category', 'get'],
      ['/cms/provider={name}', 'get'],
      ['/cms/provider', 'get'],
      ['/cms/games-by-group-id={rest}', 'get'],
      ['/cms/games-by-group-id', 'get'],
      ['/cms/suppliers', 'get'],
      ['/cms/thumbnails/{slug}.svg', 'get'],
      ['/cms/thumbnails/{slug}.webp', 'get'],
      ['/cms/thumbnails/news/{slug}.svg', 'get'],
      ['/cms/blogs', 'get'],
      ['/cms/blogs/{slug}', 'get'],
      ['/cms/affiliates', 'get'],
      ['/cms/affiliate/{slug}', 'get'],
      ['/cms/affiliate-pages/{id}', 'get'],
      ['/menu', 'get'],
      ['/groups', 'get'],
      ['/search', 'get'],
      ['/jackpots', 'get'],
      ['/sandbox/admin/jackpots/{slug}/award', 'post'],
      // accounts (0002)
      ['/player/registerPlayer', 'post'],
      ['/player/activate', 'post'],
      ['/player/verifyEmailShortCode', 'post'],
      ['/login', 'post'],
      ['/logout', 'post'],
      ['/autoLogin', 'post'],
      ['/player/triggerForgotPassword', 'post'],
      ['/player/modifyForgotPassword', 'post'],
      ['/player/updatePassword', 'post'],
      ['/player/addPassword', 'post'],
      ['/player', 'get'],
      ['/player/activity', 'get'],
      ['/verification/status', 'get'],
      ['/player/updateFields', 'post'],
      ['/player/email', 'post'],
      ['/player/email/verify', 'post'],
      ['/player/nickname', 'post'],
      ['/player/phonenumber', 'post'],
      ['/player/changeLanguage', 'post'],
      ['/player/sendVerificationSms', 'get'],
      ['/player/sendVerificationEmail', 'get'],
      ['/player/verifySmsShortCode', 'post'],
      ['/player/smsVerificationHistory', 'get'],
      ['/player/completeAccount', 'post'],
      ['/player/validate/nickname', 'post'],
      ['/player/validate/email', 'post'],
      ['/player/validate/phone', 'post'],
      ['/payment/initLogin', 'post'],
      ['/payment/loginStatus', 'post'],
      ['/sandbox/outbox', 'get'],
      ['/sandbox/admin/players/{id}/status', 'post'],
      ['/sandbox/admin/players/{id}/autoLoginToken', 'post'],
      // account holds and the operator's blocked countries and IPs (0014)
      ['/sandbox/admin/players/{id}/compliance', 'post'],
      ['/sandbox/admin/players/{id}/compliance', 'get'],
      ['/sandbox/admin/accessBlocks', 'post'],
      ['/sandbox/admin/bank/fault', 'post'],
      ['/sandbox/admin/accessBlocks', 'get'],
      ['/sandbox/bank/login/{token}', 'get'],
      ['/sandbox/bank/login/{token}', 'post'],
      // wallet, payments, transactions, game launch, slot (0004)
      ['/player/balance', 'get'],
      ['/payment/methods', 'get'],
      ['/payment/initDeposit', 'post'],
      ['/payment/confirmDeposit', 'post'],
      ['/payment/prefillDeposit', 'post'],
      ['/payment/depositStatus', 'post'],
      ['/payment/initWithdraw', 'get'],
      ['/payment/withdraw', 'post'],
      ['/payment/cancelWithdraw', 'post'],
      ['/transactions/deposits', 'get'],
      ['/transactions/withdrawals', 'get'],
      ['/transactions/games', 'get'],
      ['/game/real/{id}', 'get'],
      ['/game/demo/{id}', 'get'],
      ['/games/favourites', 'get'],
      ['/games/favourites/add', 'post'],
      ['/games/favourites/remove', 'post'],
      ['/games/RecentGames', 'get'],
      ['/sandbox/admin/players/{id}/moneyFlags', 'post'],
      ['/sandbox/admin/players/{id}/slotSeed', 'post'],
      ['/sandbox/admin/players/{id}/grant', 'post'],
      ['/sandbox/admin/withdrawals/{reference}/complete', 'post'],
      ['/sandbox/admin/wallet/check', 'get'],
      ['/sandbox/bank/deposit/{token}', 'get'],
      ['/sandbox/bank/deposit/{token}', 'post'],
      ['/sandbox/slot/{token}', 'get'],
      ['/sandbox/slot/{token}/state', 'get'],
      ['/sandbox/slot/{token}/spin', 'post'],
      // responsible gaming (0005) and the sandbox clock
      ['/player/limits', 'get'],
      ['/player/limit/loss', 'post'],
      ['/player/limit/loss/cancel', 'post'],
      ['/player/limit/coolOff', 'post'],
      ['/player/limit/time', 'post'],
      ['/player/limit/resetTime/{minutes}', 'post'],
      ['/player/limit/realityCheck/reset', 'get'],
      ['/sandbox/admin/selfExclusion/entries', 'post'],
      ['/sandbox/admin/selfExclusion/entries/clear', 'post'],
      ['/sandbox/admin/selfExclusion/register', 'post'],
      ['/sandbox/admin/clock', 'get'],
      ['/sandbox/admin/clock/advance', 'post'],
      // profile area (0006): avatars, documents, customer support
      ['/user/avatar', 'get'],
      ['/user/avatar', 'post'],
      ['/avatars/{id}.svg', 'get'],
      ['/player/documentUpload', 'post'],
      ['/player/documents', 'get'],
      ['/sandbox/admin/documents/{id}/status', 'post'],
      ['/player/support', 'get'],
      ['/player/support/contact', 'post'],
      // bonuses (0007)
      ['/campaigns/depositCampaigns', 'get'],
      ['/player/bonuses/freeSpins', 'get'],
      ['/player/bonuses/freeSpins/cancel', 'post'],
      ['/bonuswheel/spin', 'get'],
      ['/bonuswheel/spin', 'post'],
      ['/bonuswheel/complete', 'post'],
      ['/bonus-game/progress', 'get'],
      ['/bonus-game/rewards', 'get'],
      ['/gold-rush/progress', 'get'],
      ['/player/loyalty', 'get'],
      ['/player/convertLoyaltyPoints', 'post'],
      // play overview and account history (0020)
      ['/player/overview', 'get'],
      ['/player/history', 'get'],
      // whether the browser has a session, without a 401
      ['/session/status', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(paths[path]?.[method]).toBeDefined();
      expect(paths[path][method].responses['200']).toBeDefined();
    }
    // Every route the app has is in the document.
    const documented = Object.entries(paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m} ${p}`));
    expect(documented.sort()).toEqual(expected.map(([p, m]) => `${m} ${p}`).sort());
    // Request schemas are there too.
    const siteSettingsParams = paths['/cms/site-settings'].get.parameters.map((p: Body) => p.name);
    expect(siteSettingsParams).toContain('lang');
    const body = paths['/sandbox/admin/maintenance'].post.requestBody.content;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json']),
    );
    expect(body['application/json'].schema.properties.maintenanceActive).toBeDefined();
  });

  it('answers an unknown route with 404 and the error shape', async () => {
    const res = await call(`${running.url}/no/such/route`);
    expectErrorShape(res, 404, 100);
    const post = await call(`${running.url}/no/such/route`, { method: 'POST' });
    expectErrorShape(post, 404, 100);
  });

  it('answers a wrong method on a known path with 404 and the error shape', async () => {
    const res = await call(`${running.url}/cms/maintenance`, { method: 'DELETE' });
    expectErrorShape(res, 404, 100);
  });

  it('answers 503 in the error shape when the database does not answer', async () => {
    const broken = await startApp(testDb, {});
    try {
      await broken.database.close();
      const res = await call(`${broken.url}/health`);
      expectErrorShape(res, 503, 100);
      expect(res.body.error).toBe('Database unavailable');
    } finally {
      await broken.stop();
    }
  });
});
