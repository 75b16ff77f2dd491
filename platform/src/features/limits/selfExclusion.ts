import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema';
import {
  deleteRegisterEntries,
  findRegisterReachable,
  insertRegisterEntry,
  NO_END,
  registerQuestionReads,
  upsertRegisterStatus,
} from './store/register';
import { bankNationalIdQuery } from '../accounts';

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

export async function addRegisterEntry(db: Db, person: RegisterPerson, from: number, until: number | null, now: number): Promise<number> {
  if (!person.nationalId && person.playerId == null) throw new Error('A register entry needs a national id or a player id');
  return insertRegisterEntry(db, { nationalId: person.nationalId ?? null, playerId: person.playerId ?? null, from, until }, now);
}

/** Removes every entry of a person (the sandbox's way of ending an exclusion). */
export async function removeRegisterEntries(db: Db, person: RegisterPerson): Promise<number> {
  return deleteRegisterEntries(db, { nationalId: person.nationalId ?? null, playerId: person.playerId ?? null });
}

export async function setRegisterReachable(db: Db, reachable: boolean, now: number): Promise<void> {
  await upsertRegisterStatus(db, reachable, now);
}

export async function registerReachable(db: Db): Promise<boolean> {
  const reachable = await findRegisterReachable(db);
  return reachable === undefined || Number(reachable) === 1;
}

export type RegisterAnswer =
  { reachable: false } | { reachable: true; excluded: false } | { reachable: true; excluded: true; until: number | null };

/**
 * The register's question as two scalar subqueries (named register_*), so that a caller can ask
 * it inside a read of its own (a game round asks it in its one first read): the reachability row,
 * and the latest end of the exclusions in force for the person. A player is matched by player id
 * and by the national id of their bank login, read in the same statement (accounts gives the subquery).
 */
export function registerReads(eb: ExpressionBuilder<Database, never>, person: RegisterPerson, now: number) {
  const playerId = person.playerId ?? null;
  const nationalId = person.nationalId || null;
  return registerQuestionReads(
    eb,
    { nationalId: nationalId ?? (playerId !== null ? bankNationalIdQuery(eb, playerId) : null), playerId },
    now,
  );
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
