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

const LANGS = ['fi', 'et', 'en'] as const;
const GROUP_KEYS = [
  'description',
  'game_count',
  'id',
  'lang',
  'name',
  'parent_id',
  'slug',
  'sort_order',
  'title',
  'translations',
  'type',
  'url',
].sort();

describe.each(ENGINES)('game groups (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const get = (p: string) => call(`${running.url}${p}`);

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  describe('GET /cms/game-groups-translated', () => {
    it.each(LANGS)('lists the top-level groups with titles in %s', async (lang) => {
      const res = await get(`/cms/game-groups-translated?lang=${lang}`);
      expect(res.status).toBe(200);
      for (const g of res.body) {
        expect(Object.keys(g).sort()).toEqual(GROUP_KEYS);
        expect(g.parent_id).toBeNull();
        expect(g.lang).toBe(lang);
        expect(g.title).toBe(g.translations[lang].title);
        expect(g.description).toBe(g.translations[lang].description);
        expect(g.url).toBe(g.type === 'livecasino' ? `/livecasino/${g.id}` : `/games/${g.id}`);
      }
      const popular = res.body.find((g: Body) => g.slug === 'popular');
      expect(popular.title).toBe({ fi: 'Suosituimmat', et: 'Populaarsed', en: 'Popular' }[lang]);
      expect(popular.game_count).toBeGreaterThan(20);
      const slots = res.body.filter((g: Body) => g.type === 'slots');
      expect(slots.length).toBeGreaterThanOrEqual(8);
      expect(res.body.filter((g: Body) => g.type === 'livecasino').map((g: Body) => g.slug)).toEqual(['live-casino']);
    });

    it('every seeded group has its title in fi, et and en (no English name shown in fi or et)', async () => {
      for (const lang of LANGS) {
        const groups = (await get(`/cms/game-groups-translated?lang=${lang}`)).body;
        for (const group of groups) for (const l of LANGS) expect(group.translations[l].title).toBeTruthy();
      }
      const et = (await get('/cms/game-groups-translated?lang=et')).body;
      expect(et.find((g: Body) => g.slug === 'nordic-tales').title).toBe('Põhjala lood');
      const fi = (await get('/cms/game-groups-translated?lang=fi')).body;
      expect(fi.find((g: Body) => g.slug === 'staff-picks').title).toBe('Henkilökunnan suosikit');
    });

    it('falls back to the name and null per docs/product/data.md', async () => {
      // A group the CMS has not translated (added here; the seed translates every group).
      await running.database.db
        .insertInto('game_group')
        .values({
          id: 990,
          slug: 'untranslated',
          name: 'Untranslated',
          type: 'slots',
          parent_id: null,
          sort_order: 990,
          title_fi: 'Kääntämätön',
          title_et: null,
          title_en: null,
          description_fi: 'Kuvaus',
          description_et: null,
          description_en: null,
        })
        .execute();
      try {
        const et = (await get('/cms/game-groups-translated?lang=et')).body;
        const group = et.find((g: Body) => g.slug === 'untranslated');
        expect(group.title).toBe('Untranslated');
        expect(group.description).toBeNull();
        expect(group.translations.fi).toEqual({ title: 'Kääntämätön', description: 'Kuvaus' });
        expect(group.translations.en).toEqual({ title: 'Untranslated', description: null });
      } finally {
        await running.database.db.deleteFrom('game_group').where('id', '=', 990).execute();
      }
    });

    it('defaults to fi and filters by type', async () => {
      const res = await get('/cms/game-groups-translated');
      expect(res.body.every((g: Body) => g.lang === 'fi')).toBe(true);
      const slots = await get('/cms/game-groups-translated?type=slots');
      expect(slots.body.every((g: Body) => g.type === 'slots')).toBe(true);
      expect(slots.body.length).toBe(res.body.length - 1);
    });

    it.each(['lang=sv', 'lang=', 'type=poker'])('refuses %s with 400 / 195', async (q) => {
      expectErrorShape(await get(`/cms/game-groups-translated?${q}`), 400, 195);
    });
  });

  describe('GET /cms/child-game-groups-translated', () => {
    it.each(LANGS)('lists the live casino child groups in %s', async (lang) => {
      const res = await get(`/cms/child-game-groups-translated?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body.map((g: Body) => g.slug)).toEqual([
        'live-roulette',
        'live-blackjack',
        'live-baccarat',
        'live-game-shows',
        'live-poker',
      ]);
      for (const g of res.body) {
        expect(g.type).toBe('livecasino');
        expect(g.parent_id).toBe(20);
        expect(g.url).toBe(`/livecasino/${g.id}`);
        expect(g.game_count).toBeGreaterThan(0);
      }
      const roulette = res.body[0];
      expect(roulette.title).toBe({ fi: 'Ruletti', et: 'Rulett', en: 'Roulette' }[lang]);
    });

    it('falls back per language: et blackjack has no description, fi/en poker', async () => {
      const et = (await get('/cms/child-game-groups-translated?lang=et')).body;
      expect(et.find((g: Body) => g.slug === 'live-blackjack')).toMatchObject({ title: 'Blackjack', description: null });
      const poker = et.find((g: Body) => g.slug === 'live-poker');
      expect(poker.title).toBe('Poker');
      expect(poker.translations.fi).toEqual({ title: 'Pokeri', description: null });
      expect(poker.translations.en.description).toMatch(/hold'em/);
    });

    it('narrows to one parent by slug or id; 404 for an unknown parent', async () => {
      const a = await get('/cms/child-game-groups-translated?parent=live-casino');
      const b = await get('/cms/child-game-groups-translated?parent=20');
      expect(a.body).toHaveLength(5);
      expect(b.body).toEqual(a.body);
      expect((await get('/cms/child-game-groups-translated?parent=popular')).body).toEqual([]);
      expectErrorShape(await get('/cms/child-game-groups-translated?parent=nope'), 404, 100);
    });
  });

  describe('one group with its games', () => {
    it.each(['/cms/group=popular', '/cms/group?slug=popular', '/cms/group=1'])('%s', async (p) => {
      const res = await get(`${p}${p.includes('?') ? '&' : '?'}lang=en`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 1, slug: 'popular', title: 'Popular', lang: 'en' });
      expect(res.body.games).toHaveLength(res.body.game_count);
      expect(res.body.games[0]).toEqual(expect.objectContaining({ id: expect.any(Number), friendly_name: expect.any(String) }));
    });

    it('a parent group holds the games of its children', async () => {
      const parent = (await get('/cms/group=live-casino')).body;
      const children = (await get('/cms/child-game-groups-translated')).body;
      expect(parent.game_count).toBe(children.reduce((n: number, g: Body) => n + g.game_count, 0));
      expect(parent.games.every((g: Body) => g.live_casino)).toBe(true);
    });

    it('answers 404 for an unknown group and 400 without a slug', async () => {
      expectErrorShape(await get('/cms/group=no-such-group'), 404, 100);
      expectErrorShape(await get('/cms/group'), 400, 195);
    });
  });

  describe('GET /cms/games-in-groups', () => {
    it('gives every group with its games; limit cuts each list', async () => {
      const all = await get('/cms/games-in-groups?lang=et');
      expect(all.status).toBe(200);
      expect(all.body.length).toBeGreaterThanOrEqual(14);
      for (const g of all.body) expect(g.games).toHaveLength(g.game_count);
      const cut = await get('/cms/games-in-groups?limit=3&type=livecasino');
      expect(cut.body.every((g: Body) => g.type === 'livecasino' && g.games.length <= 3)).toBe(true);
      expectErrorShape(await get('/cms/games-in-groups?limit=0'), 400, 195);
    });
  });

  describe('parent-category and games-by-group-id', () => {
    it('parent-category={x} and &child-category={y}, path and query forms', async () => {
      const parent = await get('/cms/parent-category=live-casino');
      expect(parent.status).toBe(200);
      expect(parent.body.length).toBeGreaterThan(20);
      const child = await get('/cms/parent-category=live-casino&child-category=live-roulette');
      expect(child.status).toBe(200);
      expect(child.body.length).toBeGreaterThan(0);
      expect(child.body.every((g: Body) => g.tags.includes('roulette'))).toBe(true);
      const query = await get('/cms/parent-category?parent=live-casino&child=live-roulette');
      expect(query.body).toEqual(child.body);
      const slots = await get('/cms/parent-category=popular');
      expect(slots.body.length).toBeGreaterThan(20);
    });

    it('refuses a child of another parent, unknown names and unknown path parameters', async () => {
      expectErrorShape(await get('/cms/parent-category=popular&child-category=live-roulette'), 404, 100);
      expectErrorShape(await get('/cms/parent-category=nope'), 404, 100);
      const bad = await get('/cms/parent-category=live-casino&colour=red');
      expectErrorShape(bad, 400, 195);
      expect(bad.body.params.field).toBe('colour');
      expectErrorShape(await get('/cms/parent-category'), 400, 195);
    });

    it('games-by-group-id={id}[&type=livecasino], path and query forms', async () => {
      const a = await get('/cms/games-by-group-id=21');
      const b = await get('/cms/games-by-group-id=21&type=livecasino');
      const c = await get('/cms/games-by-group-id?id=21&type=livecasino');
      expect(a.status).toBe(200);
      expect(a.body.length).toBeGreaterThan(0);
      expect(b.body).toEqual(a.body);
      expect(c.body).toEqual(a.body);
      expect((await get('/cms/games-by-group-id=2')).body.length).toBeGreaterThan(0);
    });

    it.each([
      ['/cms/games-by-group-id=abc', 400, 195],
      ['/cms/games-by-group-id=0', 400, 195],
      ['/cms/games-by-group-id=21&type=bingo', 400, 195],
      ['/cms/games-by-group-id=21&foo=1', 400, 195],
      ['/cms/games-by-group-id?id=x', 400, 195],
      ['/cms/games-by-group-id', 400, 195],
      ['/cms/games-by-group-id=1&type=livecasino', 404, 100],
      ['/cms/games-by-group-id=9999', 404, 100],
    ])('%s → %i / %i', async (p, status, code) => {
      expectErrorShape(await get(p), status, code);
    });
  });

  describe('GET /menu and GET /groups (root)', () => {
    it.each(LANGS)('builds the navigation in %s', async (lang) => {
      const res = await get(`/menu?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.menu.map((m: Body) => m.key)).toEqual(['home', 'games', 'livecasino', 'campaigns', 'bonuswheel']);
      const games = res.body.menu[1];
      expect(games.routeKey).toBe('slotsIndex');
      expect(games.children.length).toBeGreaterThanOrEqual(8);
      expect(games.children[0]).toEqual({
        id: 1,
        slug: 'popular',
        title: expect.any(String),
        type: 'slots',
        url: '/games/1',
        routeKey: 'slotsGroup',
        params: { id: '1', slug: 'popular' },
      });
      const live = res.body.menu[2];
      expect(live.children.map((c: Body) => c.routeKey)).toEqual(Array(5).fill('liveCasinoGroup'));
      expect(live.title).toBe({ fi: 'Live-kasino', et: 'Live-kasiino', en: 'Live casino' }[lang]);
    });

    it('GET /groups lists every group with its game ids', async () => {
      const res = await get('/groups?lang=en');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.groups.length).toBe(15);
      for (const g of res.body.groups) {
        expect(g.game_ids).toHaveLength(g.game_count);
        expect(g.lang).toBe('en');
      }
      const live = await get('/groups?type=livecasino');
      expect(live.body.groups).toHaveLength(6);
      expectErrorShape(await get('/groups?lang=xx'), 400, 195);
      expectErrorShape(await get('/menu?lang=default'), 400, 195);
    });
  });
});
