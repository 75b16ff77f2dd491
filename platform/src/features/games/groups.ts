import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { toGames } from './catalogue';
import { gameRowsByIds } from './store/catalogue';
import { enabledMemberRows, groupRows, type GroupRow } from './store/groups';
import type { Game, GameGroupType, GroupTranslation, TranslatedGroup } from './types';
import { LANGS, type Lang } from '../../langs';

/** Site path of a group (the URL helpers of docs/product/screens.md), without the locale. */
const groupUrl = (type: string, id: number): string => (type === 'livecasino' ? `/livecasino/${id}` : `/games/${id}`);

/** Title falls back to the name, description to null (docs/product/data.md). */
function translation(row: GroupRow, lang: Lang): GroupTranslation {
  const title = row[`title_${lang}`];
  const description = row[`description_${lang}`];
  return {
    title: title && title.trim() ? title : row.name,
    description: description && description.trim() ? description : null,
  };
}

function translateGroup(row: GroupRow, lang: Lang, gameCount: number): TranslatedGroup {
  const translations = Object.fromEntries(LANGS.map((l) => [l, translation(row, l)])) as Record<Lang, GroupTranslation>;
  const id = Number(row.id);
  return {
    id,
    slug: row.slug,
    name: row.name,
    type: row.type as GameGroupType,
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
    sort_order: Number(row.sort_order),
    lang,
    title: translations[lang].title,
    description: translations[lang].description,
    translations,
    url: groupUrl(row.type, id),
    game_count: gameCount,
  };
}

/** group id → ids of its enabled games in group order; a parent also holds its children's games. */
async function membership(db: Db, groups: GroupRow[]): Promise<Map<number, number[]>> {
  const rows = await enabledMemberRows(db);
  const own = new Map<number, number[]>();
  for (const r of rows) {
    const gid = Number(r.group_id);
    const list = own.get(gid) ?? [];
    list.push(Number(r.game_id));
    own.set(gid, list);
  }
  const out = new Map<number, number[]>();
  for (const g of groups) {
    const id = Number(g.id);
    const ids = [...(own.get(id) ?? [])];
    for (const child of groups.filter((c) => c.parent_id !== null && Number(c.parent_id) === id)) {
      for (const gameId of own.get(Number(child.id)) ?? []) if (!ids.includes(gameId)) ids.push(gameId);
    }
    out.set(id, ids);
  }
  return out;
}

export interface GroupWithGameIds extends TranslatedGroup {
  game_ids: number[];
}

/** Every group, translated, with the ids of its games. */
export async function listGroups(
  db: Db,
  lang: Lang,
  filter: { topLevel?: boolean; children?: boolean; type?: GameGroupType; parent?: string } = {},
): Promise<GroupWithGameIds[]> {
  const rows = await groupRows(db);
  const members = await membership(db, rows);
  let parentId: number | undefined;
  if (filter.parent !== undefined) {
    const parent = findGroupRow(rows, filter.parent);
    if (!parent) throw AppError.notFound(`Game group ${filter.parent} not found`);
    parentId = Number(parent.id);
  }
  return rows
    .filter((r) => (filter.topLevel ? r.parent_id === null : true))
    .filter((r) => (filter.children ? r.parent_id !== null : true))
    .filter((r) => (filter.type ? r.type === filter.type : true))
    .filter((r) => (parentId !== undefined ? Number(r.parent_id) === parentId : true))
    .map((r) => {
      const ids = members.get(Number(r.id)) ?? [];
      return { ...translateGroup(r, lang, ids.length), game_ids: ids };
    });
}

function findGroupRow(rows: GroupRow[], key: string): GroupRow | undefined {
  const k = key.trim();
  if (/^[0-9]{1,9}$/.test(k)) return rows.find((r) => Number(r.id) === Number(k));
  return rows.find((r) => r.slug === k.toLowerCase());
}

/** Enabled games by id, in the order of `ids`. */
async function gamesInOrder(db: Db, now: number, ids: number[]): Promise<Game[]> {
  if (ids.length === 0) return [];
  const rows = await gameRowsByIds(db, ids, true);
  const games = await toGames(db, now, rows);
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.map((id) => byId.get(id)).filter((g): g is Game => g !== undefined);
}

export interface GroupWithGames extends TranslatedGroup {
  games: Game[];
}

/** One group (by slug or id) with its games; 404 when it does not exist. */
export async function getGroup(db: Db, now: number, key: string, lang: Lang): Promise<GroupWithGames> {
  const groups = await listGroups(db, lang);
  const group = findGroupRowIn(groups, key);
  if (!group) throw AppError.notFound(`Game group ${key} not found`);
  const { game_ids, ...rest } = group;
  return { ...rest, games: await gamesInOrder(db, now, game_ids) };
}

function findGroupRowIn<T extends { id: number; slug: string }>(groups: T[], key: string): T | undefined {
  const k = key.trim();
  if (/^[0-9]{1,9}$/.test(k)) return groups.find((g) => g.id === Number(k));
  return groups.find((g) => g.slug === k.toLowerCase());
}

/** Games of a group by id; with `type` the group must be of that type (404 otherwise). */
export async function gamesByGroupId(db: Db, now: number, id: number, type?: GameGroupType): Promise<Game[]> {
  const groups = await listGroups(db, 'fi');
  const group = groups.find((g) => g.id === id);
  if (!group || (type && group.type !== type)) {
    throw AppError.notFound(`Game group ${id}${type ? ` of type ${type}` : ''} not found`);
  }
  return gamesInOrder(db, now, group.game_ids);
}

/**
 * Games of parent category `parent` (its own and its children's), or of its child category
 * `child` only. Both are group slugs or ids; 404 when unknown or not parent and child.
 */
export async function gamesByCategory(db: Db, now: number, parent: string, child?: string): Promise<Game[]> {
  const groups = await listGroups(db, 'fi');
  const p = findGroupRowIn(groups, parent);
  if (!p) throw AppError.notFound(`Parent category ${parent} not found`);
  if (child === undefined) return gamesInOrder(db, now, p.game_ids);
  const c = findGroupRowIn(
    groups.filter((g) => g.parent_id === p.id),
    child,
  );
  if (!c) throw AppError.notFound(`Child category ${child} of ${parent} not found`);
  return gamesInOrder(db, now, c.game_ids);
}

/** Every group (optionally of one type) with its games, at most `limit` per group. */
export async function gamesInGroups(
  db: Db,
  now: number,
  lang: Lang,
  options: { type?: GameGroupType; limit?: number } = {},
): Promise<GroupWithGames[]> {
  const groups = await listGroups(db, lang, { type: options.type });
  const wanted = new Set<number>();
  const cut = groups.map((g) => {
    const ids = options.limit ? g.game_ids.slice(0, options.limit) : g.game_ids;
    ids.forEach((id) => wanted.add(id));
    return { g, ids };
  });
  const games = await gamesInOrder(db, now, [...wanted]);
  const byId = new Map(games.map((g) => [g.id, g]));
  return cut.map(({ g, ids }) => {
    const { game_ids: _ignored, ...rest } = g;
    void _ignored;
    return { ...rest, games: ids.map((id) => byId.get(id)).filter((x): x is Game => x !== undefined) };
  });
}
