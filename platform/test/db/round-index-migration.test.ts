import { sql, type Kysely } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { isPostgres } from '../../src/db/migrations/util';
import { migrateAndSeed } from '../../src/setup';
import { ENGINES, createTestDatabase, type TestDatabase } from '../shared/helpers';

/**
 * Migration 0016 drops the unique index of game_round.round_id (on SQLite by rebuilding the
 * table): the rounds already played keep their ids and values, and the indexes a round and the
 * player's lists use stay, the idempotency key's uniqueness with them.
 */
describe.each(ENGINES)('game_round without its round_id index (%s)', (engine) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
  });
  afterAll(async () => testDb?.cleanup());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function indexedColumns(db: Kysely<any>): Promise<string[]> {
    if (isPostgres(db)) {
      const { rows } = await sql<{ def: string }>`select indexdef as def from pg_indexes
        where tablename = 'game_round' and schemaname = current_schema()`.execute(db);
      return rows.map((r) => r.def.replace(/^.*\((.*)\)$/, '$1').replace(/\s/g, '')).sort();
    }
    const { rows } = await sql<{ name: string }>`select name from pragma_index_list('game_round')`.execute(db);
    const columns: string[] = [];
    for (const { name } of rows) {
      const cols = await sql<{ name: string }>`select name from pragma_index_info(${name})`.execute(db);
      columns.push(cols.rows.map((c) => c.name).join(','));
    }
    return columns.sort();
  }

  it('keeps the rounds played, their ids and the other indexes', async () => {
    const database = testDb.open();
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const db = database.db as unknown as Kysely<any>;
      await migrateToLatest(db, { before: '0016' });
      const t = 1_700_000_000_000;
      await db.insertInto('player').values({ id: 1, country: 'FIN', created_at: t, updated_at: t }).execute();
      // The seed adds games after the migrations: one of the test's own for its rounds.
      await db.insertInto('game_supplier').values({ id: 9001, slug: 'test-supplier', name: 'Test', search_text: 'test' }).execute();
      const game = { id: 9001 };
      await db
        .insertInto('game')
        .values({
          id: game.id,
          slug: 'test-game',
          name: 'Test',
          friendly_name: 'test-game',
          supplier_id: 9001,
          release_date: t,
          name_norm: 'test',
          search_text: 'test',
          created_at: t,
        })
        .execute();
      const round = (n: number) => ({
        round_id: `round-${n}`,
        player_id: 1,
        game_id: game.id,
        idempotency_key: `spin:key-${n}`,
        bet_cents: 100 * n,
        bet_cash_cents: 100 * n,
        bet_promo_cents: 0,
        win_cents: 50 * n,
        free_spin: 0,
        outcome: `{"roundId":"round-${n}"}`,
        created_at: t + n,
        request_hash: `hash-${n}`,
      });
      await db
        .insertInto('game_round')
        .values([round(1), round(2)])
        .execute();
      const played = await db.selectFrom('game_round').selectAll().orderBy('id').execute();
      expect(await indexedColumns(db)).toContain('round_id');

      await migrateAndSeed(database);

      expect(await db.selectFrom('game_round').selectAll().orderBy('id').execute()).toEqual(played);
      expect(await indexedColumns(db)).toEqual(
        expect.arrayContaining(['player_id,created_at,free_spin,bet_cents,win_cents', 'player_id,idempotency_key']),
      );
      expect(await indexedColumns(db)).not.toContain('round_id');

      // The key stays unique per player; a new round takes an id after the kept ones. Matched by
      // message, not toThrow: better-sqlite3 keeps the error class of the first test file its
      // addon loaded in this jest worker, an Error of another realm that toThrow does not see.
      await expect(
        db
          .insertInto('game_round')
          .values({ ...round(3), idempotency_key: 'spin:key-1' })
          .execute(),
      ).rejects.toMatchObject({ message: expect.stringMatching(/unique/i) });
      const added = await db.insertInto('game_round').values(round(3)).returning('id').executeTakeFirstOrThrow();
      expect(Number(added.id)).toBeGreaterThan(Math.max(...played.map((r) => Number(r.id))));
    } finally {
      await database.close();
    }
  });
});
