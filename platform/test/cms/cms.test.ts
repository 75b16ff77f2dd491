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

describe.each(ENGINES)('CMS endpoints (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb);
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
  });

  describe('GET /cms/site-settings', () => {
    it.each(LANGS)('returns footer, popups and banners for %s', async (lang) => {
      const res = await call(`${running.url}/cms/site-settings?lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        lang,
        footerHtml: expect.stringContaining('<p>'),
        popups: expect.any(Array),
        maintenanceBanner: { fi: expect.any(String), et: expect.any(String), en: expect.any(String) },
      });
      expect(res.body.footerHtml).toMatch(/<a href=/);
      expect(res.body.popups.length).toBeGreaterThan(0);
      for (const popup of res.body.popups) {
        expect(popup).toEqual({ id: expect.any(String), title: expect.any(String), bodyHtml: expect.any(String) });
      }
    });

    it('gives each language its own footer', async () => {
      const footers = await Promise.all(LANGS.map(async (l) => (await call(`${running.url}/cms/site-settings?lang=${l}`)).body.footerHtml));
      expect(new Set(footers).size).toBe(3);
      expect(footers[0]).toMatch(/Pelaaminen on sallittu vain 18 vuotta täyttäneille/);
      expect(footers[1]).toMatch(/Mängimine on lubatud/);
      expect(footers[2]).toMatch(/Gambling is allowed only/);
    });

    it('defaults to fi without lang', async () => {
      const res = await call(`${running.url}/cms/site-settings`);
      expect(res.status).toBe(200);
      expect(res.body.lang).toBe('fi');
      const fi = await call(`${running.url}/cms/site-settings?lang=fi`);
      expect(res.body).toEqual(fi.body);
    });

    it.each(['xx', '', 'FI', 'default'])('refuses lang=%p with 400 / 195 naming the field', async (lang) => {
      const res = await call(`${running.url}/cms/site-settings?lang=${encodeURIComponent(lang)}`);
      expectErrorShape(res, 400, 195);
      expect(res.body.params.field).toBe('lang');
    });
  });

  describe('GET /cms/maintenance', () => {
    it('is off by default with messages per language and the default logo', async () => {
      const res = await call(`${running.url}/cms/maintenance`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        maintenance: {
          active: false,
          messages: { fi: expect.any(String), et: expect.any(String), en: expect.any(String) },
          logo: { width: 200, height: 57 },
        },
        serviceDisruption: {
          active: false,
          messages: { fi: expect.any(String), et: expect.any(String), en: expect.any(String) },
        },
      });
      expect(res.body.maintenance.messages.fi).toMatch(/Huoltokatko/);
      expect(res.body.maintenance.messages.et).toMatch(/Hooldustööd/);
      expect(res.body.maintenance.messages.en).toMatch(/Maintenance/);
    });
  });

  describe('embeddable deposit form', () => {
    it.each(LANGS)('the %s home page carries the deposit form block with a title', async (lang) => {
      const res = await call(`${running.url}/cms/pages?slug=home&lang=${lang}`);
      expect(res.status).toBe(200);
      const blocks = (res.body as unknown as { blocks: { type: string; title?: string }[] }[])[0].blocks;
      expect(blocks).toContainEqual({ type: 'depositForm', title: expect.any(String) });
    });
  });

  describe('GET /cms/pages', () => {
    it.each(LANGS)('returns the home page in %s with typed blocks', async (lang) => {
      const res = await call(`${running.url}/cms/pages?slug=home&lang=${lang}`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      const [page] = res.body;
      expect(page).toEqual({
        slug: 'home',
        lang,
        title: expect.any(String),
        description: expect.any(String),
        blocks: expect.any(Array),
      });
      const types = page.blocks.map((b: Body) => b.type);
      expect(types).toEqual(expect.arrayContaining(['hero', 'features', 'richText']));
      const hero = page.blocks.find((b: Body) => b.type === 'hero');
      expect(hero).toEqual({
        type: 'hero',
        title: expect.any(String),
        text: expect.any(String),
        cta: { label: expect.any(String), routeKey: 'registration' },
      });
      const features = page.blocks.find((b: Body) => b.type === 'features');
      expect(features.items.length).toBeGreaterThanOrEqual(3);
      for (const item of features.items) expect(item).toEqual({ title: expect.any(String), text: expect.any(String) });
      const rich = page.blocks.find((b: Body) => b.type === 'richText');
      expect(rich.html).toMatch(/<p>/);
    });

    it('has the home page in real Finnish, Estonian and English', async () => {
      const titles = await Promise.all(
        LANGS.map(async (l) => (await call(`${running.url}/cms/pages?slug=home&lang=${l}`)).body[0].blocks[0].title),
      );
      expect(titles).toEqual(['Tervetuloa Aurum Kasinolle', 'Tere tulemast Aurum Kasiinosse', 'Welcome to Aurum Casino']);
    });

    it('returns every language of a slug without lang', async () => {
      const res = await call(`${running.url}/cms/pages?slug=terms`);
      expect(res.status).toBe(200);
      expect(res.body.map((p: Body) => p.lang).sort()).toEqual(['en', 'et', 'fi']);
    });

    it.each(['campaigns', 'responsible-gaming', 'terms', 'privacy', 'help', 'contact'])('has %s in all three languages', async (slug) => {
      for (const lang of LANGS) {
        const res = await call(`${running.url}/cms/pages?slug=${slug}&lang=${lang}`);
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(1);
        expect(res.body[0].blocks.length).toBeGreaterThan(0);
      }
    });

    it('returns [] for an unknown slug', async () => {
      const res = await call(`${running.url}/cms/pages?slug=no-such-page&lang=fi`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    });

    it('refuses a bad lang with 400 / 195', async () => {
      const res = await call(`${running.url}/cms/pages?slug=home&lang=sv`);
      expectErrorShape(res, 400, 195);
      expect(res.body.params.field).toBe('lang');
    });
  });

  describe('GET /cms/pages/slugs', () => {
    it('lists slug and lang of every page', async () => {
      const res = await call(`${running.url}/cms/pages/slugs`);
      expect(res.status).toBe(200);
      for (const slug of ['home', 'campaigns', 'responsible-gaming', 'terms', 'privacy', 'help', 'contact']) {
        for (const lang of LANGS) expect(res.body).toContainEqual({ slug, lang });
      }
      for (const entry of res.body) expect(Object.keys(entry).sort()).toEqual(['lang', 'slug']);
    });
  });
});
