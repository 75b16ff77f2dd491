/**
 * Who may see or decide a flow's token (bank login, deposit): the browser that started it (the
 * hash of its binding cookie, http/browserBinding.ts) or, once the flow has a player, that
 * player's own session. Everyone else is answered as for a token that does not exist.
 */
export function ownsFlow(
  row: { browser_hash: string | null; player_id: number | string | null },
  browserHash: string | null,
  playerId?: number,
): boolean {
  if (row.browser_hash !== null && browserHash !== null && row.browser_hash === browserHash) return true;
  return playerId !== undefined && row.player_id !== null && Number(row.player_id) === playerId;
}
