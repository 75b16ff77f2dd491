import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { toGame, type GameRow } from './format';
import type { Game, Supplier } from './types';
import { normalizeSearch } from '../../searchText';

type Db = Kysely<Database>;

/** Games joined with their supplier; callers add filters and ordering. */
export function gameQuery(db: Db) {
  return db
    .selectFrom('game as g')
    .innerJoin('game_supplier as s', 's.id', 'g.supplier_id')
    .select([
      'g.id',
      'g.slug',
      'g.name',
      'g.friendly_name',
      'g.supplier_id',
      's.name as supplier_name',
      's.slug as supplier_slug',
      'g.release_date',
      'g.has_demo',
      'g.live_casino',
      'g.enabled',
    ]);
}

/** Tags per game id, for the given rows (or every game when `all`). */
async function tagsFor(db: Db, ids: number[], all = false): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!all && ids.length === 0) return map;
  let q = db.selectFrom('game_tag').select(['game_id', 'tag']);
  if (!all) q = q.where('game_id', 'in', ids);
  for (const r of await q.orderBy('game_id').orderBy('tag').execute()) {
    const id = Number(r.game_id);
    const list = map.get(id);
    if (list) list.push(r.tag);
    else map.set(id, [r.tag]);
  }
  return map;
}

/** Turns joined rows into API games, fetching their tags in one query. */
export async function toGames(db: Db, now: number, rows: GameRow[], allTags = false): Promise<Game[]> {
  const tags = await tagsFor(
    db,
    rows.map((r) => Number(r.id)),
    allTags,
  );
  return rows.map((r) => toGame(r, tags.get(Number(r.id)) ?? [], now));
}

export interface Page<T> {
  count: number;
  pageCount: number;
  page: number;
  items: T[];
}

export const DEFAULT_PAGE_SIZE = 10;

/** Every enabled game, by sort order; one page of them when `page` is given. */
export async function listGames(db: Db, now: number, paging?: { page: number; pageSize: number }): Promise<Game[] | Page<Game>> {
  const base = gameQuery(db).where('g.enabled', '=', 1).orderBy('g.sort_order').orderBy('g.id');
  if (!paging) return toGames(db, now, await base.execute(), true);
  const { n } = await db
    .selectFrom('game')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  const count = Number(n);
  const rows = await base
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute();
  return {
    count,
    pageCount: Math.ceil(count / paging.pageSize),
    page: paging.page,
    items: await toGames(db, now, rows),
  };
}

/** One game by id, enabled or not (a disabled game answers with enabled: false). */
export async function getGameById(db: Db, now: number, id: number): Promise<Game> {
  const row = await gameQuery(db).where('g.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${id} not found`);
  return (await toGames(db, now, [row]))[0];
}

/** Games with this slug (zero or one), enabled or not. */
export async function findGamesBySlug(db: Db, now: number, slug: string): Promise<Game[]> {
  const rows = await gameQuery(db).where('g.slug', '=', slug).execute();
  return toGames(db, now, rows);
}

/** Games with this id (zero or one), enabled or not: the Strapi-like `games?id=` filter. */
export async function findGamesById(db: Db, now: number, id: number): Promise<Game[]> {
  const rows = await gameQuery(db).where('g.id', '=', id).execute();
  return toGames(db, now, rows);
}

/** The supplier id-to-name table with the number of enabled games of each. */
export async function listSuppliers(db: Db): Promise<Supplier[]> {
  const rows = await db
    .selectFrom('game_supplier as s')
    .leftJoin('game as g', (join) => join.onRef('g.supplier_id', '=', 's.id').on('g.enabled', '=', 1))
    .select(['s.id', 's.name', 's.slug', (eb) => eb.fn.count<number>('g.id').as('game_count')])
    .groupBy(['s.id', 's.name', 's.slug'])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: r.slug, game_count: Number(r.game_count) }));
}

/**
 * A supplier by numeric id, slug or name (case- and accent-insensitive); null when none.
 */
export async function findSupplier(db: Db, key: string): Promise<{ id: number; name: string; slug: string } | null> {
  const trimmed = key.trim();
  if (/^[0-9]{1,9}$/.test(trimmed)) {
    const byId = await db.selectFrom('game_supplier').select(['id', 'name', 'slug']).where('id', '=', Number(trimmed)).executeTakeFirst();
    if (byId) return { ...byId, id: Number(byId.id) };
  }
  const norm = normalizeSearch(trimmed);
  const row = await db
    .selectFrom('game_supplier')
    .select(['id', 'name', 'slug'])
    .where((eb) => eb.or([eb('slug', '=', trimmed.toLowerCase()), eb('search_text', '=', norm)]))
    .orderBy('id')
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Enabled games of a supplier (by id, slug or name); 404 when the supplier does not exist. */
export async function gamesByProvider(db: Db, now: number, key: string): Promise<Game[]> {
  const supplier = await findSupplier(db, key);
  if (!supplier) throw AppError.notFound(`Game provider ${key} not found`);
  const rows = await gameQuery(db)
    .where('g.enabled', '=', 1)
    .where('g.supplier_id', '=', supplier.id)
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .execute();
  return toGames(db, now, rows);
}
