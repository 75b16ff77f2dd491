import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
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

const SEED = path.resolve(__dirname, '../../seed/games');
const seedGames: Body[] = JSON.parse(fs.readFileSync(path.join(SEED, 'games.json'), 'utf8'));
const seedSuppliers: Body[] = JSON.parse(fs.readFileSync(path.join(SEED, 'suppliers.json'), 'utf8'));
const suffixed: { slugs: string[] } = JSON.parse(fs.readFileSync(path.join(SEED, 'suffixed-slugs.json'), 'utf8'));
const ENABLED = seedGames.filter((g) => g.enabled !== false).length;
const DAY = 24 * 60 * 60 * 1000;

const GAME_KEYS = [
  'enabled',
  'friendly_name',
  'has_demo',
  'id',
  'is_new',
  'live_casino',
  'name',
  'release_date',
  'release_timestamp',
  'slug',
  'supplier',
  'supplier_id',
  'tags',
  'thumbnail',
].sort();

function expectGame(g: Body): void {
  expect(Object.keys(g).sort()).toEqual(GAME_KEYS);
  expect(g.id).toEqual(expect.any(Number));
  expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(g.release_date).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  expect(g.thumbnail).toBe(`/api/cms/thumbnails/${g.slug}.webp`);
  expect(g.supplier).toEqual({ id: g.supplier_id, name: expect.any(String), slug: expect.any(String) });
  expect(Array.isArray(g.tags)).toBe(true);
}

