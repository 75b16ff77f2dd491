import fs from 'node:fs';
import path from 'node:path';
import { catalogueSlug, displayName, displaySlug, SUFFIXED_SLUGS } from '@/lib/games/suffix';
import { countWords, readingTimeMinutes } from '@/lib/content/readingTime';
import { isNewGame, parseReleaseDate } from '@/lib/games/newGame';
import { pageFromQuery, pageItems, pageSlice } from '@/lib/pagination';

const DAY = 24 * 60 * 60 * 1000;

describe('variant suffixes (docs/product/constants.md)', () => {
  it('the site list equals the platform seed list of ten slugs', () => {
    // Read as data (the site code never imports the platform); keeps the copy honest.
    const seed = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'platform/seed/games/suffixed-slugs.json'), 'utf8'));
    expect([...SUFFIXED_SLUGS].sort()).toEqual([...seed.slugs].sort());
    expect(SUFFIXED_SLUGS).toHaveLength(10);
  });

  it.each([
    ['book-of-sand-low', 'Book of Sand Low', 'book-of-sand', 'Book of Sand'],
    ['gem-rush-92', 'Gem Rush 92', 'gem-rush', 'Gem Rush'],
    ['star-fruits-dx2', 'Star Fruits dx2', 'star-fruits', 'Star Fruits'],
  ])('strips the suffix of %s from slug and name', (slug, name, wantSlug, wantName) => {
    expect(displaySlug(slug)).toBe(wantSlug);
    expect(displayName(name, slug)).toBe(wantName);
    expect(catalogueSlug(wantSlug)).toBe(slug);
  });

  it('leaves other games alone, even when their name ends like a suffix', () => {
    expect(displaySlug('mega-92')).toBe('mega-92');
    expect(displayName('Mega 92', 'mega-92')).toBe('Mega 92');
    expect(displayName('Flow', 'flow-low')).toBe('Flow');
    expect(catalogueSlug('book-of-embers')).toBe('book-of-embers');
    expect(catalogueSlug('book-of-sand-low')).toBe('book-of-sand-low');
  });

  it('strips the suffix from a name that comes without its slug (transaction rows)', () => {
    expect(displayName('Book of Sand Low')).toBe('Book of Sand');
    expect(displayName('Star Fruits Dx2')).toBe('Star Fruits');
    expect(displayName('Gem Rush 92')).toBe('Gem Rush');
    expect(displayName('Mega 92')).toBe('Mega 92');
    expect(displayName('Kuldne Mäng')).toBe('Kuldne Mäng');
  });
});

describe('new-game label (docs/product/flows.md: release date under 14 days)', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  it('parses dd.mm.yyyy and refuses impossible dates', () => {
    expect(parseReleaseDate('02.05.2026')).toBe(Date.UTC(2026, 4, 2));
    expect(parseReleaseDate('31.02.2026')).toBeNull();
    expect(parseReleaseDate('2026-05-02')).toBeNull();
    expect(parseReleaseDate(undefined)).toBeNull();
  });
  it('is new from release day until 14 days have passed', () => {
    expect(isNewGame('22.11.2026', now)).toBe(true);
    expect(isNewGame('09.11.2026', now)).toBe(true); // 13.5 days
    expect(isNewGame('08.11.2026', now)).toBe(false); // 14.5 days
    expect(isNewGame('23.11.2026', now)).toBe(false); // not released yet
    expect(isNewGame('nonsense', now)).toBe(false);
  });
  it('the boundary is exclusive at exactly 14 days', () => {
    const released = Date.UTC(2026, 10, 8);
    expect(isNewGame('08.11.2026', released + 14 * DAY - 1)).toBe(true);
    expect(isNewGame('08.11.2026', released + 14 * DAY)).toBe(false);
  });
});

describe('reading time (docs/product/constants.md: 200 words a minute, minimum 1)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `sana${i}`).join(' ');
  it('counts words of HTML without tags', () => {
    expect(countWords('<p>Hello <strong>big</strong> world</p><h2>Two</h2>')).toBe(4);
    expect(countWords('<p>Jäätynyt Järvi – ja Öinen Kettu</p>')).toBe(5);
  });
  it('rounds up and is at least 1', () => {
    expect(readingTimeMinutes('')).toBe(1);
    expect(readingTimeMinutes(words(10))).toBe(1);
    expect(readingTimeMinutes(words(200))).toBe(1);
    expect(readingTimeMinutes(words(201))).toBe(2);
    expect(readingTimeMinutes(`<p>${words(1000)}</p>`)).toBe(5);
  });
});

describe('pagination (docs/product/constants.md: neighbours of the current page plus first and last)', () => {
  it('shows first, neighbours and last with gaps between', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 'gap', 3, 4, 5, 'gap', 10]);
  });
  it('small counts have no gaps; none for zero pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
  });
  it('clamps the current page', () => {
    expect(pageItems(99, 4)).toEqual([1, 'gap', 3, 4]);
    expect(pageItems(-3, 4)).toEqual([1, 2, 'gap', 4]);
  });
  it('reads the page from the query and slices lists', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(['2'])).toBe(2);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('x')).toBe(1);
    expect(pageFromQuery(undefined)).toBe(1);
    const list = Array.from({ length: 25 }, (_, i) => i);
    expect(pageSlice(list, 2, 10)).toEqual({ items: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19], page: 2, pageCount: 3 });
    expect(pageSlice(list, 3, 10).items).toEqual([20, 21, 22, 23, 24]);
    expect(pageSlice([], 1, 10)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
