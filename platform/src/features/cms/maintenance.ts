import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { MAINTENANCE_LOGO, type MaintenanceState, type Notice, type NoticeKind } from './types';
import { LANGS, type Lang, type PerLang } from '../../langs';

const emptyNotice = (): Notice => ({ active: false, messages: { fi: '', et: '', en: '' } });

export async function getMaintenance(db: Kysely<Database>): Promise<MaintenanceState> {
  const rows = await db.selectFrom('cms_notice').selectAll().execute();
  const read = (kind: NoticeKind): Notice => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return emptyNotice();
    return {
      active: Number(row.active) === 1,
      messages: { fi: row.message_fi, et: row.message_et, en: row.message_en },
    };
  };
  return {
    maintenance: { ...read('maintenance'), logo: { ...MAINTENANCE_LOGO } },
    serviceDisruption: read('serviceDisruption'),
  };
}

interface NoticePatch {
  active?: boolean;
  messages?: Partial<PerLang<string>>;
}

export interface MaintenancePatch {
  maintenance?: NoticePatch;
  serviceDisruption?: NoticePatch;
  /** Short banner text per interface language (stored with the site settings). */
  banner?: Partial<PerLang<string>>;
}

const messageColumn = (lang: Lang) => `message_${lang}` as const;

/** Applies the whole patch in one transaction: either everything changes or nothing does. */
export async function updateMaintenance(db: Kysely<Database>, patch: MaintenancePatch, now: number): Promise<MaintenanceState> {
  await db.transaction().execute(async (trx) => {
    for (const kind of ['maintenance', 'serviceDisruption'] as const) {
      const p = patch[kind];
      if (!p) continue;
      const values: { active?: number; message_fi?: string; message_et?: string; message_en?: string } = {};
      if (p.active !== undefined) values.active = p.active ? 1 : 0;
      for (const lang of LANGS) {
        const msg = p.messages?.[lang];
        if (msg !== undefined) values[messageColumn(lang)] = msg;
      }
      if (Object.keys(values).length === 0) continue;
      await trx
        .insertInto('cms_notice')
        .values({
          kind,
          active: 0,
          message_fi: '',
          message_et: '',
          message_en: '',
          ...values,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('kind').doUpdateSet({ ...values, updated_at: now }))
        .execute();
    }
    for (const lang of LANGS) {
      const text = patch.banner?.[lang];
      if (text === undefined) continue;
      await trx
        .insertInto('cms_site_settings')
        .values({ lang, footer_html: '', maintenance_banner: text, updated_at: now })
        .onConflict((oc) => oc.column('lang').doUpdateSet({ maintenance_banner: text, updated_at: now }))
        .execute();
    }
  });
  return getMaintenance(db);
}
