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
const SUMMARY_KEYS = ['date', 'date_parsed', 'excerpt', 'lang', 'slug', 'thumbnail', 'timestamp', 'title'];

describe.each(ENGINES)('news and affiliates (%s)', (engine) => {
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

  describe('GET /cms/blogs', () => {
    it.each(LANGS)('lists the articles in %s, newest first', async (lang) => {
      const res = await get(`/cms/blogs?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 8, pageCount: 1, page: 1, items: expect.any(Array) });
      expect(res.body.items).toHaveLength(8);
      for (const a of res.body.items) {
        expect(Object.keys(a).sort()).toEqual(SUMMARY_KEYS);
        expect(a.lang).toBe(lang);
        expect(a.thumbnail).toBe(`/api/cms/thumbnails/news/${a.slug}.svg`);
        expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(a.date_parsed).toBe(a.date.split('-').reverse().join('.'));
      }
      const stamps = res.body.items.map((a: Body) => a.timestamp);
      expect(stamps).toEqual([...stamps].sort((a: number, b: number) => b - a));
    });

    it('has each article in real Finnish, Estonian and English', async () => {
      const titles = await Promise.all(LANGS.map(async (l) => (await get(`/cms/blogs/loss-limits-explained?lang=${l}`)).body.title));
      expect(titles).toEqual(['Näin tappiorajat toimivat', 'Kuidas kahjulimiidid toimivad', 'How loss limits work']);
    });

    it('pages 10 per page', async () => {
      const now = Date.now();
      const rows = Array.from({ length: 7 }, (_, i) => ({
        slug: `extra-${i}`,
        lang: 'en',
        title: `Extra ${i}`,
        excerpt: '',
        body_html: '<p>x</p>',
        published_at: Date.UTC(2020, 0, i + 1),
        search_text: `extra ${i}`,
        updated_at: now,
      }));
      await running.database.db.insertInto('blog_article').values(rows).execute();
      const p1 = (await get('/cms/blogs?lang=en&page=1')).body;
      const p2 = (await get('/cms/blogs?lang=en&page=2')).body;
      expect(p1).toMatchObject({ count: 15, pageCount: 2, page: 1 });
      expect(p1.items).toHaveLength(10);
      expect(p2).toMatchObject({ count: 15, pageCount: 2, page: 2 });
      expect(p2.items).toHaveLength(5);
      expect(p2.items.at(-1).slug).toBe('extra-0');
      expect((await get('/cms/blogs?lang=en&page=3')).body.items).toEqual([]);
      // the other languages are unaffected
      expect((await get('/cms/blogs?lang=fi')).body.count).toBe(8);
    });

    it.each(['page=0', 'page=x', 'page=-1', 'lang=sv'])('refuses %s with 400 / 195', async (q) => {
      expectErrorShape(await get(`/cms/blogs?${q}`), 400, 195);
    });
  });

  describe('GET /cms/blogs/{slug}', () => {
    it.each(LANGS)('returns the article with an HTML body in %s', async (lang) => {
      const res = await get(`/cms/blogs/aurum-casino-opens?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([...SUMMARY_KEYS, 'body', 'languages'].sort());
      expect(res.body.lang).toBe(lang);
      expect(res.body.languages).toEqual(['en', 'et', 'fi']);
      expect(res.body.body.match(/<p>/g).length).toBeGreaterThanOrEqual(4);
      expect(res.body.body).toMatch(/<h2>/);
      const words = res.body.body
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThan(100);
    });

    it('falls back to English, then Finnish, when the language is missing', async () => {
      const now = Date.now();
      await running.database.db
        .insertInto('blog_article')
        .values({
          slug: 'only-fi',
          lang: 'fi',
          title: 'Vain suomeksi',
          excerpt: '',
          body_html: '<p>Hei</p>',
          published_at: now,
          search_text: 'vain suomeksi',
          updated_at: now,
        })
        .execute();
      const res = await get('/cms/blogs/only-fi?lang=et');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ lang: 'fi', title: 'Vain suomeksi', languages: ['fi'] });
    });

    it('answers 404 for an unknown slug', async () => {
      expectErrorShape(await get('/cms/blogs/no-such-article?lang=fi'), 404, 100);
      expectErrorShape(await get('/cms/blogs/aurum-casino-opens?lang=de'), 400, 195);
    });
  });

  describe('affiliates', () => {
    const AFF_KEYS = ['free_spin_game', 'granted_free_spins', 'message_en', 'message_et', 'message_fi', 'reference', 'slug'];

    it('GET /cms/affiliates lists them with reference 1 as the default', async () => {
      const res = await get('/cms/affiliates');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(3);
      for (const a of res.body) expect(Object.keys(a).sort()).toEqual(AFF_KEYS);
      const def = res.body.find((a: Body) => a.reference === '1');
      expect(def).toEqual({
        reference: '1',
        slug: 'default',
        message_fi: expect.stringContaining('ilmaiskierrosta'),
        message_en: expect.stringContaining('free spins'),
        message_et: expect.stringContaining('tasuta keerutust'),
        granted_free_spins: 20,
        free_spin_game: { id: 1, slug: 'book-of-sand-low', title: 'Book of Sand Low' },
      });
      const none = res.body.find((a: Body) => a.granted_free_spins === 0);
      expect(none.free_spin_game).toBeNull();
    });

    it.each(['default', '1', 'nordic-reviews'])('GET /cms/affiliate/%s', async (key) => {
      const res = await get(`/cms/affiliate/${key}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(AFF_KEYS);
      expect(res.body.free_spin_game.title).toEqual(expect.any(String));
    });

    it('GET /cms/affiliate-pages/{id} in each language', async () => {
      for (const lang of LANGS) {
        const res = await get(`/cms/affiliate-pages/1?lang=${lang}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({
          id: 1,
          lang,
          title: expect.any(String),
          bodyHtml: expect.stringContaining('<p>'),
          affiliate: expect.objectContaining({ reference: '1' }),
        });
      }
      expect((await get('/cms/affiliate-pages/1?lang=et')).body.title).toBe('Tere tulemast Aurum Kasiinosse');
    });

    it('answers 404 for unknown affiliates and pages, 400 for a bad id', async () => {
      expectErrorShape(await get('/cms/affiliate/nobody'), 404, 100);
      expectErrorShape(await get('/cms/affiliate-pages/999'), 404, 100);
      const bad = await get('/cms/affiliate-pages/abc');
      expectErrorShape(bad, 400, 195);
      expect(bad.body.params.field).toBe('id');
    });
  });
});
