import { readFragment, type BoundRead } from '../../../db/readFragment';

/** A session's columns for another feature's first statement (a game round reads it with the wallet lock). */
const SESSION = readFragment((eb, v: { tokenHash: string }) => {
  const session = () => eb.selectFrom('player_session').where('token_hash', '=', v.tokenHash);
  return [
    session().select('player_id').as('session_player'),
    session().select('last_seen_at').as('session_last_seen'),
    session().select('ended_at').as('session_ended'),
  ];
});

export const sessionRead = (tokenHash: string): BoundRead => SESSION.with({ tokenHash });

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** What sessionRead read (all null: no such session). */
export const sessionOfRead = (read: Record<string, unknown>) => ({
  playerId: numOrNull(read.session_player),
  lastSeen: numOrNull(read.session_last_seen),
  ended: numOrNull(read.session_ended),
});
