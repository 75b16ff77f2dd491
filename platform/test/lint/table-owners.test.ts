import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { migrateToLatest } from '../../src/db/migrate';
import { createTestDatabase } from '../shared/helpers';

/**
 * The table-ownership lint rule (platform/lint/tableOwners.mjs): every table the migrations create
 * has exactly one owning feature, and the rule refuses a table named outside its owner's data
 * module. The rule is an ES module loaded by ESLint; it runs here in its own node process, as
 * `npm run lint` runs it.
 */
const ROOT = path.resolve(__dirname, '../../..');

interface LintCase {
  file: string;
  code: string;
}

/** Runs the rule on each case; returns each case's messages' ids. */
function lint(cases: LintCase[]): { owners: Record<string, string>; results: string[][] } {
  const script = `
    import { Linter } from 'eslint';
    import plugin, { readTableOwners } from './platform/lint/tableOwners.mjs';
    const cases = JSON.parse(process.argv[1]);
    const linter = new Linter({ configType: 'flat' });
    const config = [{ files: ['**/*.ts'], plugins: { platform: plugin }, rules: { 'platform/table-owners': 'error' } }];
    const results = cases.map(({ file, code }) =>
      linter.verify(code, config, { filename: file }).map((m) => m.messageId ?? m.message));
    console.log(JSON.stringify({ owners: Object.fromEntries(readTableOwners()), results }));
  `;
  const cwd = ROOT;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(cases.map((c) => ({ ...c, file: path.join(cwd, c.file) })))],
    { cwd, encoding: 'utf8' },
  );
  return JSON.parse(output);
}

describe('table ownership', () => {
  const cases: LintCase[] = [
    // 0: the owner's data module names its table
    { file: 'platform/src/features/support/store.ts', code: "db.insertInto('support_message').values(v);" },
    // 1: the owner's data module, as a folder
    { file: 'platform/src/features/wallet/store/ledger.ts', code: "db.selectFrom('wallet_ledger as e').select('e.id');" },
    // 2: another feature's table
    { file: 'platform/src/features/payments/store.ts', code: "db.updateTable('free_spins').set({ remaining: 0 });" },
    // 3: its own table outside the data module
    { file: 'platform/src/features/support/desk.ts', code: "db.selectFrom('support_message').selectAll();" },
    // 4: a qualified column of another feature's table
    { file: 'platform/src/features/games/store.ts', code: "q.where('player_session.token_hash', '=', h);" },
    // 5: raw SQL naming another feature's table
    { file: 'platform/src/features/games/store.ts', code: 'sql`select 1 from player_balance where player_id = ${id}`;' },
    // 6: a join on another feature's table
    { file: 'platform/src/features/bonuses/store.ts', code: "q.innerJoin('game', 'game.id', 'free_spins.game_id');" },
    // 7: outside every feature (seed, http, sandbox) nothing is owned
    { file: 'platform/src/sandbox/slot/routes.ts', code: "db.selectFrom('game').select('slug');" },
    // 8: migrations create the tables and are exempt
    { file: 'platform/src/db/migrations/0001_cms.ts', code: "db.schema.createTable('cms_page');" },
    // 9: a word that is also a table name, in a message, is not a table
    { file: 'platform/src/features/payments/store.ts', code: "throw new Error('game not found');" },
  ];

  it('refuses a table named outside its owner’s data module, and only that', () => {
    const { results } = lint(cases);
    expect(results).toEqual([[], [], ['foreign'], ['outsideStore'], ['foreign'], ['foreign'], ['foreign', 'foreign'], ['foreign'], [], []]);
  });

  it('every table the migrations create has an owning feature', async () => {
    const { owners } = lint([]);
    const testDb = await createTestDatabase('sqlite');
    const database = testDb.open();
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tables as created, before any type
      const db = database.db as unknown as Kysely<any>;
      await migrateToLatest(db);
      const created = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
      const tables = created.rows
        .map((row) => row.name)
        .filter((name) => !name.startsWith('sqlite_') && !name.startsWith('kysely_'))
        .sort();
      expect(Object.keys(owners).sort()).toEqual(tables);
    } finally {
      await database.close();
      await testDb.cleanup();
    }
  });
});
