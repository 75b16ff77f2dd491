import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../../db/schema';

/**
 * The sandbox stand-in for a national self-exclusion register. The platform asks it at every door
 * (checks.ts checkPlayAllowed) as it would ask the real one; a token-guarded admin endpoint writes
 * its entries and its reachability, so that both refusals (238 excluded, 258 unreachable) can be
 * produced on purpose.
 */

/** A person as the register knows them: by national id, or (sandbox) directly by player id. */
export interface RegisterPerson {
  nationalId?: string | null;
  playerId?: number | null;
}

const STATUS_ROW = 1;
/** Matches no row (better-sqlite3 cannot bind a boolean). */
const NEVER = sql<SqlBool>`1 = 0`;

export async function addRegisterEntry(db: Db, person: RegisterPerson, from: number, until: number | null, now: number): Promise<number> {
  if (!person.nationalId && person.playerId == null) throw new Error('A register entry needs a national id or a player id');
  const row = await db
    .insertInto('self_exclusion_entry')
    .values({
      national_id: person.nationalId ?? null,
      player_id: person.playerId ?? null,
      excluded_from: from,
      excluded_until: until,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Removes every entry of a person (the sandbox's way of ending an exclusion). */
export async function removeRegisterEntries(db: Db, person: RegisterPerson): Promise<number> {
  const res = await db
    .deleteFrom('self_exclusion_entry')
    .where((eb) => {
      const matches = [];
      if (person.nationalId) matches.push(eb('national_id', '=', person.nationalId));
      if (person.playerId != null) matches.push(eb('player_id', '=', person.playerId));
      return matches.length > 0 ? eb.or(matches) : NEVER;
    })
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export async function setRegisterReachable(db: Db, reachable: boolean, now: number): Promise<void> {
  await db
    .insertInto('self_exclusion_register_status')
    .values({ id: STATUS_ROW, reachable: reachable ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ reachable: reachable ? 1 : 0, updated_at: now }))
    .execute();
}

export async function registerReachable(db: Db): Promise<boolean> {
  const row = await db.selectFrom('self_exclusion_register_status').select('reachable').where('id', '=', STATUS_ROW).executeTakeFirst();
  return row === undefined || Number(row.reachable) === 1;
}

export type RegisterAnswer =
  { reachable: false } | { reachable: true; excluded: false } | { reachable: true; excluded: true; until: number | null };

/** Stands for "until further notice" in the longest-exclusion maximum (an end no real one reaches). */
const NO_END = Number.MAX_SAFE_INTEGER;

/**
 * The register's question as two scalar subqueries (named register_*), so that a caller can ask
 * it inside a read of its own (a game round asks it in its one first read): the reachability row,
 * and the latest end of the exclusions in force for the person. A player is matched by player id
 * and by the national id of their bank login, read in the same statement.
 */
export function registerReads(eb: ExpressionBuilder<Database, never>, person: RegisterPerson, now: number) {
  const playerId = person.playerId ?? null;
  const nationalId = person.nationalId ?? null;
  return [
    eb.selectFrom('self_exclusion_register_status').select('reachable').where('id', '=', STATUS_ROW).as('register_reachable'),
    eb
      .selectFrom('self_exclusion_entry')
      .select(sql<number>`max(coalesce(excluded_until, ${sql.lit(NO_END)}))`.as('u'))
      .where((w) => {
        const matches = [];
        if (nationalId) matches.push(w('national_id', '=', nationalId));
        else if (playerId !== null)
          matches.push(w('national_id', '=', eb.selectFrom('player').select('bank_id').where('id', '=', playerId)));
        if (playerId !== null) matches.push(w('player_id', '=', playerId));
        return matches.length > 0 ? w.or(matches) : NEVER;
      })
      .where('excluded_from', '<=', now)
      .where((w) => w.or([w('excluded_until', 'is', null), w('excluded_until', '>', now)]))
      .as('register_excluded_until'),
  ];
}

/** What registerReads read, as the register's answer (no status row: the register answers). */
export function registerAnswerFrom(reads: Record<string, unknown>): RegisterAnswer {
  const reachable = reads.register_reachable;
  if (reachable !== null && reachable !== undefined && Number(reachable) !== 1) return { reachable: false };
  const until = reads.register_excluded_until;
  if (until === null || until === undefined) return { reachable: true, excluded: false };
  return { reachable: true, excluded: true, until: Number(until) >= NO_END ? null : Number(until) };
}

/**
 * Asks the register about a person at `now`. A player is matched by player id and by the national
 * id of their bank login; the longest exclusion in force answers (null = until further notice).
 */
export async function queryRegister(db: Db, person: RegisterPerson, now: number): Promise<RegisterAnswer> {
  return registerAnswerFrom(await db.selectNoFrom((eb) => registerReads(eb, person, now)).executeTakeFirstOrThrow());
}
