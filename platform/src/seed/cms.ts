import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/schema';
import {
  insertNoticeIfMissing,
  insertPageIfMissing,
  insertPopupIfMissing,
  insertSiteSettingsIfMissing,
  parseBlocks,
} from '../features/cms';
import { jsonFiles, readJson } from './files';
import { LANGS, isLang, type Lang } from '../langs';

interface PageFile {
  slug: string;
  translations: Partial<Record<Lang, { title: string; description?: string; blocks: unknown }>>;
}

interface SiteSettingsFile {
  lang: Lang;
  footerHtml: string;
  maintenanceBanner?: string;
  popups?: { id: string; title: string; bodyHtml: string }[];
}

interface NoticeSeed {
  active: boolean;
  messages: Record<Lang, string>;
}

interface MaintenanceFile {
  maintenance: NoticeSeed;
  serviceDisruption: NoticeSeed;
}

export async function seedCms(db: Db, seedDir: string, now: number): Promise<void> {
  // Read and check every file first so that a broken file changes nothing.
  const pages = jsonFiles(path.join(seedDir, 'cms/pages')).flatMap((file) => {
    const page = readJson<PageFile>(file);
    if (!page.slug || typeof page.slug !== 'string') throw new Error(`${file}: slug missing`);
    return Object.entries(page.translations ?? {}).map(([lang, t]) => {
      if (!isLang(lang)) throw new Error(`${file}: unknown language ${lang}`);
      if (!t || typeof t.title !== 'string') throw new Error(`${file}: ${lang} title missing`);
      const blocks = parseBlocks(t.blocks, `${file} ${lang}`);
      return {
        slug: page.slug,
        lang,
        title: t.title,
        description: t.description ?? '',
        blocks: JSON.stringify(blocks),
        updated_at: now,
      };
    });
  });

  const settings = jsonFiles(path.join(seedDir, 'cms/site-settings')).map((file) => {
    const s = readJson<SiteSettingsFile>(file);
    if (!isLang(s.lang)) throw new Error(`${file}: unknown language ${String(s.lang)}`);
    if (typeof s.footerHtml !== 'string') throw new Error(`${file}: footerHtml missing`);
    return s;
  });

  const maintenanceFile = path.join(seedDir, 'cms/maintenance.json');
  const notices = fs.existsSync(maintenanceFile) ? readJson<MaintenanceFile>(maintenanceFile) : null;

  await db.transaction().execute(async (trx) => {
    for (const row of pages) await insertPageIfMissing(trx, row);
    for (const s of settings) {
      await insertSiteSettingsIfMissing(trx, {
        lang: s.lang,
        footer_html: s.footerHtml,
        maintenance_banner: s.maintenanceBanner ?? '',
        updated_at: now,
      });
      for (const [i, p] of (s.popups ?? []).entries()) {
        await insertPopupIfMissing(trx, { id: p.id, lang: s.lang, title: p.title, body_html: p.bodyHtml, sort_order: i });
      }
    }
    for (const kind of ['maintenance', 'serviceDisruption'] as const) {
      const n = notices?.[kind];
      const messages = Object.fromEntries(LANGS.map((l) => [l, n?.messages?.[l] ?? ''])) as Record<Lang, string>;
      await insertNoticeIfMissing(trx, {
        kind,
        active: n?.active ? 1 : 0,
        message_fi: messages.fi,
        message_et: messages.et,
        message_en: messages.en,
        updated_at: now,
      });
    }
  });
}
