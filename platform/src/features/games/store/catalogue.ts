import type { Db } from '../../../db/schema';
import type { GameRow } from '../format';

/** The game, game_supplier and game_tag statements of the catalogue. */

/** Games joined with their supplier (the columns of a GameRow); callers add filters and ordering. */
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

/** Tags of the given games (of every game when `ids` is 'all'), by game then tag. */
export async function gameTags(db: Db, ids: number[] | 'all'): Promise<{ game_id: number; tag: string }[]> {
  let q = db.selectFrom('game_tag').select(['game_id', 'tag']);
  if (ids !== 'all') q = q.where('game_id', 'in', ids);
  return q.orderBy('game_id').orderBy('tag').execute();
}

export async function enabledGameCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('game')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('enabled', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Enabled games by sort order; a page of them when `page` is given. */
export async function enabledGameRows(db: Db, page?: { limit: number; offset: number }): Promise<GameRow[]> {
  let q = gameQuery(db).where('g.enabled', '=', 1).orderBy('g.sort_order').orderBy('g.id');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

/** Games (enabled or not) with this id or slug: zero or one. */
export async function gameRowsBy(db: Db, key: { id: number } | { slug: string }): Promise<GameRow[]> {
  return ('id' in key ? gameQuery(db).where('g.id', '=', key.id) : gameQuery(db).where('g.slug', '=', key.slug)).execute();
}

/** Games with these ids, in no order; only enabled ones with `enabledOnly`. */
export async function gameRowsByIds(db: Db, ids: number[], enabledOnly: boolean): Promise<GameRow[]> {
  let q = gameQuery(db).where('g.id', 'in', ids);
  if (enabledOnly) q = q.where('g.enabled', '=', 1);
  return q.execute();
}

/** Enabled games of a supplier, by sort order. */
export async function enabledGameRowsOfSupplier(db: Db, supplierId: number): Promise<GameRow[]> {
  return gameQuery(db).where('g.enabled', '=', 1).where('g.supplier_id', '=', supplierId).orderBy('g.sort_order').orderBy('g.id').execute();
}

/** Every supplier with the number of its enabled games, by id. */
export async function supplierRows(db: Db): Promise<{ id: number; name: string; slug: string; game_count: number }[]> {
  const rows = await db
    .selectFrom('game_supplier as s')
    .leftJoin('game as g', (join) => join.onRef('g.supplier_id', '=', 's.id').on('g.enabled', '=', 1))
    .select(['s.id', 's.name', 's.slug', (eb) => eb.fn.count<number>('g.id').as('game_count')])
    .groupBy(['s.id', 's.name', 's.slug'])
    .orderBy('s.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, slug: r.slug, game_count: Number(r.game_count) }));
}

export interface SupplierRef {
  id: number;
  name: string;
  slug: string;
}

export async function supplierById(db: Db, id: number): Promise<SupplierRef | undefined> {
  const row = await db.selectFrom('game_supplier').select(['id', 'name', 'slug']).where('id', '=', id).executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}

/** The first supplier (by id) with this slug or this normalized name. */
export async function supplierBySlugOrName(db: Db, slug: string, normalizedName: string): Promise<SupplierRef | undefined> {
  const row = await db
    .selectFrom('game_supplier')
    .select(['id', 'name', 'slug'])
    .where((eb) => eb.or([eb('slug', '=', slug), eb('search_text', '=', normalizedName)]))
    .orderBy('id')
    .executeTakeFirst();
  return row && { ...row, id: Number(row.id) };
}
