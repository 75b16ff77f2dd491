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
import { normalizeSearch, rankText } from '../../src/searchText';

describe('search normalisation and ranking (unit)', () => {
  it('lower-cases, strips accents and punctuation', () => {
    expect(normalizeSearch('Kuldne Mäng')).toBe('kuldne mang');
    expect(normalizeSearch('  Sõnajala-Õis!! ')).toBe('sonajala ois');
    expect(normalizeSearch("Casino Hold'em")).toBe('casino hold em');
    expect(normalizeSearch('%_%')).toBe('');
  });

  it('ranks exact, prefix, word start, substring, all words, none', () => {
    expect(rankText('book of sand', 'book of sand')).toBe(0);
    expect(rankText('book of sand', 'book')).toBe(1);
    expect(rankText('book of sand', 'san')).toBe(2);
    expect(rankText('book of sand', 'ook')).toBe(3);
    expect(rankText('book of sand', 'sand book')).toBe(4);
    expect(rankText('book of sand', 'xyz')).toBe(5);
  });
});

describe.each(ENGINES)('GET /search (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  const search = (q: string) => call(`${running.url}/search?${q}`);

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  it('answers {success, games, suppliers, tags, content, articles}; items have friendly_name', async () => {
    const res = await search('keyword=book&lang=en');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['articles', 'content', 'games', 'success', 'suppliers', 'tags']);
    expect(res.body.success).toBe(true);
    expect(res.body.games.length).toBeGreaterThan(0);
    for (const g of res.body.games) {
      expect(g.friendly_name).toEqual(expect.any(String));
      expect(g.thumbnail).toBe(`/api/cms/thumbnails/${g.slug}.webp`);
    }
  });

  it('puts prefix matches before word-start matches before substrings', async () => {
    const { body } = await search('keyword=rush');
    const names = body.games.map((g: Body) => normalizeSearch(g.friendly_name));
    const ranks = names.map((n: string) => rankText(n, 'rush'));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(names).toContain('gem rush 92');
    // 'mang': 'Mängude Meister' starts with it, 'Kuldne Mäng' only has a word starting with it.
    const mang = (await search('keyword=mang')).body.games.map((g: Body) => g.friendly_name);
    expect(mang.indexOf('Mängude Meister')).toBeGreaterThanOrEqual(0);
    expect(mang.indexOf('Mängude Meister')).toBeLessThan(mang.indexOf('Kuldne Mäng'));
  });

  it('ranks an exact title first', async () => {
    const { body } = await search('keyword=Gem%20Rush%2092');
    expect(body.games[0].slug).toBe('gem-rush-92');
  });

  it('is case- and accent-insensitive both ways', async () => {
    const plain = (await search('keyword=jaatynyt')).body.games.map((g: Body) => g.slug);
    const accented = (await search(`keyword=${encodeURIComponent('JÄÄTYNYT')}`)).body.games.map((g: Body) => g.slug);
    expect(plain).toContain('jaatynyt-jarvi');
    expect(accented).toEqual(plain);
    const ois = (await search('keyword=sonajala%20ois')).body.games.map((g: Body) => g.friendly_name);
    expect(ois).toContain('Sõnajala Õis');
  });

  it('matches all words in any order', async () => {
    const { body } = await search('keyword=sand%20book');
    expect(body.games.map((g: Body) => g.slug)).toContain('book-of-sand-low');
  });

  it('returns at most 20 games', async () => {
    const { body } = await search('keyword=volatility');
    expect(body.games).toHaveLength(20);
  });

  it('finds suppliers, tags, pages and articles', async () => {
    const sup = (await search(`keyword=${encodeURIComponent('pollo')}`)).body;
    expect(sup.suppliers[0]).toEqual({
      id: 7,
      name: 'Pöllö Games',
      slug: 'pollo-games',
      friendly_name: 'Pöllö Games',
      game_count: expect.any(Number),
    });
    const tags = (await search('keyword=free%20spins')).body;
    expect(tags.tags[0]).toEqual({ slug: 'free-spins', name: 'Free spins', friendly_name: 'Free spins', game_count: expect.any(Number) });
    const pages = (await search('keyword=aurum&lang=en')).body;
    expect(pages.content.length).toBeGreaterThan(0);
    expect(pages.content[0]).toEqual({
      slug: expect.any(String),
      lang: 'en',
      title: expect.any(String),
      friendly_name: expect.any(String),
      description: expect.any(String),
    });
    const articles = (await search('keyword=jattipot&lang=fi')).body.articles;
    expect(articles[0]).toEqual({
      slug: 'jackpots-explained',
      title: 'Miten jättipotit kasvavat',
      friendly_name: 'Miten jättipotit kasvavat',
      thumbnail: '/api/cms/thumbnails/news/jackpots-explained.svg',
      date_parsed: '22.10.2026',
    });
    const et = (await search('keyword=jackpot&lang=et')).body.articles;
    expect(et[0].title).toBe('Kuidas jackpotid kasvavad');
  });

  it('filters games by gameProvider (id, slug or name); an unknown provider gives no games', async () => {
    const all = (await search('keyword=book')).body.games;
    const supplierId = all[0].supplier_id;
    for (const key of [String(supplierId), all[0].supplier.slug, encodeURIComponent(all[0].supplier.name)]) {
      const { body } = await search(`keyword=book&gameProvider=${key}`);
      expect(body.games.length).toBeGreaterThan(0);
      expect(body.games.every((g: Body) => g.supplier_id === supplierId)).toBe(true);
    }
    const none = await search('keyword=book&gameProvider=No%20Such%20Studio');
    expect(none.status).toBe(200);
    expect(none.body.games).toEqual([]);
  });

  it('gives empty lists when nothing matches', async () => {
    const res = await search('keyword=zzzqqq');
    expect(res.body).toEqual({ success: true, games: [], suppliers: [], tags: [], content: [], articles: [] });
  });

  it.each([
    ['', 'keyword'],
    ['keyword=', 'keyword'],
    ['keyword=ab', 'keyword'],
    ['keyword=%20%20%20', 'keyword'],
    ['keyword=%25%25%25', 'keyword'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
    ['keyword=book&lang=sv', 'lang'],
    [`keyword=book&gameProvider=${'x'.repeat(101)}`, 'gameProvider'],
  ])('refuses %p with 400 / 195 naming %s', async (q, field) => {
    const res = await search(q);
    expectErrorShape(res, 400, 195);
    expect(res.body.params.field).toBe(field);
  });

  it('never answers 500 on odd input', async () => {
    for (const kw of ["'; drop table game; --", '\\\\\\', '%%%abc', '_a_b_c', 'ääää', '日本語のゲーム', '<script>']) {
      const res = await search(`keyword=${encodeURIComponent(kw)}`);
      expect([200, 400]).toContain(res.status);
    }
    expect((await search('keyword=book')).status).toBe(200);
  });
});
