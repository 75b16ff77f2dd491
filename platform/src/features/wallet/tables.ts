/**
 * The wallet feature's tables: their row types, and WalletTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

/** A player's balances (migration 0004_wallet). */
interface PlayerBalanceTable {
  player_id: number;
  cash_cents: number;
  promo_cents: number;
  reserve_cents: number;
  current_turnover_cents: number;
  total_turnover_cents: number;
  version: number;
  transactions_blocked: number;
  withdrawal_blocked: number;
  first_deposit_lock: number;
  updated_at: number;
}

interface WalletLedgerTable {
  id: Generated<number>;
  /** The money movement the entry belongs to; a txn's entries sum to zero (migration 0011). */
  txn: string;
  /** The player concerned; null for a movement of the house alone (a jackpot pool's opening). */
  player_id: number | null;
  kind: string;
  /** cash | promo | reserve (the player's) or house | bank | bonus | payout | reserve_control | jackpot:<slug> */
  account: string;
  amount_cents: number;
  /** The player account's balance after the entry; null on the counterpart accounts. */
  balance_after: number | null;
  idempotency_key: string;
  reference: string | null;
  created_at: number;
}

/** The tables the wallet feature owns (db/schema.ts assembles Database from every feature's). */
export interface WalletTables {
  player_balance: PlayerBalanceTable;
  wallet_ledger: WalletLedgerTable;
}
