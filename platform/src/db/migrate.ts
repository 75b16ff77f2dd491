import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations';
import { isPostgres } from './migrations/util';

/**
 * Brings the schema up to date. Safe to run on every start and from several instances. `before`
 * (tests of a migration on existing data) stops at the migrations named before it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, options: { before?: string } = {}): Promise<string[]> {
  const { before } = options;
  const chosen = before === undefined ? migrations : Object.fromEntries(Object.entries(migrations).filter(([name]) => name < before));
  // PostgreSQL: name the schema of the migration tables, or Kysely finds kysely_migration in any
  // schema of the database (e.g. another test run's) and skips creating its own.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => chosen },
    // Features land in parallel with their own numbers; a database that already has a later
    // migration still takes an earlier one that arrives afterwards.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${reason}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
