import { sql, type ExpressionBuilder, type OperandValueExpression, type SqlBool } from 'kysely';
import type { Database, Db } from '../../../db/schema';

/** The register's one status row. */
const REGISTER_STATUS_ROW = 1;
/** Stands for "until further notice" in the longest-exclusion maximum (an end no real one reaches). */
export const NO_END = Number.MAX_SAFE_INTEGER;
/** Matches no row (better-sqlite3 cannot bind a boolean). */
const NEVER = sql<SqlBool>`1 = 0`;

/** Whom an entry or a question names: a national id (a value, or an expression of the caller's read) and a player id. */
interface RegisterMatch {
  nationalId: OperandValueExpression<Database, 'self_exclusion_entry', 'national_id'> | null;
  playerId: number | null;
}

export async function insertRegisterEntry(
  db: Db,
  entry: { nationalId: string | null; playerId: number | null; from: number; until: number | null },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('self_exclusion_entry')
    .values({
      national_id: entry.nationalId,
      player_id: entry.playerId,
      excluded_from: entry.from,
      excluded_until: entry.until,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Deletes the entries of a national id or a player id; answers how many. */
export async function deleteRegisterEntries(db: Db, person: { nationalId: string | null; playerId: number | null }): Promise<number> {
  const res = await db
    .deleteFrom('self_exclusion_entry')
    .where((eb) => {
      const matches = [];
      if (person.nationalId) matches.push(eb('national_id', '=', person.nationalId));
      if (person.playerId !== null) matches.push(eb('player_id', '=', person.playerId));
      return matches.length > 0 ? eb.or(matches) : NEVER;
    })
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function upsertRegisterStatus(db: Db, reachable: boolean, now: number): Promise<void> {
  await db
    .insertInto('self_exclusion_register_status')
    .values({ id: REGISTER_STATUS_ROW, reachable: reachable ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ reachable: reachable ? 1 : 0, updated_at: now }))
    .execute();
}

/** The status row's reachable flag (undefined: no row). */
export async function findRegisterReachable(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('self_exclusion_register_status')
    .select('reachable')
    .where('id', '=', REGISTER_STATUS_ROW)
    .executeTakeFirst();
  return row?.reachable;
}

/**
 * The register's question as two scalar subqueries (named register_*) for a read of the caller's:
 * the reachability row, and the latest end (NO_END: none) of the exclusions in force at `now`
 * whose national id or player id is the person's.
 */
export function registerQuestionReads(eb: ExpressionBuilder<Database, never>, match: RegisterMatch, now: number) {
  return [
    eb.selectFrom('self_exclusion_register_status').select('reachable').where('id', '=', REGISTER_STATUS_ROW).as('register_reachable'),
    eb
      .selectFrom('self_exclusion_entry')
      .select(sql<number>`max(coalesce(excluded_until, ${sql.lit(NO_END)}))`.as('u'))
      .where((w) => {
        const matches = [];
        if (match.nationalId !== null) matches.push(w('national_id', '=', match.nationalId));
        if (match.playerId !== null) matches.push(w('player_id', '=', match.playerId));
        return matches.length > 0 ? w.or(matches) : NEVER;
      })
      .where('excluded_from', '<=', now)
      .where((w) => w.or([w('excluded_until', 'is', null), w('excluded_until', '>', now)]))
      .as('register_excluded_until'),
  ];
}
