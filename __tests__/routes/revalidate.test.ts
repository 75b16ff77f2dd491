import { secretMatches } from '@/pages/api/site/revalidate';
import { allPages, MAX_CHANGES, mostOpenedPages, pagePath, pagesFor, parseChanges } from '@/lib/revalidate/changes';
import { regenerationQueue } from '@/lib/revalidate/queue';
import { dataPathOf, frontUrls, publicPathOf, refreshFront } from '@/lib/revalidate/front';
import { pagedRewrites } from '@/lib/routes';

describe('content changes → pages to regenerate', () => {
  it('reads the platform notification and refuses anything else', () => {
    expect(parseChanges({ changes: [{ kind: 'page', slug: 'terms' }, { kind: 'siteSettings' }] })).toEqual([
      { kind: 'page', slug: 'terms' },
      { kind: 'siteSettings' },
    ]);
    expect(parseChanges({ changes: [{ kind: 'gameGroup', slug: '21' }] })).toEqual([{ kind: 'gameGroup', slug: '21' }]);
    expect(parseChanges({ changes: [] })).toBeNull();
    expect(parseChanges({ changes: [{ kind: 'page' }] })).toBeNull();
    expect(parseChanges({ changes: [{ kind: 'news', slug: '../etc' }] })).toBeNull();
    expect(parseChanges({ changes: [{ kind: 'other', slug: 'x' }] })).toBeNull();
    expect(parseChanges({ changes: Array.from({ length: MAX_CHANGES + 1 }, () => ({ kind: 'maintenance' })) })).toBeNull();
    expect(parseChanges('changes')).toBeNull();
  });

  it('maps a page to its route and an article to itself and the news list, in every language', () => {
    expect(pagesFor({ kind: 'page', slug: 'home' })).toEqual(['/fi', '/et', '/en']);
    expect(pagesFor({ kind: 'page', slug: 'terms' })).toEqual(['/fi/info/terms', '/et/info/terms', '/en/info/terms']);
    expect(pagesFor({ kind: 'page', slug: 'not-a-route' })).toEqual([]);
    expect(pagesFor({ kind: 'news', slug: 'a-b' })).toEqual([
      '/fi/news/a-b',
      '/et/news/a-b',
      '/en/news/a-b',
      '/fi/news',
      '/et/news',
      '/en/news',
    ]);
    expect(pagesFor({ kind: 'siteSettings' })).toBeNull();
    expect(pagesFor({ kind: 'gameGroup', slug: '1' })).toBeNull();
  });

  it('site-wide changes regenerate every pre-rendered page it knows, never a per-request one', () => {
    const paths = allPages({ groups: [{ id: 21, slug: 'live-roulette', type: 'livecasino' }], articles: ['a-b'] });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/fi',
        '/en/games',
        '/et/news',
        '/fi/suppliers',
        '/fi/livecasino/21/live-roulette',
        '/en/info/help',
        '/et/news/a-b',
      ]),
    );
    // Search and the game's play page are rendered per request.
    expect(paths.some((path) => path.includes('/search') || /\/game\/[^/]+\/play$/.test(path))).toBe(false);
    expect(paths).toEqual(expect.arrayContaining(['/fi/profile/limits', '/en/profile/play']));
    expect(new Set(paths).size).toBe(paths.length);
    expect(pagePath('slotsGroup', { id: 1, slug: 'popular' }, 'et')).toBe('/et/games/1/popular');
  });

  it('checks the secret', () => {
    expect(secretMatches('s3cret', 's3cret')).toBe(true);
    expect(secretMatches('s3cre', 's3cret')).toBe(false);
    expect(secretMatches(undefined, 's3cret')).toBe(false);
    expect(secretMatches('anything', undefined)).toBe(false);
  });
});

describe('paged lists', () => {
  it('send ?page=n of each paged list to the page with the number in its path', () => {
    const rules = pagedRewrites();
    expect(rules).toContainEqual({
      source: '/fi/pelit',
      destination: '/fi/games/page/:page',
      locale: false,
      has: [{ type: 'query', key: 'page', value: '(?<page>[1-9]\\d{0,5})' }],
    });
    expect(rules.find((rule) => rule.source.startsWith('/en/games/'))).toMatchObject({
      source: '/en/games/:id(\\d{1,9})/:slug',
      destination: '/en/games/:id/:slug/page/:page',
    });
    expect(rules.map((rule) => rule.destination)).toContain('/et/news/page/:page');
  });
});

