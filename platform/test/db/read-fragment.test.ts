import { sql } from 'kysely';
import type { PlatformDb } from '../../src/db';
import { buildRead, compileRead, readFragment } from '../../src/db/readFragment';
import { ENGINES, createTestDatabase, type TestDatabase } from '../shared/helpers';

/**
 * Reads composed of fragments (db/readFragment.ts): each fragment's values land on its own
 * parameters, whatever the order of the fragments and the use of its values in its SQL, in a
 * statement built once; a fragment that breaks the rule (SQL depending on its values, a list of
 * another length, a name read twice) fails at once instead of reading the wrong values.
 */
const int = (v: unknown) => sql<number>`cast(${v} as integer)`;
const text = (v: unknown) => sql<string>`cast(${v} as varchar(20))`;

// Values used out of their order, twice, and among constants of the SQL.
const PAIR = readFragment((eb, v: { first: number; second: string }) => [
  text(v.second).as('pair_second'),
  sql<number>`${int(v.first)} + ${int(2)} * ${int(v.first)}`.as('pair_first_thrice'),
]);
const LIST = readFragment((eb, v: { items: readonly number[]; extra: number }) => [
  sql<number>`${int(v.extra)} + ${sql.join(
    v.items.map((i) => int(i)),
    sql` + `,
  )}`.as('list_sum'),
  int(v.items[0]).as('list_first'),
]);

describe.each(ENGINES)('db: reads composed of fragments (%s)', (engine) => {
  let testDb: TestDatabase;
  let database: PlatformDb;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    database = testDb.open();
  });
  afterAll(async () => {
    await database.close();
    await testDb.cleanup();
  });

  it('fills each fragment with its own values, in either order, as a fresh build does', async () => {
    const db = database.db;
    for (let round = 0; round < 4; round++) {
      const pair = PAIR.with({ first: 10 + round, second: `s${round}` });
      const list = LIST.with({ items: [round, 100, 7 * round], extra: 1000 + round });
      for (const reads of [
        [pair, list],
        [list, pair],
      ]) {
        const built = compileRead(db, reads);
        const fresh = buildRead(db, reads).compile();
        expect(built.sql).toBe(fresh.sql);
        expect(built.parameters).toEqual(fresh.parameters);
        const [row] = (await db.executeQuery(built)).rows as Record<string, unknown>[];
        expect(row).toEqual({
          pair_second: `s${round}`,
          pair_first_thrice: 3 * (10 + round),
          list_sum: 1000 + round + round + 100 + 7 * round,
          list_first: round,
        });
      }
    }
  });

  it('refuses a fragment whose SQL depends on its values, a list of another length and a name read twice', () => {
    const db = database.db;
    const shaped = readFragment((eb, v: { on: boolean }) => [(v.on ? sql`1` : sql`0`).as('shaped')]);
    expect(() => compileRead(db, [shaped.with({ on: false })])).toThrow(/depends on its values/);
    const computed = readFragment((eb, v: { playerId: number }) => [int(v.playerId % 64).as('computed_shard')]);
    expect(() => compileRead(db, [computed.with({ playerId: 70 })])).toThrow(/depends on its values/);
    const list = readFragment((eb, v: { ids: readonly number[] }) => [sql<number>`${sql.join(v.ids.map((i) => int(i)))}`.as('ids')]);
    compileRead(db, [list.with({ ids: [1] })]);
    expect(() => compileRead(db, [list.with({ ids: [1, 2] })])).toThrow(/not a list of 1/);
    expect(() => compileRead(db, [PAIR.with({ first: 1, second: 'a' }), PAIR.with({ first: 2, second: 'b' })])).toThrow(
      /read 'pair_second'/,
    );
  });
});
