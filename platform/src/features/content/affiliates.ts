import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import type { Lang } from '../../langs';
import {
  findAffiliateByReference,
  findAffiliateBySlug,
  findAffiliatePage,
  selectAffiliates,
  updateAffiliateMessageColumns,
  type AffiliateRow,
} from './store/affiliates';

export interface Affiliate {
  reference: string;
  slug: string;
  message_fi: string;
  message_en: string;
  message_et: string;
  granted_free_spins: number;
  free_spin_game: { id: number; slug: string; title: string } | null;
}

export interface AffiliatePage {
  id: number;
  lang: Lang;
  title: string;
  bodyHtml: string;
  affiliate: Affiliate;
}

const toAffiliate = (r: AffiliateRow): Affiliate => ({
  reference: r.reference,
  slug: r.slug,
  message_fi: r.message_fi,
  message_en: r.message_en,
  message_et: r.message_et,
  granted_free_spins: Number(r.granted_free_spins),
  free_spin_game:
    r.game_id === null || r.game_id === undefined
      ? null
      : { id: Number(r.game_id), slug: String(r.game_slug), title: String(r.game_title) },
});

export async function listAffiliates(db: Db): Promise<Affiliate[]> {
  const rows = await selectAffiliates(db);
  return rows.map(toAffiliate);
}

/** An affiliate by slug or by reference; 404 when neither matches. */
export async function getAffiliate(db: Db, key: string): Promise<Affiliate> {
  const row = (await findAffiliateBySlug(db, key)) ?? (await findAffiliateByReference(db, key));
  if (!row) throw AppError.notFound(`Affiliate ${key} not found`);
  return toAffiliate(row);
}

export async function getAffiliatePage(db: Db, id: number, lang: Lang): Promise<AffiliatePage> {
  const page = await findAffiliatePage(db, id);
  if (!page) throw AppError.notFound(`Affiliate page ${id} not found`);
  return {
    id: Number(page.id),
    lang,
    title: page[`title_${lang}`],
    bodyHtml: page[`body_${lang}`],
    affiliate: await getAffiliate(db, page.affiliate_reference),
  };
}

/** Sets an affiliate's banner message (HTML) per language; 404 when the slug or reference is unknown. */
export async function updateAffiliateMessages(
  db: Db,
  key: string,
  messages: Partial<Record<Lang, string>>,
  now: number,
): Promise<Affiliate> {
  const { reference } = await getAffiliate(db, key);
  const values: { message_fi?: string; message_et?: string; message_en?: string } = {};
  for (const [lang, text] of Object.entries(messages) as [Lang, string][]) values[`message_${lang}`] = text;
  await updateAffiliateMessageColumns(db, reference, values, now);
  return getAffiliate(db, reference);
}
