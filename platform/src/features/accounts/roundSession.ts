import { sessionOfRead, sessionRead } from './store/roundSession';

/**
 * A session checked inside another feature's first statement (a game round, docs/decisions.md#spins):
 * the statement reads the session's row with its own, and the session counts only when it is
 * plainly live, as resolveSession (./sessions.ts) would take it without a write: the player's, not
 * ended, not idle, no touch due. Anything else is resolved apart, the usual way.
 */
export function roundSessionCheck(tokenHash: string, idleMs: number, touchAfterMs: number) {
  return {
    read: sessionRead(tokenHash),
    live(read: Record<string, unknown>, playerId: number, now: number): boolean {
      const s = sessionOfRead(read);
      if (s.playerId === null || s.lastSeen === null || s.ended !== null || s.playerId !== playerId) return false;
      const idle = now - s.lastSeen;
      return idle < touchAfterMs && idle < idleMs;
    },
  };
}
