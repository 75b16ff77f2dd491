import { sql, type SqlBool } from 'kysely';
import { limitsDb, type DbOrTrx } from './tables';

/**
 * The sandbox stand-in for a national self-exclusion register. The platform asks it at login,
 * deposit and game launch as it would ask the real one; a token-guarded admin endpoint writes its
 * entries and its reachability, so that both refusals (238 excluded, 258 unreachable) can be
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

export async function addRegisterEntry(db: DbOrTrx, person: RegisterPerson, from: number, until: number | null, now: number): Promise<number> {
  if (!person.nationalId && person.playerId == null) throw new Error('A register entry needs a national id or a player id');
  const row = await limitsDb(db)
    .insertInto('self_exclusion_entry')
    .values({ national_id: person.nationalId ?? null, player_id: person.playerId ?? null, excluded_from: from, excluded_until: until, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Removes every entry of a person (the sandbox's way of ending an exclusion). */
export async function removeRegisterEntries(db: DbOrTrx, person: RegisterPerson): Promise<number> {
  const res = await limitsDb(db)
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

export async function setRegisterReachable(db: DbOrTrx, reachable: boolean, now: number): Promise<void> {
  await limitsDb(db)
    .insertInto('self_exclusion_register_status')
    .values({ id: STATUS_ROW, reachable: reachable ? 1 : 0, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ reachable: reachable ? 1 : 0, updated_at: now }))
    .execute();
}

export async function registerReachable(db: DbOrTrx): Promise<boolean> {
  const row = await limitsDb(db).selectFrom('self_exclusion_register_status').select('reachable').where('id', '=', STATUS_ROW).executeTakeFirst();
  return row === undefined || Number(row.reachable) === 1;
}

export type RegisterAnswer = { reachable: false } | { reachable: true; excluded: false } | { reachable: true; excluded: true; until: number | null };

/**
 * Asks the register about a person at `now`. A player is matched by player id and by the national
 * id of their bank login; the longest exclusion in force answers (null = until further notice).
 */
export async function queryRegister(db: DbOrTrx, person: RegisterPerson, now: number): Promise<RegisterAnswer> {
  if (!(await registerReachable(db))) return { reachable: false };
  let nationalId = person.nationalId ?? null;
  if (!nationalId && person.playerId != null) {
    const p = await db.selectFrom('player').select('bank_id').where('id', '=', person.playerId).executeTakeFirst();
    nationalId = p?.bank_id ?? null;
  }
  const rows = await limitsDb(db)
    .selectFrom('self_exclusion_entry')
    .select('excluded_until')
    .where((eb) => {
      const matches = [];
      if (nationalId) matches.push(eb('national_id', '=', nationalId));
      if (person.playerId != null) matches.push(eb('player_id', '=', person.playerId));
      return matches.length > 0 ? eb.or(matches) : NEVER;
    })
    .where('excluded_from', '<=', now)
    .where((eb) => eb.or([eb('excluded_until', 'is', null), eb('excluded_until', '>', now)]))
    .execute();
  if (rows.length === 0) return { reachable: true, excluded: false };
  const until = rows.some((r) => r.excluded_until === null) ? null : Math.max(...rows.map((r) => Number(r.excluded_until)));
  return { reachable: true, excluded: true, until };
}
