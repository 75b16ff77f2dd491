import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lang } from '../../langs';
import { normalizeSearch, rankText } from '../../searchText';
import { type Game, countEnabledGamesByTag, formatDateFi, findSupplier, searchGameRows, searchSupplierRows, toGames } from '../games';
import { articleThumbnailUrl, searchArticleRows } from '../content';
import { searchPageRows } from '../cms';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;
const SEARCH_GAME_LIMIT = 20;
const SEARCH_OTHER_LIMIT = 10;

interface SearchSupplier {
  id: number;
  name: string;
  slug: string;
  friendly_name: string;
  game_count: number;
}
interface SearchTag {
  slug: string;
  name: string;
  friendly_name: string;
  game_count: number;
}
interface SearchContent {
  slug: string;
  lang: Lang;
  title: string;
  friendly_name: string;
  description: string;
}
interface SearchArticle {
  slug: string;
  title: string;
  friendly_name: string;
  thumbnail: string;
  date_parsed: string;
}
export interface SearchResult {
  games: Game[];
  suppliers: SearchSupplier[];
  tags: SearchTag[];
  content: SearchContent[];
  articles: SearchArticle[];
}

/** `word` → 'Word', 'free-spins' → 'Free spins'. */
const tagName = (tag: string) => {
  const t = tag.replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

export interface SearchInput {
  keyword: string;
  lang: Lang;
  gameProvider?: string;
  /** Epoch ms: decides which games are new. */
  now: number;
}

/**
 * Games (at most 20), suppliers, tags, CMS pages and news articles matching the keyword,
 * case- and accent-insensitively, best matches first. Matching uses the precomputed
 * normalised columns (a game's search text: friendly name, name, supplier and tags). Each
 * feature's part is one statement of its owner (games, cms, content), run side by side.
 */
export async function search(db: Db, input: SearchInput): Promise<SearchResult> {
  const kw = normalizeSearch(input.keyword);
  if (kw.replace(/ /g, '').length < SEARCH_MIN_LENGTH) {
    throw AppError.validation('keyword', `Invalid value for field keyword: must contain at least ${SEARCH_MIN_LENGTH} letters or digits`, {
      rule: 'minLength',
      in: 'querystring',
    });
  }
  const words = kw.split(' ');

  let providerId: number | null | undefined;
  if (input.gameProvider !== undefined && input.gameProvider.trim() !== '') {
    providerId = (await findSupplier(db, input.gameProvider))?.id ?? null;
  }

  const [games, suppliers, tags, content, articles] = await Promise.all([
    providerId === null ? Promise.resolve([]) : searchGames(db, input.now, kw, words, providerId),
    searchSuppliers(db, kw, words),
    searchTags(db, kw),
    searchPages(db, kw, input.lang),
    searchArticles(db, kw, words, input.lang),
  ]);
  return { games, suppliers, tags, content, articles };
}

async function searchGames(db: Db, now: number, kw: string, words: string[], providerId: number | undefined): Promise<Game[]> {
  const rows = await searchGameRows(db, kw, words, providerId, SEARCH_GAME_LIMIT * 3);
  // Rows ranked 5 in SQL (all words present, or matched on supplier or tag only) are told apart
  // here: all words in the name before the rest.
  const ranked = rows
    .map((r) => ({ r, rank: Number(r.rank) === 5 ? rankText(r.name_norm, kw) : Number(r.rank) }))
    .sort((a, b) => a.rank - b.rank || (a.r.name_norm < b.r.name_norm ? -1 : a.r.name_norm > b.r.name_norm ? 1 : a.r.id - b.r.id))
    .slice(0, SEARCH_GAME_LIMIT);
  return toGames(
    db,
    now,
    ranked.map((x) => x.r),
  );
}

async function searchSuppliers(db: Db, kw: string, words: string[]): Promise<SearchSupplier[]> {
  const rows = await searchSupplierRows(db, kw, words, SEARCH_OTHER_LIMIT);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    friendly_name: r.name,
    game_count: Number(r.game_count ?? 0),
  }));
}

async function searchTags(db: Db, kw: string): Promise<SearchTag[]> {
  const rows = await countEnabledGamesByTag(db);
  return rows
    .map((r) => ({ tag: r.tag, n: Number(r.n), rank: rankText(normalizeSearch(r.tag), kw) }))
    .filter((r) => r.rank < 5)
    .sort((a, b) => a.rank - b.rank || a.tag.localeCompare(b.tag))
    .slice(0, SEARCH_OTHER_LIMIT)
    .map((r) => ({ slug: r.tag, name: tagName(r.tag), friendly_name: tagName(r.tag), game_count: r.n }));
}

async function searchPages(db: Db, kw: string, lang: Lang): Promise<SearchContent[]> {
  // A handful of pages per language: matched in memory on the normalised title and description.
  const rows = await searchPageRows(db, lang);
  return rows
    .map((r) => ({
      r,
      rank: Math.min(rankText(normalizeSearch(r.title), kw), rankText(normalizeSearch(r.description), kw) + 1),
    }))
    .filter((x) => x.rank < 5)
    .sort((a, b) => a.rank - b.rank || a.r.slug.localeCompare(b.r.slug))
    .slice(0, SEARCH_OTHER_LIMIT)
    .map(({ r }) => ({
      slug: r.slug,
      lang: r.lang as Lang,
      title: r.title,
      friendly_name: r.title,
      description: r.description,
    }));
}

async function searchArticles(db: Db, kw: string, words: string[], lang: Lang): Promise<SearchArticle[]> {
  const rows = await searchArticleRows(db, lang, words);
  return rows
    .map((r) => ({ r, rank: rankText(normalizeSearch(r.title), kw) }))
    .sort((a, b) => a.rank - b.rank || Number(b.r.published_at) - Number(a.r.published_at))
    .slice(0, SEARCH_OTHER_LIMIT)
    .map(({ r }) => ({
      slug: r.slug,
      title: r.title,
      friendly_name: r.title,
      thumbnail: articleThumbnailUrl(r.slug),
      date_parsed: formatDateFi(Number(r.published_at)),
    }));
}
