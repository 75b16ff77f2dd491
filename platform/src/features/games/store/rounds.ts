import type { Insertable } from 'kysely';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared } from '../../../db/prepared';
import { readFragment, type BoundRead } from '../../../db/readFragment';
import type { Database, Trx } from '../../../db/schema';
import { addShared, sharedInsert } from '../../wallet';

/** The game_round statements of a real-money round: what its first read asks of games, and its row. */

const GAME_ENABLED = readFragment((eb, v: { gameId: number }) => [
  eb.selectFrom('game').select('enabled').where('id', '=', v.gameId).as('game_enabled'),
]);

/** Whether the game is enabled now (`game_enabled`: 1, 0, or null for no such game). */
export const gameEnabledRead = (gameId: number): BoundRead => GAME_ENABLED.with({ gameId });

const PRIOR_ROUND = readFragment((eb, v: { playerId: number; key: string }) => [
  eb.selectFrom('game_round').select('outcome').where('player_id', '=', v.playerId).where('idempotency_key', '=', v.key).as('prior'),
  eb
    .selectFrom('game_round')
    .select('request_hash')
    .where('player_id', '=', v.playerId)
    .where('idempotency_key', '=', v.key)
    .as('prior_hash'),
]);

/** The round a key already played (`prior`: its answer, `prior_hash`: its request's hash; null when none). */
export const priorRoundRead = (playerId: number, key: string): BoundRead => PRIOR_ROUND.with({ playerId, key });

export type RoundRow = Insertable<Database['game_round']>;
const ROUND_COLUMNS = [
  'round_id',
  'player_id',
  'game_id',
  'idempotency_key',
  'bet_cents',
  'bet_cash_cents',
  'bet_promo_cents',
  'win_cents',
  'free_spin',
  'outcome',
  'created_at',
  'request_hash',
] as const;

/** Rounds' rows, built once per row count (db/prepared.ts). Nothing reads their answer: on PostgreSQL they go with the next statement (db/pgClient.ts). */
const insertRounds = prepared(
  (db, rows: RoundRow[]) => db.insertInto('game_round').values(rows).modifyEnd(WRITE_BEHIND),
  (rows) => rows.flatMap((row) => ROUND_COLUMNS.map((c) => row[c])),
  (n) =>
    Array.from(
      { length: n },
      (_, r) => Object.fromEntries(ROUND_COLUMNS.map((c, i) => [c, r * ROUND_COLUMNS.length + i])) as unknown as RoundRow,
    ),
);

/** A round's row: rounds sharing a transaction insert theirs together (the wallet's shared commit). */
const roundRows = sharedInsert<RoundRow>('game_round', (trx, rows) => insertRounds(trx, rows, rows.length));

export async function insertRound(trx: Trx, row: RoundRow): Promise<void> {
  await addShared(trx, roundRows, 0, [row]);
}
