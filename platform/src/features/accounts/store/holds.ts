import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { AccountsTables } from '../tables';

/** The player_hold table: the holds the operator's back office puts on a player. */

type PlayerHoldTable = AccountsTables['player_hold'];

export type HoldRow = Selectable<PlayerHoldTable>;
export type HoldColumns = Omit<Insertable<PlayerHoldTable>, 'player_id'>;

export async function findHolds(db: Db, playerId: number): Promise<HoldRow | undefined> {
  return db.selectFrom('player_hold').selectAll().where('player_id', '=', playerId).executeTakeFirst();
}

/** A player's holds with whether the player's email is verified (which lifts the email hold), in one read. */
export async function findHoldsForDoor(
  db: Db,
  playerId: number,
): Promise<(Omit<HoldRow, 'player_id' | 'updated_at'> & { email_verified: number }) | undefined> {
  return db
    .selectFrom('player_hold')
    .innerJoin('player', 'player.id', 'player_hold.player_id')
    .select([
      'player_hold.email_unverified',
      'player_hold.pep_hit',
      'player_hold.source_of_funds_required',
      'player_hold.source_of_funds_above_cents',
      'player_hold.risk_blocked',
      'player_hold.aml_blocked',
      'player_hold.methods_not_allowed',
      'player.email_verified',
    ])
    .where('player_hold.player_id', '=', playerId)
    .executeTakeFirst();
}

export async function upsertHolds(db: Db, playerId: number, holds: HoldColumns): Promise<void> {
  await db
    .insertInto('player_hold')
    .values({ player_id: playerId, ...holds })
    .onConflict((oc) => oc.column('player_id').doUpdateSet(holds))
    .execute();
}
