import path from 'node:path';
import fs from 'node:fs';
import type { Db } from '../db/schema';
import { GAME_GROUP_TYPES, artRow, insertMissingCatalogue, startOfUtcDay, type CatalogueSeedRows } from '../features/games';
import { insertMissingJackpotPools } from '../features/jackpots';
import { displayGameName } from '../features/games/displayName';
import { readJson } from './files';
import type { Lang } from '../langs';
import { normalizeSearch } from '../searchText';

interface SupplierFile {
  id: number;
  name: string;
  slug?: string;
}

interface GameFile {
  id: number;
  slug: string;
  name: string;
  friendlyName?: string;
  supplierId: number;
  /** Days before the seed time (so that a fresh database always has new games). */
  releaseDaysAgo?: number;
  /** Or a fixed date, yyyy-mm-dd. */
  releaseDate?: string;
  tags?: string[];
  demo?: boolean;
  liveCasino?: boolean;
  enabled?: boolean;
  groups?: string[];
}

interface GroupFile {
  id: number;
  slug: string;
  name: string;
  type: string;
  parent?: string;
  sortOrder?: number;
  translations?: Partial<Record<Lang, { title?: string; description?: string }>>;
}

interface JackpotFile {
  slug: string;
  name: string;
  amountCents: number;
  contributionPpm: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugify = (s: string) => normalizeSearch(s).replace(/ /g, '-');

/** platform/seed/games: suppliers.json, games.json, groups.json, jackpots.json. */
export async function seedGames(db: Db, seedDir: string, now: number): Promise<void> {
  const dir = path.join(seedDir, 'games');
  if (!fs.existsSync(dir)) return;
  const today = startOfUtcDay(now);

  // Read and check everything first so that a broken file changes nothing.
  const suppliers = readJson<SupplierFile[]>(path.join(dir, 'suppliers.json'));
  const supplierById = new Map<number, SupplierFile>();
  for (const s of suppliers) {
    if (!Number.isInteger(s.id) || s.id < 1 || !s.name) throw new Error(`suppliers.json: bad entry ${JSON.stringify(s)}`);
    if (supplierById.has(s.id)) throw new Error(`suppliers.json: duplicate id ${s.id}`);
    supplierById.set(s.id, s);
  }
  const groups = readJson<GroupFile[]>(path.join(dir, 'groups.json'));
  const groupBySlug = new Map(groups.map((g) => [g.slug, g]));
  for (const g of groups) {
    if (!SLUG.test(g.slug) || !g.name) throw new Error(`groups.json: bad group ${g.slug}`);
    if (!(GAME_GROUP_TYPES as readonly string[]).includes(g.type)) throw new Error(`groups.json: ${g.slug}: bad type ${g.type}`);
    if (g.parent && !groupBySlug.has(g.parent)) throw new Error(`groups.json: ${g.slug}: unknown parent ${g.parent}`);
  }
  const games = readJson<GameFile[]>(path.join(dir, 'games.json'));
  const seen = new Set<string>();
  for (const g of games) {
    if (!Number.isInteger(g.id) || !SLUG.test(g.slug) || !g.name) throw new Error(`games.json: bad game ${JSON.stringify(g)}`);
    if (seen.has(g.slug)) throw new Error(`games.json: duplicate slug ${g.slug}`);
    seen.add(g.slug);
    if (!supplierById.has(g.supplierId)) throw new Error(`games.json: ${g.slug}: unknown supplier ${g.supplierId}`);
    for (const gs of g.groups ?? []) if (!groupBySlug.has(gs)) throw new Error(`games.json: ${g.slug}: unknown group ${gs}`);
  }
  const jackpotFile = path.join(dir, 'jackpots.json');
  const jackpots = fs.existsSync(jackpotFile) ? readJson<JackpotFile[]>(jackpotFile) : [];

  const gameRows: CatalogueSeedRows['games'] = [];
  const tagRows: CatalogueSeedRows['tags'] = [];
  const memberRows: CatalogueSeedRows['members'] = [];
  const artRows: CatalogueSeedRows['art'] = [];
  const groupOrder = new Map<string, number>();
  games.forEach((g, index) => {
    const supplier = supplierById.get(g.supplierId) as SupplierFile;
    const friendly = g.friendlyName ?? g.name;
    const tags = [...new Set(g.tags ?? [])];
    let release: number;
    if (g.releaseDate) {
      release = Date.parse(`${g.releaseDate}T00:00:00Z`);
      if (Number.isNaN(release)) throw new Error(`games.json: ${g.slug}: bad releaseDate`);
    } else release = today - (g.releaseDaysAgo ?? 365) * DAY_MS;
    gameRows.push({
      id: g.id,
      slug: g.slug,
      name: g.name,
      friendly_name: friendly,
      supplier_id: g.supplierId,
      release_date: release,
      has_demo: g.demo === false ? 0 : 1,
      live_casino: g.liveCasino ? 1 : 0,
      enabled: g.enabled === false ? 0 : 1,
      sort_order: index,
      name_norm: normalizeSearch(friendly),
      search_text: normalizeSearch([friendly, g.name, supplier.name, ...tags].join(' ')),
      created_at: now,
    });
    for (const tag of tags) tagRows.push({ game_id: g.id, tag });
    artRows.push(artRow(g.id, { slug: g.slug, title: displayGameName(friendly, g.slug), provider: supplier.name, tags }));
    for (const gs of g.groups ?? []) {
      const order = groupOrder.get(gs) ?? 0;
      groupOrder.set(gs, order + 1);
      memberRows.push({ group_id: (groupBySlug.get(gs) as GroupFile).id, game_id: g.id, sort_order: order });
    }
  });

  // Parents first (children reference them).
  const ordered = [...groups].sort((a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)));
  const groupRows = ordered.map((g): CatalogueSeedRows['groups'][number] => {
    const t = (l: Lang) => g.translations?.[l];
    return {
      id: g.id,
      slug: g.slug,
      name: g.name,
      type: g.type,
      parent_id: g.parent ? (groupBySlug.get(g.parent) as GroupFile).id : null,
      sort_order: g.sortOrder ?? 0,
      title_fi: t('fi')?.title ?? null,
      description_fi: t('fi')?.description ?? null,
      title_et: t('et')?.title ?? null,
      description_et: t('et')?.description ?? null,
      title_en: t('en')?.title ?? null,
      description_en: t('en')?.description ?? null,
    };
  });

  await db.transaction().execute(async (trx) => {
    await insertMissingCatalogue(trx, {
      suppliers: suppliers.map((s) => ({
        id: s.id,
        slug: s.slug ?? slugify(s.name),
        name: s.name,
        search_text: normalizeSearch(s.name),
      })),
      groups: groupRows,
      games: gameRows,
      tags: tagRows,
      art: artRows,
      members: memberRows,
    });
    await insertMissingJackpotPools(
      trx,
      jackpots.map((j, i) => ({
        slug: j.slug,
        name: j.name,
        amount_cents: j.amountCents,
        seed_cents: j.amountCents,
        contribution_ppm: j.contributionPpm,
        remainder_ppm: 0,
        sort_order: i,
        updated_at: now,
      })),
    );
  });
}
