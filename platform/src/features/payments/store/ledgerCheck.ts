import { sql, type RawBuilder } from 'kysely';
import type { Db, Trx } from '../../../db/schema';

/**
 * What the wallet's ledger check (features/wallet/check.ts) reconciles with on the payments' side:
 * the deposits and withdrawals as fragments it composes into its own statements (one row each,
 * under the reference its ledger rows carry), and the players' totals its clearing accounts hold.
 * Each takes the player checked (all players when undefined).
 */

const ofPlayer = (column: string, playerId: number | undefined): RawBuilder<unknown> =>
  playerId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${playerId}`;

/** Every deposit (of the player) under its ledger reference `deposit:<id>`. */
export const depositsForLedgerCheck = (
  playerId?: number,
): RawBuilder<{ reference: string; player_id: number | null; status: string; amount_cents: number }> =>
  sql`select 'deposit:' || d.id as reference, d.player_id, d.status, d.amount_cents from payment_deposit d where 1 = 1 ${ofPlayer('d.player_id', playerId)}`;

/** Every withdrawal (of the player) under its ledger reference `withdrawal:<reference>`. */
export const withdrawalsForLedgerCheck = (
  playerId?: number,
): RawBuilder<{ reference: string; player_id: number; status: string; amount_cents: number }> =>
  sql`select 'withdrawal:' || w.reference as reference, w.player_id, w.status, w.amount_cents from payment_withdrawal w where 1 = 1 ${ofPlayer('w.player_id', playerId)}`;

/** What a player's money in the payments' hands adds up to. */
export type PaymentTotalOf = 'pendingWithdrawals' | 'paidWithdrawals' | 'creditedDeposits';

/** Per player: the cents of their pending withdrawals, paid withdrawals and credited deposits (rows only where there are some). */
export async function paymentTotalsForLedgerCheck(
  db: Db | Trx,
  playerId?: number,
): Promise<{ player_id: number; total_of: PaymentTotalOf; total: number }[]> {
  const result = await sql<{ player_id: number; total_of: PaymentTotalOf; total: number }>`
    select player_id, 'pendingWithdrawals' as total_of, sum(amount_cents) as total from payment_withdrawal w where status = 'pending' ${ofPlayer('w.player_id', playerId)} group by player_id
    union all
    select player_id, 'paidWithdrawals' as total_of, sum(amount_cents) as total from payment_withdrawal w where status = 'paid' ${ofPlayer('w.player_id', playerId)} group by player_id
    union all
    select player_id, 'creditedDeposits' as total_of, sum(amount_cents) as total from payment_deposit d where status = 'ok' and player_id is not null ${ofPlayer('d.player_id', playerId)} group by player_id`.execute(
    db,
  );
  return result.rows;
}
