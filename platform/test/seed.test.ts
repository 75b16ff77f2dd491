import { sql } from 'kysely';
import { ENGINES, call, createTestDatabase, postJson, startApp, type TestDatabase } from './helpers';
import { migrateAndSeed } from '../src/db/setup';

describe.each(ENGINES)('migrations and seed (%s)', (engine) => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await testDb?.cleanup();
  });

  const counts = async () => {
    const database = testDb.open();
    try {
      const out: Record<string, number> = {};
      for (const table of ['cms_page', 'cms_site_settings', 'cms_popup', 'cms_notice']) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
        out[table] = Number(rows[0].n);
      }
      return out;
    } finally {
      await database.close();
    }
  };

  it('is idempotent: starting twice creates no duplicate rows and keeps edits', async () => {
    const first = await startApp(testDb, { adminToken: 't' });
    const slugs1 = (await call(`${first.url}/cms/pages/slugs`)).body;
    await postJson(`${first.url}/sandbox/admin/maintenance`, { maintenanceActive: true, maintenanceMessages: { fi: '<p>muokattu</p>' } }, { 'x-admin-token': 't' });
    await first.stop();
    const after1 = await counts();
    expect(after1).toEqual({ cms_page: 21, cms_site_settings: 3, cms_popup: 3, cms_notice: 2 });

    const second = await startApp(testDb, { adminToken: 't' });
    try {
      const slugs2 = (await call(`${second.url}/cms/pages/slugs`)).body;
      expect(slugs2).toEqual(slugs1);
      const m = (await call(`${second.url}/cms/maintenance`)).body;
      expect(m.maintenance.active).toBe(true);
      expect(m.maintenance.messages.fi).toBe('<p>muokattu</p>');
    } finally {
      await second.stop();
    }
    expect(await counts()).toEqual(after1);

    // Running migrate + seed again changes nothing either; on PostgreSQL also from two
    // instances at once (SQLite's driver is synchronous, so in one process that would only
    // measure the busy timeout).
    const a = testDb.open();
    const b = testDb.open();
    try {
      if (engine === 'postgres') await Promise.all([migrateAndSeed(a), migrateAndSeed(b)]);
      else {
        await migrateAndSeed(a);
        await migrateAndSeed(b);
      }
    } finally {
      await a.close();
      await b.close();
    }
    expect(await counts()).toEqual(after1);
    // Two full starts (migrations and the whole seed) each: more than the default 30 s on a loaded machine.
  }, 120_000);
});
