import { secretMatches } from '@/pages/api/site/revalidate';
import { allPages, MAX_CHANGES, pagePath, pagesFor, parseChanges } from '@/lib/revalidate/changes';
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
    expect(pagesFor({ kind: 'news', slug: 'a-b' })).toEqual(['/fi/news/a-b', '/et/news/a-b', '/en/news/a-b', '/fi/news', '/et/news', '/en/news']);
    expect(pagesFor({ kind: 'siteSettings' })).toBeNull();
    expect(pagesFor({ kind: 'gameGroup', slug: '1' })).toBeNull();
  });

  it('site-wide changes regenerate every pre-rendered page it knows, never a per-request one', () => {
    const paths = allPages({ groups: [{ id: 21, slug: 'live-roulette', type: 'livecasino' }], articles: ['a-b'] });
    expect(paths).toEqual(expect.arrayContaining(['/fi', '/en/games', '/et/news', '/fi/suppliers', '/fi/livecasino/21/live-roulette', '/en/info/help', '/et/news/a-b']));
    expect(paths.some((path) => path.includes('/search') || path.includes('/play'))).toBe(false);
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
