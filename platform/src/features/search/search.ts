import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lang } from '../../langs';
import { normalizeSearch } from '../../searchText';
import { type Game, formatDateFi, findSupplier, gameQuery, toGames } from '../games';
import { articleThumbnailUrl } from '../content';

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

/**
 * Rank of a normalised text against the normalised keyword (lower is better): exact 0, prefix 1,
 * a word starting with it 2, substring 3, every keyword word present 4, not in the text 5.
 */
export function rankText(text: string, kw: string): number {
  if (text === kw) return 0;
  if (text.startsWith(kw)) return 1;
  if (` ${text}`.includes(` ${kw}`)) return 2;
  if (text.includes(kw)) return 3;
  const words = kw.split(' ');
  if (words.length > 1 && words.every((w) => text.includes(w))) return 4;
  return 5;
}

/** `word` → 'Word', 'free-spins' → 'Free spins'. */
const tagName = (tag: string) => {
  const t = tag.replace(/-/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** The same ranking as rankText, in SQL, over a normalised column. */
function rankSql(column: string, kw: string) {
  const col = sql.ref(column);
  return sql<number>`case
    when ${col} = ${kw} then 0
    when ${col} like ${`${kw}%`} then 1
    when ${col} like ${`% ${kw}%`} then 2
    when ${col} like ${`%${kw}%`} then 3
    else 5 end`;
}

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
 * normalised columns (`game.search_text`: friendly name, name, supplier and tags).
 */
export async function search(db: Kysely<Database>, input: SearchInput): Promise<SearchResult> {
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

async function searchGames(
  db: Kysely<Database>,
  now: number,
  kw: string,
  words: string[],
  providerId: number | undefined,
): Promise<Game[]> {
  let q = gameQuery(db).select(rankSql('g.name_norm', kw).as('rank')).select('g.name_norm').where('g.enabled', '=', 1);
  for (const w of words) q = q.where('g.search_text', 'like', `%${w}%`);
  if (providerId !== undefined) q = q.where('g.supplier_id', '=', providerId);
  const rows = await q
    .orderBy('rank')
    .orderBy('g.name_norm')
    .orderBy('g.id')
    .limit(SEARCH_GAME_LIMIT * 3)
    .execute();
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

async function searchSuppliers(db: Kysely<Database>, kw: string, words: string[]): Promise<SearchSupplier[]> {
  let q = db
    .selectFrom('game_supplier as s')
    .select(['s.id', 's.name', 's.slug', 's.search_text', rankSql('s.search_text', kw).as('rank')])
    .select((eb) =>
      eb
        .selectFrom('game as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.supplier_id', '=', 's.id')
        .where('g.enabled', '=', 1)
        .as('game_count'),
    );
  for (const w of words) q = q.where('s.search_text', 'like', `%${w}%`);
  const rows = await q.orderBy('rank').orderBy('s.search_text').orderBy('s.id').limit(SEARCH_OTHER_LIMIT).execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    friendly_name: r.name,
    game_count: Number(r.game_count ?? 0),
  }));
}

async function searchTags(db: Kysely<Database>, kw: string): Promise<SearchTag[]> {
  const rows = await db
    .selectFrom('game_tag as t')
    .innerJoin('game as g', 'g.id', 't.game_id')
    .select(['t.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('g.enabled', '=', 1)
    .groupBy('t.tag')
    .execute();
  return rows
    .map((r) => ({ tag: r.tag, n: Number(r.n), rank: rankText(normalizeSearch(r.tag), kw) }))
    .filter((r) => r.rank < 5)
    .sort((a, b) => a.rank - b.rank || a.tag.localeCompare(b.tag))
    .slice(0, SEARCH_OTHER_LIMIT)
    .map((r) => ({ slug: r.tag, name: tagName(r.tag), friendly_name: tagName(r.tag), game_count: r.n }));
}

async function searchPages(db: Kysely<Database>, kw: string, lang: Lang): Promise<SearchContent[]> {
  // A handful of pages per language: matched in memory on the normalised title and description.
  const rows = await db.selectFrom('cms_page').select(['slug', 'lang', 'title', 'description']).where('lang', '=', lang).execute();
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

async function searchArticles(db: Kysely<Database>, kw: string, words: string[], lang: Lang): Promise<SearchArticle[]> {
  let q = db.selectFrom('blog_article').select(['slug', 'title', 'published_at', 'search_text']).where('lang', '=', lang);
  for (const w of words) q = q.where('search_text', 'like', `%${w}%`);
  const rows = await q.execute();
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
