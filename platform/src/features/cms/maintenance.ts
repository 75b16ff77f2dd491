import type { Db } from '../../db/schema';
import { MAINTENANCE_LOGO, type MaintenanceState, type Notice, type NoticeKind } from './types';
import { LANGS, type Lang, type PerLang } from '../../langs';
import { selectNotices, upsertNotice } from './store/notices';
import { upsertMaintenanceBanner } from './store/siteSettings';

const emptyNotice = (): Notice => ({ active: false, messages: { fi: '', et: '', en: '' } });

export async function getMaintenance(db: Db): Promise<MaintenanceState> {
  const rows = await selectNotices(db);
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
export async function updateMaintenance(db: Db, patch: MaintenancePatch, now: number): Promise<MaintenanceState> {
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
      await upsertNotice(trx, kind, values, now);
    }
    for (const lang of LANGS) {
      const text = patch.banner?.[lang];
      if (text !== undefined) await upsertMaintenanceBanner(trx, lang, text, now);
    }
  });
  return getMaintenance(db);
}
