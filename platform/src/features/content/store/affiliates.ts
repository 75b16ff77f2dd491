/** The affiliates (affiliate) and their landing pages (affiliate_page). */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { Lang } from '../../../langs';
import { gameNames } from '../../games';
import type { ContentTables } from '../tables';

/** Affiliates with their free-spin game's id, slug and name (null when none), in one statement. */
function affiliateQuery(db: Db) {
  return db
    .selectFrom('affiliate as a')
    .leftJoin(gameNames(db).as('g'), 'g.id', 'a.free_spin_game_id')
    .select([
      'a.reference',
      'a.slug',
      'a.message_fi',
      'a.message_en',
      'a.message_et',
      'a.granted_free_spins',
      'g.id as game_id',
      'g.slug as game_slug',
      'g.friendly_name as game_title',
    ]);
}

export type AffiliateRow = Awaited<ReturnType<ReturnType<typeof affiliateQuery>['executeTakeFirstOrThrow']>>;

/** Every affiliate, by reference. */
export function selectAffiliates(db: Db) {
  return affiliateQuery(db).orderBy('a.reference').execute();
}

export function findAffiliateBySlug(db: Db, slug: string) {
  return affiliateQuery(db).where('a.slug', '=', slug).executeTakeFirst();
}

export function findAffiliateByReference(db: Db, reference: string) {
  return affiliateQuery(db).where('a.reference', '=', reference).executeTakeFirst();
}

export function findAffiliatePage(db: Db, id: number) {
  return db.selectFrom('affiliate_page').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sets some of an affiliate's banner messages. */
export async function updateAffiliateMessageColumns(
  db: Db,
  reference: string,
  messages: Partial<Record<`message_${Lang}`, string>>,
  now: number,
): Promise<void> {
  await db
    .updateTable('affiliate')
    .set({ ...messages, updated_at: now })
    .where('reference', '=', reference)
    .execute();
}

/** The seed's affiliate, unless its reference exists already. */
export async function insertAffiliateIfMissing(db: Db, row: Insertable<ContentTables['affiliate']>): Promise<void> {
  await db
    .insertInto('affiliate')
    .values(row)
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
}

/** The seed's affiliate page, unless its id exists already. */
export async function insertAffiliatePageIfMissing(db: Db, row: Insertable<ContentTables['affiliate_page']>): Promise<void> {
  await db
    .insertInto('affiliate_page')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
