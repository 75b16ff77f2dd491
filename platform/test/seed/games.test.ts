import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateAndSeed } from '../../src/setup';
import { ENGINES, call, createTestDatabase, startApp, type TestDatabase } from '../shared/helpers';

const SEED = path.resolve(__dirname, '../../seed');
const games = JSON.parse(fs.readFileSync(path.join(SEED, 'games/games.json'), 'utf8')) as { tags: string[]; groups: string[] }[];
const TABLES = [
  'game_supplier',
  'game',
  'game_tag',
  'game_art',
  'game_group',
  'game_group_member',
  'jackpot',
  'blog_article',
  'affiliate',
  'affiliate_page',
];

describe.each(ENGINES)('catalogue seed (%s)', (engine) => {
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
      for (const table of TABLES) {
        const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
        out[table] = Number(rows[0].n);
      }
      return out;
    } finally {
      await database.close();
    }
  };

  it('seeds the whole catalogue once and keeps edits on later starts', async () => {
    const first = await startApp(testDb);
    const jackpotBefore = (await call(`${first.url}/jackpots`)).body.jackpots[0].amount;
    await first.database.db.updateTable('game').set({ friendly_name: 'Renamed' }).where('id', '=', 5).execute();
    await first.database.db.updateTable('jackpot').set({ amount_cents: 1 }).where('slug', '=', 'aurum-mega').execute();
    await first.stop();
    const after1 = await counts();
    expect(after1).toEqual({
      game_supplier: 140,
      game: games.length,
      game_tag: games.reduce((n, g) => n + g.tags.length, 0),
      // Each game's artwork, drawn at seed time.
      game_art: games.length,
      game_group: 15,
      game_group_member: games.reduce((n, g) => n + g.groups.length, 0),
      jackpot: 4,
      blog_article: 24,
      affiliate: 4,
      affiliate_page: 2,
    });

    const second = await startApp(testDb);
    try {
      expect((await call(`${second.url}/cms/games/id=5`)).body.friendly_name).toBe('Renamed');
      const jp = (await call(`${second.url}/jackpots`)).body.jackpots[0].amount;
      expect(jp).toBe(0.01);
      expect(jp).not.toBe(jackpotBefore);
    } finally {
      await second.stop();
    }
    expect(await counts()).toEqual(after1);

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
