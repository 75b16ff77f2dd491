import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/schema';
import type { GameLaunchTable } from '../tables';

/** The game_launch statements: a launch written once, read by its token, and a demo's play money. */

/** A launch with its game's name and whether it is enabled now (read in the same statement; null: no such game). */
export type LaunchRow = Selectable<GameLaunchTable> & {
  game_enabled: number | null;
  game_slug: string | null;
  game_friendly_name: string | null;
};

export async function insertLaunch(db: Db, launch: Insertable<GameLaunchTable>): Promise<void> {
  await db.insertInto('game_launch').values(launch).execute();
}

export async function launchWithGame(db: Db, tokenHash: string): Promise<LaunchRow | undefined> {
  return db
    .selectFrom('game_launch')
    .leftJoin('game', 'game.id', 'game_launch.game_id')
    .selectAll('game_launch')
    .select(['game.enabled as game_enabled', 'game.slug as game_slug', 'game.friendly_name as game_friendly_name'])
    .where('game_launch.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** What never changes of a launch (a launch row is written once). */
export async function launchFacts(db: Db, tokenHash: string) {
  return db
    .selectFrom('game_launch')
    .select(['player_id', 'game_id', 'mode', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A demo round's play money: the bet off and the win on, unless the launch has less than the bet; the new amount (undefined: too little). */
export async function playDemoMoney(db: Db, tokenHash: string, betCents: number, winCents: number): Promise<number | undefined> {
  const row = await db
    .updateTable('game_launch')
    .set((eb) => ({ demo_balance_cents: eb(eb('demo_balance_cents', '-', betCents), '+', winCents) }))
    .where('token_hash', '=', tokenHash)
    .where('demo_balance_cents', '>=', betCents)
    .returning('demo_balance_cents')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.demo_balance_cents);
}
