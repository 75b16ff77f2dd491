import { jsonArrayFrom as pgJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Engine } from './index';

/**
 * A subquery's rows as one JSON array value (a scalar subquery: e.g. a part of a composed read,
 * db/readFragment.ts), in the engine's own JSON functions. PostgreSQL answers it parsed, SQLite
 * as text: read it with jsonRows.
 */
export function jsonArrayFrom<O>(engine: Engine, rows: Parameters<typeof sqliteJsonArrayFrom<O>>[0]) {
  return engine === 'postgres' ? pgJsonArrayFrom(rows) : sqliteJsonArrayFrom(rows);
}

/** jsonArrayFrom's value as rows (an empty list for none). */
export const jsonRows = <O>(value: unknown): O[] => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as O[];
