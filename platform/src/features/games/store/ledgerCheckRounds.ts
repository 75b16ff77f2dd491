import { sql, type RawBuilder } from 'kysely';

/**
 * Every round (of the player, or all) with what it bet and won in cents, under the reference its
 * ledger rows carry (the round id): a fragment the wallet's ledger check composes into its one
 * statement (features/wallet/check.ts).
 */
export const roundsForLedgerCheck = (
  playerId?: number,
): RawBuilder<{ reference: string; player_id: number; bet_cents: number; win_cents: number }> =>
  sql`select r.round_id as reference, r.player_id, r.bet_cash_cents + r.bet_promo_cents as bet_cents, r.win_cents
    from game_round r where 1 = 1 ${playerId === undefined ? sql`` : sql`and r.player_id = ${playerId}`}`;
