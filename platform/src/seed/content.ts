import path from 'node:path';
import fs from 'node:fs';
import type { Db } from '../db/schema';
import { articleSearchText, insertAffiliateIfMissing, insertAffiliatePageIfMissing, insertArticleIfMissing } from '../features/content';
import { findGameIdBySlug } from '../features/games';
import { jsonFiles, readJson } from './files';
import { isLang, type Lang } from '../langs';

interface ArticleFile {
  slug: string;
  /** yyyy-mm-dd */
  publishedAt: string;
  translations: Partial<Record<Lang, { title: string; excerpt?: string; paragraphs?: string[]; bodyHtml?: string }>>;
}

interface AffiliatesFile {
  affiliates: {
    reference: string;
    slug: string;
    messages: Partial<Record<Lang, string>>;
    grantedFreeSpins?: number;
    freeSpinGame?: string | null;
  }[];
  pages?: {
    id: number;
    affiliate: string;
    translations: Record<Lang, { title: string; bodyHtml: string }>;
  }[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs to HTML: '## Heading' → <h2>, anything else → <p> (text is escaped). */
function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs.map((p) => (p.startsWith('## ') ? `<h2>${escapeHtml(p.slice(3))}</h2>` : `<p>${escapeHtml(p)}</p>`)).join('\n');
}

/** platform/seed/content: blogs/*.json (one file per article, all languages), affiliates.json. */
export async function seedContent(db: Db, seedDir: string, now: number): Promise<void> {
  const dir = path.join(seedDir, 'content');
  if (!fs.existsSync(dir)) return;

  const articles = jsonFiles(path.join(dir, 'blogs')).flatMap((file) => {
    const a = readJson<ArticleFile>(file);
    if (!a.slug || !/^[a-z0-9-]+$/.test(a.slug)) throw new Error(`${file}: bad slug`);
    const published = Date.parse(`${a.publishedAt}T00:00:00Z`);
    if (Number.isNaN(published)) throw new Error(`${file}: bad publishedAt`);
    return Object.entries(a.translations ?? {}).map(([lang, t]) => {
      if (!isLang(lang)) throw new Error(`${file}: unknown language ${lang}`);
      if (!t?.title) throw new Error(`${file}: ${lang} title missing`);
      const body = t.bodyHtml ?? paragraphsToHtml(t.paragraphs ?? []);
      if (!body) throw new Error(`${file}: ${lang} body missing`);
      return {
        slug: a.slug,
        lang,
        title: t.title,
        excerpt: t.excerpt ?? '',
        body_html: body,
        published_at: published,
        search_text: articleSearchText(t.title, t.excerpt ?? '', body),
        updated_at: now,
      };
    });
  });

  const affFile = path.join(dir, 'affiliates.json');
  const aff = fs.existsSync(affFile) ? readJson<AffiliatesFile>(affFile) : { affiliates: [], pages: [] };

  await db.transaction().execute(async (trx) => {
    for (const row of articles) await insertArticleIfMissing(trx, row);
    for (const a of aff.affiliates) {
      let gameId: number | null = null;
      if (a.freeSpinGame) {
        const id = await findGameIdBySlug(trx, a.freeSpinGame);
        if (id === undefined) throw new Error(`affiliates.json: ${a.reference}: unknown game ${a.freeSpinGame}`);
        gameId = id;
      }
      await insertAffiliateIfMissing(trx, {
        reference: a.reference,
        slug: a.slug,
        message_fi: a.messages.fi ?? '',
        message_et: a.messages.et ?? '',
        message_en: a.messages.en ?? '',
        granted_free_spins: a.grantedFreeSpins ?? 0,
        free_spin_game_id: gameId,
        updated_at: now,
      });
    }
    for (const p of aff.pages ?? []) {
      // A language the file leaves out shows the English text.
      const t = (l: Lang) => p.translations[l] ?? p.translations.en;
      await insertAffiliatePageIfMissing(trx, {
        id: p.id,
        affiliate_reference: p.affiliate,
        updated_at: now,
        title_fi: t('fi').title,
        body_fi: t('fi').bodyHtml,
        title_et: t('et').title,
        body_et: t('et').bodyHtml,
        title_en: t('en').title,
        body_en: t('en').bodyHtml,
      });
    }
  });
}
