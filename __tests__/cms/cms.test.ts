import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getMaintenance, getSiteSettings } from '@/services/layout/settings';
import { getPagesBySlug } from '@/services/content/pages';

// jsdom has a window, so the client uses the browser base /api/cms (resolved against jsdom's origin).
const base = `${window.location.origin}/api/cms`;
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('CMS client', () => {
  it('reads site settings for a language', async () => {
    let asked = '';
    server.use(
      http.get(`${base}/site-settings`, ({ request }) => {
        asked = new URL(request.url).searchParams.get('lang') ?? '';
        return HttpResponse.json({
          success: true,
          lang: 'et',
          footerHtml: '<p>Jalus</p><script>window.hacked = 1</script>',
          popups: [{ id: 1, title: 'T', bodyHtml: '<b onclick="alert(1)">x</b>' }],
          maintenanceBanner: { et: 'Hooldus<img src=x onerror=alert(1)>' },
        });
      }),
    );
    const settings = await getSiteSettings('et');
    expect(asked).toBe('et');
    expect(settings).toEqual({
      lang: 'et',
      footerHtml: '<p>Jalus</p>',
      popups: [{ id: 1, title: 'T', bodyHtml: '<b>x</b>' }],
      maintenanceBanner: { et: 'Hooldus<img src="x">' },
    });
  });

  it('gives null for site settings on a non-200 answer', async () => {
    server.use(http.get(`${base}/site-settings`, () => HttpResponse.json({ success: false }, { status: 500 })));
    await expect(getSiteSettings('fi')).resolves.toBeNull();
  });

  it('gives null on a network failure', async () => {
    server.use(http.get(`${base}/site-settings`, () => HttpResponse.error()));
    await expect(getSiteSettings('fi')).resolves.toBeNull();
    server.use(http.get(`${base}/maintenance`, () => HttpResponse.error()));
    await expect(getMaintenance()).resolves.toBeNull();
  });

  it('reads maintenance and service disruption', async () => {
    server.use(
      http.get(`${base}/maintenance`, () =>
        HttpResponse.json({
          success: true,
          maintenance: {
            active: true,
            messages: { fi: 'Huolto<script>window.hacked = 1</script>', en: 'Maintenance' },
            logo: { width: 300, height: 80 },
          },
          serviceDisruption: { active: false, messages: {} },
        }),
      ),
    );
    const info = await getMaintenance();
    expect(info?.maintenance.active).toBe(true);
    expect(info?.maintenance.messages.en).toBe('Maintenance');
    // Sanitised when fetched, so the polled message is safe before it reaches the store.
    expect(info?.maintenance.messages.fi).toBe('Huolto');
    expect(info?.maintenance.logo).toEqual({ width: 300, height: 80 });
    expect(info?.serviceDisruption.active).toBe(false);
  });

  it('keeps no messages of a state that is off (nothing to sanitise until one is on)', async () => {
    server.use(
      http.get(`${base}/maintenance`, () =>
        HttpResponse.json({
          success: true,
          maintenance: { active: false, messages: { fi: '<p>Huolto</p>', en: '<p>Maintenance</p>' } },
          serviceDisruption: { active: true, messages: { en: '<b>Slow</b>' } },
        }),
      ),
    );
    const info = await getMaintenance();
    expect(info?.maintenance).toMatchObject({ active: false, messages: {} });
    expect(info?.serviceDisruption).toEqual({ active: true, messages: { en: '<b>Slow</b>' } });
  });

  it('gives null for maintenance on a 503', async () => {
    server.use(http.get(`${base}/maintenance`, () => new HttpResponse(null, { status: 503 })));
    await expect(getMaintenance()).resolves.toBeNull();
  });

  it('reads pages by slug and language', async () => {
    let query = '';
    server.use(
      http.get(`${base}/pages`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([{ slug: 'home', lang: 'fi', title: 'Etusivu', blocks: [] }]);
      }),
    );
    const pages = await getPagesBySlug('home', 'fi');
    expect(query).toContain('slug=home');
    expect(query).toContain('lang=fi');
    expect(pages).toHaveLength(1);
    expect(pages[0].title).toBe('Etusivu');
  });

  it('gives an empty list for pages on a 404 or a network failure', async () => {
    server.use(http.get(`${base}/pages`, () => HttpResponse.json({ error: 'nope' }, { status: 404 })));
    await expect(getPagesBySlug('home', 'fi')).resolves.toEqual([]);
    server.use(http.get(`${base}/pages`, () => HttpResponse.error()));
    await expect(getPagesBySlug('home', 'fi')).resolves.toEqual([]);
  });
});
