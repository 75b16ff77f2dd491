import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { notifySite } from '../../src/features/cms/changeNotifier';
import {
  ENGINES,
  call,
  createTestDatabase,
  expectErrorShape,
  postJson,
  startApp,
  type RunningApp,
  type TestDatabase,
} from '../shared/helpers';

const TOKEN = 'cms-admin-test-token';
const SECRET = 'revalidate-test-secret';
const AUTH = { 'x-admin-token': TOKEN };

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the site's revalidation endpoint on 127.0.0.1 that records every request. */
async function startReceiver(): Promise<{
  url: string;
  received: Received[];
  next(count: number): Promise<Received[]>;
  close(): Promise<void>;
}> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"revalidated":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/revalidate`,
    received,
    // Waits (at most 5 s, polling every 20 ms) until `count` requests have arrived.
    async next(count) {
      for (let i = 0; i < 250 && received.length < count; i++) await new Promise((r) => setTimeout(r, 20));
      return received.slice(0, count);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)('sandbox admin: CMS content (%s)', (engine) => {
  let testDb: TestDatabase;
  let running: RunningApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  /** Requests the site received before the current test. */
  let seen = 0;

  const post = (path: string, body: unknown, headers: Record<string, string> = AUTH) =>
    postJson(`${running.url}/sandbox/admin${path}`, body, headers);
  const del = (path: string, headers: Record<string, string> = AUTH) =>
    call(`${running.url}/sandbox/admin${path}`, { method: 'DELETE', headers });
  const get = async (path: string) => (await call(`${running.url}${path}`)).body;
  /** The change bodies the site received since the last call. */
  const notified = async (count: number) => {
    const got = await receiver.next(seen + count);
    const fresh = got.slice(seen);
    seen += fresh.length;
    return fresh.map((r) => JSON.parse(r.body));
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    testDb = await createTestDatabase(engine);
    running = await startApp(testDb, { adminToken: TOKEN, siteRevalidate: { url: receiver.url, secret: SECRET } });
  });
  afterAll(async () => {
    await running?.stop();
    await testDb?.cleanup();
    await receiver?.close();
  });

  describe('pages', () => {
    it('updates one language of a page, keeps the others, and tells the site', async () => {
      const enBefore = await get('/cms/pages?slug=terms&lang=en');
      const res = await post('/cms/pages/terms', {
        fi: { title: 'Uudet ehdot', html: '<h2>Uusi</h2><p>Teksti</p>' },
      });
      expect(res.status).toBe(200);
      expect(res.body.slug).toBe('terms');
      const fi = await get('/cms/pages?slug=terms&lang=fi');
      expect(fi).toEqual([
        expect.objectContaining({
          slug: 'terms',
          lang: 'fi',
          title: 'Uudet ehdot',
          blocks: [{ type: 'richText', html: '<h2>Uusi</h2><p>Teksti</p>' }],
        }),
      ]);
      expect(fi[0].description).toMatch(/käyttöehdot/); // untouched
      expect(await get('/cms/pages?slug=terms&lang=en')).toEqual(enBefore);

      const [sent] = await receiver.next(seen + 1).then((r) => r.slice(seen));
      seen += 1;
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/api/revalidate');
      expect(sent.headers['x-revalidate-secret']).toBe(SECRET);
      expect(sent.headers['content-type']).toMatch(/application\/json/);
      expect(JSON.parse(sent.body)).toEqual({ changes: [{ kind: 'page', slug: 'terms' }] });
    });

    it('creates a page from form data and with a blocks list, then deletes one language and the rest', async () => {
      const form = new URLSearchParams({ titleFi: 'Kampanjasäännöt', htmlFi: '<p>Säännöt</p>', descriptionFi: 'Lyhyesti' });
      const created = await call(`${running.url}/sandbox/admin/cms/pages/promo-rules`, { method: 'POST', headers: AUTH, body: form });
      expect(created.status).toBe(200);
      const blocks = [
        { type: 'hero', title: 'Rules', text: 'In short', cta: { label: 'Play', routeKey: 'slotsIndex' } },
        { type: 'features', items: [{ title: 'One', text: 'First' }] },
        { type: 'richText', html: '<p>Rules</p>' },
      ];
      expect((await post('/cms/pages/promo-rules', { en: { title: 'Promo rules', blocks } })).status).toBe(200);
      expect(await get('/cms/pages?slug=promo-rules')).toEqual([
        { slug: 'promo-rules', lang: 'en', title: 'Promo rules', description: '', blocks },
        {
          slug: 'promo-rules',
          lang: 'fi',
          title: 'Kampanjasäännöt',
          description: 'Lyhyesti',
          blocks: [{ type: 'richText', html: '<p>Säännöt</p>' }],
        },
      ]);
      expect((await get('/cms/pages/slugs')).filter((p: { slug: string }) => p.slug === 'promo-rules')).toHaveLength(2);

      expect((await del('/cms/pages/promo-rules?lang=en')).status).toBe(200);
      expect((await get('/cms/pages?slug=promo-rules')).map((p: { lang: string }) => p.lang)).toEqual(['fi']);
      expect((await del('/cms/pages/promo-rules')).status).toBe(200);
      expect(await get('/cms/pages?slug=promo-rules')).toEqual([]);
      expectErrorShape(await del('/cms/pages/promo-rules'), 404, 100);
      expect(await notified(4)).toEqual(Array(4).fill({ changes: [{ kind: 'page', slug: 'promo-rules' }] }));
    });

    it('refuses bad input with 400 / 195 and changes nothing', async () => {
      const before = await get('/cms/pages?slug=terms');
      const cases: [unknown, string][] = [
        [{}, 'fi'],
        [{ fi: { title: { text: 'x' } } }, 'fi.title'],
        [{ fi: { html: 'x'.repeat(20001) } }, 'fi.html'],
        [{ fi: { html: '<p>a</p>', blocks: [] } }, 'fi.blocks'],
        [{ fi: { blocks: [{ type: 'hero', title: 'no text' }] } }, 'fi.blocks'],
        [{ fi: { blocks: [{ type: 'script', html: 'x' }] } }, 'fi.blocks.0.type'],
        // Unknown fields are dropped by the schema, so a body of only those changes nothing.
        [{ de: { title: 'Hallo' }, fi: { image: 'x.png' } }, 'fi'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/cms/pages/terms', body);
        expectErrorShape(res, 400, 195);
        expect(res.body.params.field).toBe(field);
      }
      // A language the page does not have yet needs its title; nothing of the request is stored.
      const noTitle = await post('/cms/pages/new-page', { fi: { title: 'Uusi' }, en: { html: '<p>x</p>' } });
      expectErrorShape(noTitle, 400, 195);
      expect(noTitle.body.params.field).toBe('en.title');
      expect(await get('/cms/pages?slug=new-page')).toEqual([]);
      expectErrorShape(await post('/cms/pages/Bad%20Slug', { fi: { title: 'x' } }), 400, 195);
      expect(await get('/cms/pages?slug=terms')).toEqual(before);
    });
  });

  describe('news', () => {
    it('updates an article and its publication time, and tells the site', async () => {
      const list = await get('/cms/blogs?lang=en');
      const slug: string = list.items[0].slug;
      const res = await post(`/cms/news/${slug}`, {
        publishedAt: Date.UTC(2030, 0, 2),
        en: { title: 'Changed title', excerpt: 'Changed lead', bodyHtml: '<p>Changed body</p>' },
      });
      expect(res.status).toBe(200);
      const en = await get(`/cms/blogs/${slug}?lang=en`);
      expect(en).toEqual(
        expect.objectContaining({
          slug,
          lang: 'en',
          title: 'Changed title',
          excerpt: 'Changed lead',
          body: '<p>Changed body</p>',
          date: '2030-01-02',
        }),
      );
      const fi = await get(`/cms/blogs/${slug}?lang=fi`);
      expect(fi.lang).toBe('fi');
      expect(fi.date).toBe('2030-01-02');
      expect(fi.title).not.toBe('Changed title');
      expect(await notified(1)).toEqual([{ changes: [{ kind: 'news', slug }] }]);
    });

    it('creates an article from form data, lists it first, and deletes it', async () => {
      const form = new URLSearchParams({
        publishedAt: String(Date.UTC(2031, 5, 1)),
        titleFi: 'Uusi uutinen',
        excerptFi: 'Ingressi',
        bodyHtmlFi: '<p>Runko</p>',
      });
      const res = await call(`${running.url}/sandbox/admin/cms/news/fresh-news`, { method: 'POST', headers: AUTH, body: form });
      expect(res.status).toBe(200);
      expect(res.body.articles).toEqual([
        expect.objectContaining({ slug: 'fresh-news', lang: 'fi', body: '<p>Runko</p>', languages: ['fi'] }),
      ]);
      const list = await get('/cms/blogs?lang=fi');
      expect(list.items[0]).toEqual(
        expect.objectContaining({ slug: 'fresh-news', title: 'Uusi uutinen', excerpt: 'Ingressi', date: '2031-06-01' }),
      );
      expect((await del('/cms/news/fresh-news')).status).toBe(200);
      expectErrorShape(await call(`${running.url}/cms/blogs/fresh-news?lang=fi`), 404, 100);
      expectErrorShape(await del('/cms/news/fresh-news'), 404, 100);
      expect(await notified(2)).toEqual(Array(2).fill({ changes: [{ kind: 'news', slug: 'fresh-news' }] }));
    });

    it('refuses bad input with 400 / 195 or 404 and changes nothing', async () => {
      const list = await get('/cms/blogs?lang=fi');
      const slug: string = list.items[0].slug;
      const before = await get(`/cms/blogs/${slug}?lang=fi`);
      const cases: [unknown, string][] = [
        [{}, 'fi'],
        [{ publishedAt: 'tomorrow' }, 'publishedAt'],
        [{ publishedAt: -1 }, 'publishedAt'],
        [{ fi: { bodyHtml: 'x'.repeat(20001) } }, 'fi.bodyHtml'],
        [{ fi: { image: 'x.png' } }, 'fi'],
      ];
      for (const [body, field] of cases) {
        const res = await post(`/cms/news/${slug}`, body);
        expectErrorShape(res, 400, 195);
        expect(res.body.params.field).toBe(field);
      }
      const noBody = await post('/cms/news/brand-new', { fi: { title: 'Otsikko' } });
      expectErrorShape(noBody, 400, 195);
      expect(noBody.body.params.field).toBe('fi.bodyHtml');
      expectErrorShape(await post('/cms/news/unknown-article', { publishedAt: 0 }), 404, 100);
      expectErrorShape(await call(`${running.url}/cms/blogs/brand-new`), 404, 100);
      expect(await get(`/cms/blogs/${slug}?lang=fi`)).toEqual(before);
    });
  });

  describe('affiliate banner messages', () => {
    it('sets the message per language by slug or reference; 404 and 400 change nothing', async () => {
      const [first] = await get('/cms/affiliates');
      const res = await post(`/cms/affiliates/${first.slug}`, { messages: { fi: '<p>Tervetuloa</p>' }, messageEn: '<p>Welcome</p>' });
      expect(res.status).toBe(200);
      const after = await get(`/cms/affiliate/${first.reference}`);
      expect(after).toEqual({ ...first, message_fi: '<p>Tervetuloa</p>', message_en: '<p>Welcome</p>' });
      expect(res.body.affiliate).toEqual(after);
      expectErrorShape(await post('/cms/affiliates/no-such-affiliate', { messages: { fi: 'x' } }), 404, 100);
      for (const [body, field] of [
        [{}, 'messages'],
        [{ messages: { fi: 'x'.repeat(20001) } }, 'messages.fi'],
      ] as const) {
        const bad = await post(`/cms/affiliates/${first.slug}`, body);
        expectErrorShape(bad, 400, 195);
        expect(bad.body.params.field).toBe(field);
      }
      expect(await get(`/cms/affiliate/${first.reference}`)).toEqual(after);
      expectErrorShape(await post(`/cms/affiliates/${first.slug}`, { messages: { fi: 'x' } }, {}), 403, 100);
    });
  });

  describe('site settings', () => {
    it('sets the footer per language and replaces the popups of a language', async () => {
      const etBefore = await get('/cms/site-settings?lang=et');
      const res = await post('/cms/site-settings', {
        footerHtml: { fi: '<p>Uusi alatunniste</p>' },
        footerHtmlEn: '<p>New footer</p>',
        popups: {
          en: [
            { id: 'welcome', title: 'Hi', bodyHtml: '<p>Welcome</p>' },
            { id: 'news', title: 'News', bodyHtml: '<p>Read</p>' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.footerHtml).toEqual({ fi: '<p>Uusi alatunniste</p>', et: etBefore.footerHtml, en: '<p>New footer</p>' });
      const en = await get('/cms/site-settings?lang=en');
      expect(en.footerHtml).toBe('<p>New footer</p>');
      expect(en.popups).toEqual([
        { id: 'welcome', title: 'Hi', bodyHtml: '<p>Welcome</p>' },
        { id: 'news', title: 'News', bodyHtml: '<p>Read</p>' },
      ]);
      expect((await get('/cms/site-settings?lang=fi')).footerHtml).toBe('<p>Uusi alatunniste</p>');
      expect(await get('/cms/site-settings?lang=et')).toEqual(etBefore);
      expect(await notified(1)).toEqual([{ changes: [{ kind: 'siteSettings' }] }]);
    });

    it('refuses bad input with 400 / 195 and changes nothing', async () => {
      const before = await Promise.all(['fi', 'et', 'en'].map((l) => get(`/cms/site-settings?lang=${l}`)));
      const popup = { id: 'a', title: 'A', bodyHtml: '<p>A</p>' };
      const cases: [unknown, string][] = [
        [{}, 'footerHtml'],
        [{ footerHtml: 'all' }, 'footerHtml'],
        [{ footerHtmlFi: 'x'.repeat(20001) }, 'footerHtmlFi'],
        [{ footerHtml: { fi: '<p>ok</p>' }, popups: { fi: [popup, popup] } }, 'popups.fi'],
        [{ popups: { fi: [{ id: 'a', title: 'A' }] } }, 'popups.fi.0.bodyHtml'],
        [{ maintenanceBanner: { fi: 'x' } }, 'footerHtml'],
      ];
      for (const [body, field] of cases) {
        const res = await post('/cms/site-settings', body);
        expectErrorShape(res, 400, 195);
        expect(res.body.params.field).toBe(field);
      }
      expect(await Promise.all(['fi', 'et', 'en'].map((l) => get(`/cms/site-settings?lang=${l}`)))).toEqual(before);
    });
  });

  describe('game groups', () => {
    it('sets the title and description of a group per language, and tells the site its id', async () => {
      const [group] = await get('/cms/game-groups-translated?lang=fi&type=slots');
      const res = await post(`/cms/game-groups/${group.id}`, { title: { fi: 'Uusi nimi' }, descriptionEn: 'New description' });
      expect(res.status).toBe(200);
      const fi = await get(`/cms/group?slug=${group.id}&lang=fi`);
      expect(fi.title).toBe('Uusi nimi');
      const en = await get(`/cms/group?slug=${group.id}&lang=en`);
      expect(en.description).toBe('New description');
      expect(await notified(1)).toEqual([{ changes: [{ kind: 'gameGroup', slug: String(group.id) }] }]);
    });

    it('answers 404 for an unknown group and 400 for bad input', async () => {
      expectErrorShape(await post('/cms/game-groups/999999', { title: { fi: 'x' } }), 404, 100);
      const [group] = await get('/cms/game-groups-translated?lang=fi&type=slots');
      const before = await get(`/cms/group?slug=${group.id}&lang=fi`);
      for (const [body, field] of [
        [{}, 'title'],
        [{ title: { fi: 'x'.repeat(301) } }, 'title.fi'],
        [{ name: 'renamed' }, 'title'],
      ] as const) {
        const res = await post(`/cms/game-groups/${group.id}`, body);
        expectErrorShape(res, 400, 195);
        expect(res.body.params.field).toBe(field);
      }
      expectErrorShape(await post('/cms/game-groups/abc', { title: { fi: 'x' } }), 400, 195);
      expect(await get(`/cms/group?slug=${group.id}&lang=fi`)).toEqual(before);
    });
  });

  it('tells the site when maintenance changes (and the site settings when the banner does)', async () => {
    expect((await post('/maintenance', { maintenanceActive: false })).status).toBe(200);
    expect((await post('/maintenance', { maintenanceBanner: { en: 'Break on Sunday' } })).status).toBe(200);
    expect(await notified(2)).toEqual([
      { changes: [{ kind: 'maintenance' }] },
      { changes: [{ kind: 'maintenance' }, { kind: 'siteSettings' }] },
    ]);
  });

  it('refuses every CMS admin route without or with a wrong token (403 / 100), changing nothing', async () => {
    const before = await get('/cms/pages?slug=terms');
    const requests: [string, string, unknown][] = [
      ['POST', '/cms/pages/terms', { fi: { title: 'hacked' } }],
      ['DELETE', '/cms/pages/terms', undefined],
      ['POST', '/cms/news/some-news', { fi: { title: 'hacked', bodyHtml: 'x' } }],
      ['DELETE', '/cms/news/some-news', undefined],
      ['POST', '/cms/site-settings', { footerHtml: { fi: 'hacked' } }],
      ['POST', '/cms/game-groups/1', { title: { fi: 'hacked' } }],
      ['POST', '/cms/affiliates/1', { messages: { fi: 'hacked' } }],
    ];
    for (const headers of [{}, { 'x-admin-token': 'wrong' }, { 'x-admin-token': `${TOKEN}x` }] as Record<string, string>[]) {
      for (const [method, path, body] of requests) {
        const res = await call(`${running.url}/sandbox/admin${path}`, {
          method,
          headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        expectErrorShape(res, 403, 100);
      }
    }
    expect(await get('/cms/pages?slug=terms')).toEqual(before);
    expect((await get('/cms/site-settings?lang=fi')).footerHtml).not.toBe('hacked');
    expectErrorShape(await call(`${running.url}/cms/blogs/some-news`), 404, 100);
  });
});

describe('change notifier', () => {
  it('sends nothing without a target, and SITE_REVALIDATE_URL needs REVALIDATE_SECRET', async () => {
    const receiver = await startReceiver();
    try {
      const log = { warn: jest.fn() } as never;
      await notifySite(undefined, log, [{ kind: 'siteSettings' }]);
      expect(loadConfig({ SITE_REVALIDATE_URL: receiver.url }).siteRevalidate).toBeUndefined();
      expect(loadConfig({ REVALIDATE_SECRET: SECRET }).siteRevalidate).toBeUndefined();
      expect(loadConfig({ SITE_REVALIDATE_URL: receiver.url, REVALIDATE_SECRET: SECRET }).siteRevalidate).toEqual({
        url: receiver.url,
        secret: SECRET,
      });
      expect(() => loadConfig({ SITE_REVALIDATE_URL: 'not a url' })).toThrow(/SITE_REVALIDATE_URL/);
      // The one notification with a target arrives; the one without never did.
      await notifySite({ url: receiver.url, secret: SECRET }, log, [{ kind: 'maintenance' }]);
      expect(receiver.received.map((r) => JSON.parse(r.body))).toEqual([{ changes: [{ kind: 'maintenance' }] }]);
    } finally {
      await receiver.close();
    }
  });

  it('tries again when the site is busy (5xx), not when it refuses (4xx)', async () => {
    const statuses: number[] = [];
    let answers = [503, 200];
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const status = answers.shift() ?? 200;
        statuses.push(status);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const target = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/site/revalidate`, secret: SECRET };
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    try {
      await notifySite(target, log, [{ kind: 'siteSettings' }], 10);
      expect(statuses).toEqual([503, 200]);
      expect(warnings).toEqual([]);

      statuses.length = 0;
      answers = [401];
      await notifySite(target, log, [{ kind: 'siteSettings' }], 10);
      expect(statuses).toEqual([401]);
      expect(warnings).toHaveLength(1);

      statuses.length = 0;
      answers = [500, 502, 503, 200];
      await notifySite(target, log, [{ kind: 'siteSettings' }], 10);
      expect(statuses).toEqual([500, 502, 503]);
      expect(warnings).toHaveLength(2);
    } finally {
      await new Promise((resolve) => server.close(() => resolve(undefined)));
    }
  });

  it('logs a failure at warn and never fails the admin request', async () => {
    const receiver = await startReceiver();
    const closedUrl = receiver.url;
    await receiver.close(); // nothing listens there any more
    const testDb = await createTestDatabase('sqlite');
    const warnings: unknown[] = [];
    const running = await startApp(testDb, { adminToken: TOKEN, siteRevalidate: { url: closedUrl, secret: SECRET } });
    try {
      const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
      await notifySite({ url: closedUrl, secret: SECRET }, log, [{ kind: 'page', slug: 'terms' }]);
      expect(warnings).toHaveLength(1);
      const res = await postJson(`${running.url}/sandbox/admin/cms/pages/terms`, { fi: { title: 'Ehdot' } }, AUTH);
      expect(res.status).toBe(200);
      expect((await call(`${running.url}/cms/pages?slug=terms&lang=fi`)).body[0].title).toBe('Ehdot');
    } finally {
      await running.stop();
      await testDb.cleanup();
    }
  });
});