describe('regeneration after a change', () => {
  /** A regeneration that takes a few ms and records the order and how many ran at once. */
  function recorder() {
    const order: string[] = [];
    let now = 0;
    const peak: Record<string, number> = {};
    const regenerate = async (path: string) => {
      now += 1;
      peak[path] = now;
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(path);
      now -= 1;
    };
    return { order, peak, regenerate };
  }

  it('regenerates the most opened pages first, two at a time, and the others one at a time', async () => {
    const queue = regenerationQueue({ firstConcurrency: 2, pauseMs: 1 });
    const { order, peak, regenerate } = recorder();
    const urgent = mostOpenedPages();
    expect(urgent.slice(0, 4)).toEqual(['/fi', '/fi/games', '/fi/livecasino', '/fi/news']);
    const paths = allPages({ groups: [{ id: 1, slug: 'popular', type: 'slots' }], articles: ['a-b'] });
    await queue.add(paths, new Set(urgent), regenerate);
    expect(order.slice(0, urgent.length).sort()).toEqual([...urgent].sort());
    expect(order.slice().sort()).toEqual([...paths].sort());
    expect(Math.max(...urgent.map((path) => peak[path]))).toBeLessThanOrEqual(2);
    expect(paths.filter((path) => !urgent.includes(path)).every((path) => peak[path] === 1)).toBe(true);
  });

  it('does not queue a waiting page twice, but again when it was asked for while rendering', async () => {
    const queue = regenerationQueue({ firstConcurrency: 1, pauseMs: 1 });
    const { order, regenerate } = recorder();
    const done = queue.add(['/fi', '/fi/news', '/fi/games'], new Set(), regenerate);
    // '/fi' is rendering now; '/fi/news' and '/fi/games' wait.
    void queue.add(['/fi', '/fi/news'], new Set(), regenerate);
    expect(queue.waiting).toBe(3);
    expect(queue.rendering).toBe(1);
    await done;
    expect(order.sort()).toEqual(['/fi', '/fi', '/fi/games', '/fi/news']);
    // Idle: what an operator's GET of the receiver reports once every page shows the change.
    expect([queue.waiting, queue.rendering]).toEqual([0, 0]);
  });

  it('reports the pages that failed and goes on with the others', async () => {
    const failed: string[][] = [];
    const queue = regenerationQueue({ firstConcurrency: 2, pauseMs: 1, onFailed: (paths) => failed.push(paths) });
    const done: string[] = [];
    await queue.add(['/fi', '/fi/news'], new Set(['/fi']), async (path) => {
      if (path === '/fi') throw new Error('render failed');
      done.push(path);
    });
    expect(failed).toEqual([['/fi']]);
    expect(done).toEqual(['/fi/news']);
  });
});

describe('the front cache after a change', () => {
  it("asks for a regenerated page's public URL and page data, from its own path", () => {
    expect(publicPathOf('/fi/news/a-b')).toBe('/fi/uutiset/a-b');
    expect(publicPathOf('/et/news')).toBe('/et/uudised');
    expect(publicPathOf('/en/news')).toBe('/en/news');
    expect(publicPathOf('/fi')).toBe('/fi');
    expect(publicPathOf('/fi/games/1/popular')).toBe('/fi/pelit/1/popular');
    expect(publicPathOf('/fi/info/terms')).toBe('/fi/tietoa/terms');
    expect(dataPathOf('/fi/news/a-b', 'B1')).toBe('/_next/data/B1/fi/news/a-b.json');
    expect(dataPathOf('/fi', 'B1')).toBe('/_next/data/B1/fi.json');
    expect(frontUrls(' http://127.0.0.1:8080/ , http://10.0.0.2:80')).toEqual(['http://127.0.0.1:8080', 'http://10.0.0.2:80']);
    expect(frontUrls(undefined)).toEqual([]);
  });

  it('sends the refresh header to every front and reports the ones that failed', async () => {
    const asked: { url: string; headers: Record<string, string> }[] = [];
    const fetchImpl = (async (url: string, init: { headers: Record<string, string> }) => {
      asked.push({ url, headers: init.headers });
      return new Response('x', { status: url.startsWith('http://b') && url.includes('/_next/data/') ? 502 : 200 });
    }) as unknown as typeof fetch;
    const options = { fronts: ['http://a', 'http://b'], secret: 's3cret', buildId: 'B1', fetchImpl };
    await expect(refreshFront('/et/news', options)).rejects.toThrow('front refresh failed: http://b/_next/data/B1/et/news.json: 502');
    expect(asked.map((a) => a.url).sort()).toEqual([
      'http://a/_next/data/B1/et/news.json',
      'http://a/et/uudised',
      'http://b/_next/data/B1/et/news.json',
      'http://b/et/uudised',
    ]);
    expect(asked.every((a) => a.headers['x-front-refresh'] === 's3cret')).toBe(true);
    expect(asked.filter((a) => a.url.includes('/_next/data/')).every((a) => a.headers['x-nextjs-data'] === '1')).toBe(true);
  });
});
