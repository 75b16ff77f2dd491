/**
 * The accounts feature's tables: their row types, and AccountsTables, the part of the database it owns.
 * Only this feature's data module names these tables; others ask it through its public module
 * (docs/decisions.md#features-own-their-tables). Column conventions: db/schema.ts.
 */
import type { Generated } from 'kysely';

/** A player account (migration 0002). */
export interface PlayerTable {
  id: Generated<number>;
  email: string | null;
  nickname: string | null;
  nickname_key: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  birth_date: string | null;
  address: string;
  house_number: string;
  zip_code: string;
  city: string;
  country: string;
  currency: string;
  language: string;
  phone_number: string | null;
  phone_verified: number;
  email_verified: number;
  receive_email: number;
  receive_sms: number;
  promo_code: string | null;
  activated: number;
  status: string;
  status_until: number | null;
  bank_id: string | null;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
}

interface PlayerSessionTable {
  token_hash: string;
  player_id: number;
  kind: string;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

interface PlayerCodeTable {
  id: Generated<number>;
  player_id: number;
  kind: string;
  code_hash: string;
  target: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

interface PlayerActivityTable {
  id: Generated<number>;
  player_id: number;
  type: string;
  ip: string | null;
  created_at: number;
}

interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface BankLoginTable {
  token_hash: string;
  country: string;
  method: string;
  lang: string;
  return_url: string;
  status: string;
  created_at: number;
  expires_at: number;
  decided_at: number | null;
  national_id: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  player_id: number | null;
  session_issued_at: number | null;
  /** SHA-256 of the browser binding cookie of the browser that started it (0010_token_binding). */
  browser_hash: string | null;
}

// 0014_account_holds
interface PlayerHoldTable {
  player_id: number;
  email_unverified: number;
  pep_hit: number;
  source_of_funds_required: number;
  source_of_funds_above_cents: number;
  risk_blocked: number;
  aml_blocked: number;
  /** JSON array of method names. */
  methods_not_allowed: string;
  updated_at: number;
}

interface OperatorAccessBlockTable {
  kind: string;
  value: string;
  created_at: number;
}

/** The tables the accounts feature owns (db/schema.ts assembles Database from every feature's). */
export interface AccountsTables {
  player: PlayerTable;
  player_session: PlayerSessionTable;
  player_code: PlayerCodeTable;
  player_activity: PlayerActivityTable;
  rate_limit: RateLimitTable;
  bank_login: BankLoginTable;
  player_hold: PlayerHoldTable;
  operator_access_block: OperatorAccessBlockTable;
}
