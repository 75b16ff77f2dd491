import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Adds an auto-increment integer primary key `id` that works on both engines
 * (SQLite: integer primary key autoincrement; PostgreSQL: bigint generated identity).
 */
export function withAutoId<T extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
  column = 'id',
): CreateTableBuilder<T, never> {
  if (isPostgres(db)) {
    return table.addColumn(column, 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity());
  }
  return table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}
