/** The maintenance and service-disruption notices (cms_notice): one row per kind. */
import type { Insertable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { NoticeKind } from '../types';
import type { CmsTables } from '../tables';

type NoticeRow = CmsTables['cms_notice'];
type NoticeChange = Partial<Pick<NoticeRow, 'active' | 'message_fi' | 'message_et' | 'message_en'>>;

export function selectNotices(db: Db) {
  return db.selectFrom('cms_notice').selectAll().execute();
}

/** Changes a notice (its row is created, inactive and without messages before the change, when missing). */
export async function upsertNotice(db: Db, kind: NoticeKind, values: NoticeChange, now: number): Promise<void> {
  await db
    .insertInto('cms_notice')
    .values({ kind, active: 0, message_fi: '', message_et: '', message_en: '', ...values, updated_at: now })
    .onConflict((oc) => oc.column('kind').doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/** The seed's notice, unless that kind exists already. */
export async function insertNoticeIfMissing(db: Db, row: Insertable<NoticeRow>): Promise<void> {
  await db
    .insertInto('cms_notice')
    .values(row)
    .onConflict((oc) => oc.column('kind').doNothing())
    .execute();
}
