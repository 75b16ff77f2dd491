import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { toGame, type GameRow } from './format';
import type { Game, Supplier } from './types';
import { normalizeSearch } from '../../searchText';
import {
  enabledGameCount,
  enabledGameRows,
  enabledGameRowsOfSupplier,
  gameRowsBy,
  gameTags,
  supplierById,
  supplierBySlugOrName,
  supplierRows,
  type SupplierRef,
} from './store/catalogue';

/** Tags per game id, for the given rows (or every game when `all`). */
async function tagsFor(db: Db, ids: number[], all = false): Promise<Map<number, string[]>> {
  const map = new Map<number, string[]>();
  if (!all && ids.length === 0) return map;
  for (const r of await gameTags(db, all ? 'all' : ids)) {
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
  if (!paging) return toGames(db, now, await enabledGameRows(db), true);
  const count = await enabledGameCount(db);
  const rows = await enabledGameRows(db, { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize });
  return {
    count,
    pageCount: Math.ceil(count / paging.pageSize),
    page: paging.page,
    items: await toGames(db, now, rows),
  };
}

/** One game by id, enabled or not (a disabled game answers with enabled: false). */
export async function getGameById(db: Db, now: number, id: number): Promise<Game> {
  const [row] = await gameRowsBy(db, { id });
  if (!row) throw new AppError(ErrorCode.GAME_NOT_FOUND, `Game ${id} not found`);
  return (await toGames(db, now, [row]))[0];
}

/** Games with this slug (zero or one), enabled or not. */
export async function findGamesBySlug(db: Db, now: number, slug: string): Promise<Game[]> {
  return toGames(db, now, await gameRowsBy(db, { slug }));
}

/** Games with this id (zero or one), enabled or not: the Strapi-like `games?id=` filter. */
export async function findGamesById(db: Db, now: number, id: number): Promise<Game[]> {
  return toGames(db, now, await gameRowsBy(db, { id }));
}

/** The supplier id-to-name table with the number of enabled games of each. */
export async function listSuppliers(db: Db): Promise<Supplier[]> {
  return supplierRows(db);
}

/**
 * A supplier by numeric id, slug or name (case- and accent-insensitive); null when none.
 */
export async function findSupplier(db: Db, key: string): Promise<SupplierRef | null> {
  const trimmed = key.trim();
  if (/^[0-9]{1,9}$/.test(trimmed)) {
    const byId = await supplierById(db, Number(trimmed));
    if (byId) return byId;
  }
  return (await supplierBySlugOrName(db, trimmed.toLowerCase(), normalizeSearch(trimmed))) ?? null;
}

/** Enabled games of a supplier (by id, slug or name); 404 when the supplier does not exist. */
export async function gamesByProvider(db: Db, now: number, key: string): Promise<Game[]> {
  const supplier = await findSupplier(db, key);
  if (!supplier) throw AppError.notFound(`Game provider ${key} not found`);
  return toGames(db, now, await enabledGameRowsOfSupplier(db, supplier.id));
}