describe.each(ENGINES)('game catalogue (%s)', (engine) => {
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

  describe('seed data', () => {
    it('has about 140 suppliers and several hundred games with unique slugs', () => {
      expect(seedSuppliers).toHaveLength(140);
      expect(seedGames.length).toBeGreaterThanOrEqual(400);
      expect(new Set(seedGames.map((g) => g.slug)).size).toBe(seedGames.length);
      expect(new Set(seedSuppliers.map((s) => s.name)).size).toBe(140);
    });

    it('lists exactly ten suffixed slugs, all of them games, with no unsuffixed twin', () => {
      expect(suffixed.slugs).toHaveLength(10);
      const slugs = new Set(seedGames.map((g) => g.slug));
      for (const s of suffixed.slugs) {
        expect(s).toMatch(/-(low|92|dx2)$/);
        expect(slugs.has(s)).toBe(true);
        expect(slugs.has(s.replace(/-(low|92|dx2)$/, ''))).toBe(false);
      }
      const others = seedGames.filter((g) => !suffixed.slugs.includes(g.slug));
      for (const g of others) expect(g.slug).not.toMatch(/-(low|92|dx2)$/);
    });
  });

  describe('GET /cms/games', () => {
    it('returns every enabled game as a bare array', async () => {
      const res = await get('/cms/games');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(ENABLED);
      res.body.forEach(expectGame);
      expect(res.body.every((g: Body) => g.enabled)).toBe(true);
    });

    it('has live-casino titles without demo and slots with demo', async () => {
      const { body } = await get('/cms/games');
      const live = body.filter((g: Body) => g.live_casino);
      expect(live.length).toBeGreaterThanOrEqual(20);
      expect(live.every((g: Body) => g.has_demo === false)).toBe(true);
      expect(body.filter((g: Body) => !g.live_casino && g.has_demo).length).toBeGreaterThan(300);
    });

    it('marks games released less than 14 days ago as new, dates as dd.mm.yyyy', async () => {
      const { body } = await get('/cms/games');
      const now = Date.now();
      const fresh = body.filter((g: Body) => g.is_new);
      expect(fresh.length).toBeGreaterThanOrEqual(10);
      for (const g of body) {
        expect(g.is_new).toBe(now - g.release_timestamp < 14 * DAY);
        const d = new Date(g.release_timestamp);
        const dd = String(d.getUTCDate()).padStart(2, '0');
        const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
        expect(g.release_date).toBe(`${dd}.${mm}.${d.getUTCFullYear()}`);
      }
      expect(body.some((g: Body) => now - g.release_timestamp > 365 * DAY)).toBe(true);
    });

    it('pages with ?page= and pageSize (default 10)', async () => {
      const p1 = await get('/cms/games?page=1');
      expect(p1.status).toBe(200);
      expect(p1.body).toEqual({ count: ENABLED, pageCount: Math.ceil(ENABLED / 10), page: 1, items: expect.any(Array) });
      expect(p1.body.items).toHaveLength(10);
      const p2 = await get('/cms/games?page=2&pageSize=25');
      expect(p2.body.pageCount).toBe(Math.ceil(ENABLED / 25));
      expect(p2.body.items).toHaveLength(25);
      const all = (await get('/cms/games')).body;
      expect(p2.body.items.map((g: Body) => g.id)).toEqual(all.slice(25, 50).map((g: Body) => g.id));
      const last = await get(`/cms/games?page=${p2.body.pageCount + 1}&pageSize=25`);
      expect(last.body.items).toEqual([]);
    });

    it('filters by slug: an array of zero or one game', async () => {
      const res = await get('/cms/games?slug=gem-rush-92');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({ slug: 'gem-rush-92', friendly_name: 'Gem Rush 92' });
      expect((await get('/cms/games?slug=no-such-game')).body).toEqual([]);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=1000', 'pageSize'],
      ['id=-1', 'id'],
      ['id=x', 'id'],
      [`slug=${'a'.repeat(201)}`, 'slug'],
    ])('refuses %s with 400 / 195', async (query, field) => {
      const res = await get(`/cms/games?${query}`);
      expectErrorShape(res, 400, 195);
      expect(res.body.params.field).toBe(field);
    });
  });

  describe('one game by id', () => {
    it.each(['/cms/games/id=12', '/cms/games/12', '/cms/games/id%3D12'])('answers %s', async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expectGame(res.body);
      expect(res.body.id).toBe(12);
      expect(res.body.slug).toBe(seedGames[11].slug);
    });

    it('also as the query filter ?id= (an array)', async () => {
      const res = await get('/cms/games?id=12');
      expect(res.body).toHaveLength(1);
      expect(res.body[0].id).toBe(12);
    });

    it('returns a disabled game with enabled: false (launch answers 132 later), lists skip it', async () => {
      const disabled = seedGames.find((g) => g.enabled === false);
      const res = await get(`/cms/games/id=${disabled.id}`);
      expect(res.status).toBe(200);
      expect(res.body.enabled).toBe(false);
      const all = (await get('/cms/games')).body;
      expect(all.find((g: Body) => g.id === disabled.id)).toBeUndefined();
    });

    it('answers 404 / 131 for an unknown id', async () => {
      expectErrorShape(await get('/cms/games/id=99999'), 404, 131);
      expectErrorShape(await get('/cms/games/99999'), 404, 131);
    });

    it.each(['/cms/games/id=abc', '/cms/games/abc', '/cms/games/id=0', '/cms/games/id=1.5', '/cms/games/id=12345678901'])(
      'refuses %s with 400 / 195',
      async (p) => {
        const res = await get(p);
        expectErrorShape(res, 400, 195);
        expect(res.body.params.field).toBe('id');
      },
    );
  });

  describe('suppliers and providers', () => {
    it('GET /cms/suppliers is the id-to-name table of all 140 providers', async () => {
      const res = await get('/cms/suppliers');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(140);
      expect(res.body[0]).toEqual({ id: 1, name: seedSuppliers[0].name, slug: expect.any(String), game_count: expect.any(Number) });
      const total = res.body.reduce((n: number, s: Body) => n + s.game_count, 0);
      expect(total).toBe(ENABLED);
    });

    it.each([
      ['/cms/provider=P%C3%B6ll%C3%B6%20Games'],
      ['/cms/provider=pollo-games'],
      ['/cms/provider=7'],
      ['/cms/provider?name=p%C3%B6ll%C3%B6%20games'],
      ['/cms/provider?name=Pollo%20Games'],
    ])('%s gives the games of one provider', async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
      for (const g of res.body) expect(g.supplier).toEqual({ id: 7, name: 'Pöllö Games', slug: 'pollo-games' });
    });

    it('answers 404 for an unknown provider and 400 without a name', async () => {
      expectErrorShape(await get('/cms/provider=No%20Such%20Studio'), 404, 100);
      const res = await get('/cms/provider');
      expectErrorShape(res, 400, 195);
      expect(res.body.params.field).toBe('name');
    });
  });

  describe('GET /cms/thumbnails/{slug}.svg', () => {
    it('serves a deterministic, cacheable SVG', async () => {
      const res = await fetch(`${running.url}/cms/thumbnails/gem-rush-92.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      const svg = await res.text();
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(svg).toContain('linearGradient');
      // Its own artwork: a scene for its theme (a gem rush: cut gems), not initials.
      expect(svg).not.toContain('>GR<');
      expect(svg).toMatch(/<polygon /);
      // The title without its variant suffix, as the site shows the name.
      expect(svg).toContain('>Gem Rush<');
      expect(svg).not.toContain('Gem Rush 92');
      const supplier = seedSuppliers.find((s) => s.id === seedGames[1].supplierId).name;
      expect(svg).toContain(supplier);
      expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
      const again = await (await fetch(`${running.url}/cms/thumbnails/gem-rush-92.svg`)).text();
      expect(again).toBe(svg);
      const other = await (await fetch(`${running.url}/cms/thumbnails/book-of-sand-low.svg`)).text();
      expect(other).not.toBe(svg);
      const cached = await fetch(`${running.url}/cms/thumbnails/gem-rush-92.svg`, { headers: { 'if-none-match': etag as string } });
      expect(cached.status).toBe(304);
    });

    it('escapes names and serves article thumbnails too', async () => {
      const res = await fetch(`${running.url}/cms/thumbnails/news/jackpots-explained.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toContain('How the jackpots grow');
      const holdem = await (await fetch(`${running.url}/cms/thumbnails/casino-hold-em-live.svg`)).text();
      expect(holdem).toContain('Casino Hold&apos;em Live');
      expect(holdem).not.toContain("Hold'em");
    });

    it('answers 404 for an unknown slug', async () => {
      expectErrorShape(await get('/cms/thumbnails/no-such-game.svg'), 404, 131);
      expectErrorShape(await get('/cms/thumbnails/news/no-such-article.svg'), 404, 100);
    });

    it('every game in the catalogue has artwork of its own, drawn at seed time', async () => {
      const rows = await running.database.db.selectFrom('game_art').select(['game_id', 'svg']).execute();
      expect(rows).toHaveLength(seedGames.length);
      // No two games share a picture, and none is drawn from initials or fetched from elsewhere.
      expect(new Set(rows.map((row) => row.svg)).size).toBe(seedGames.length);
      for (const { svg } of rows) {
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="300"/);
        expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)|<script|<image|href=/);
      }
    });

    /** What the site's image optimizer needs of an image: a raster it can resize, with caching headers. */
    async function expectOptimizable(res: Response): Promise<Buffer> {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeGreaterThan(0);
      return body;
    }

    it('every game thumbnail URL in the catalogue answers with a raster the optimizer resizes', async () => {
      const { body } = await get('/cms/games?page=3&pageSize=20');
      for (const g of body.items) {
        const webp = await expectOptimizable(await fetch(`${running.url}${g.thumbnail.replace(/^\/api/, '')}`));
        // Twice the drawing's size, so that a tile on a 2× screen is never enlarged.
        expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
      }
    });

    it("serves each game's WebP drawn from its own SVG, made once and kept", async () => {
      const slug = 'gem-rush-92';
      const first = await expectOptimizable(await fetch(`${running.url}/cms/thumbnails/${slug}.webp`));
      const svg = await (await fetch(`${running.url}/cms/thumbnails/${slug}.svg`)).text();
      const other = await expectOptimizable(await fetch(`${running.url}/cms/thumbnails/book-of-sand-low.webp`));
      expect(other.equals(first)).toBe(false);
      // The same pixels as the SVG drawn at twice its size.
      const drawn = await sharp(Buffer.from(svg), { density: 144 }).removeAlpha().raw().toBuffer();
      const served = await sharp(first).removeAlpha().raw().toBuffer();
      expect(served.length).toBe(drawn.length);
      const meanDifference = served.reduce((sum, value, i) => sum + Math.abs(value - drawn[i]), 0) / served.length;
      expect(meanDifference).toBeLessThan(4);
      // Kept in the game's row: later requests (any instance) serve those bytes with the same ETag.
      const row = await running.database.db
        .selectFrom('game_art as a')
        .innerJoin('game as g', 'g.id', 'a.game_id')
        .select(['a.webp', 'a.webp_etag', 'a.webp_from', 'a.etag'])
        .where('g.slug', '=', slug)
        .executeTakeFirstOrThrow();
      expect(row.webp_from).toBe(row.etag);
      expect(Buffer.from(row.webp as Buffer).equals(first)).toBe(true);
      const again = await fetch(`${running.url}/cms/thumbnails/${slug}.webp`);
      expect(again.headers.get('etag')).toBe(row.webp_etag);
      expect((await expectOptimizable(again)).equals(first)).toBe(true);
      const cached = await fetch(`${running.url}/cms/thumbnails/${slug}.webp`, { headers: { 'if-none-match': row.webp_etag as string } });
      expect(cached.status).toBe(304);
    });

    it('draws the WebP again when the SVG it was made from has changed', async () => {
      const db = running.database.db;
      const game = await db.selectFrom('game').select('id').where('slug', '=', 'book-of-sand-low').executeTakeFirstOrThrow();
      const before = await expectOptimizable(await fetch(`${running.url}/cms/thumbnails/book-of-sand-low.webp`));
      const plain =
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#123456"/></svg>';
      const original = await db.selectFrom('game_art').select(['svg', 'etag']).where('game_id', '=', game.id).executeTakeFirstOrThrow();
      await db.updateTable('game_art').set({ svg: plain, etag: '"redrawn"' }).where('game_id', '=', game.id).execute();
      try {
        const after = await expectOptimizable(await fetch(`${running.url}/cms/thumbnails/book-of-sand-low.webp`));
        expect(after.equals(before)).toBe(false);
        const [r, g, b] = await sharp(after).extract({ left: 400, top: 300, width: 1, height: 1 }).raw().toBuffer();
        expect(Math.max(...[r, g, b].map((value, i) => Math.abs(value - [0x12, 0x34, 0x56][i])))).toBeLessThan(4);
      } finally {
        await db.updateTable('game_art').set(original).where('game_id', '=', game.id).execute();
      }
    });

    it('answers 404 for the WebP of an unknown game', async () => {
      expectErrorShape(await get('/cms/thumbnails/no-such-game.webp'), 404, 131);
    });
  });
});
