/**
 * The payments feature's tables: their row types, and PaymentsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

interface PaymentStoredDetailTable {
  reference: string;
  player_id: number;
  method: string;
  bank_name: string;
  masked_account: string;
  account_hash: string;
  created_at: number;
  last_used_at: number;
}

export interface PaymentDepositTable {
  id: Generated<number>;
  token_hash: string;
  kind: string;
  player_id: number | null;
  method: string;
  country: string;
  lang: string;
  amount_cents: number;
  currency: string;
  return_url: string;
  status: string;
  stored_detail_reference: string | null;
  national_id: string | null;
  decline_reason: string | null;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  session_issued_at: number | null;
  /** SHA-256 of the browser binding cookie of the browser that started it (0010_token_binding). */
  browser_hash: string | null;
  /** The scoped idempotency key of the start and the hash of what it asked for (0012). */
  idempotency_key: string | null;
  request_hash: string | null;
  /** The deposit campaign the player chose (0007_bonuses). */
  campaign_id: number | null;
}

/** The bank simulator's record of its decision on a deposit (0012; read by the reconciliation). */
interface BankPaymentTable {
  id: Generated<number>;
  deposit_id: number;
  decision: string;
  person: string | null;
  decided_at: number;
}

interface PaymentWithdrawalTable {
  id: Generated<number>;
  reference: string;
  player_id: number;
  method: string;
  amount_cents: number;
  currency: string;
  status: string;
  idempotency_key: string;
  stored_detail_reference: string | null;
  created_at: number;
  decided_at: number | null;
  /** Hash of the request's amount and method (0012). */
  request_hash: string | null;
}

/** The tables the payments feature owns (db/schema.ts assembles Database from every feature's). */
export interface PaymentsTables {
  payment_stored_detail: PaymentStoredDetailTable;
  payment_deposit: PaymentDepositTable;
  bank_payment: BankPaymentTable;
  payment_withdrawal: PaymentWithdrawalTable;
}
