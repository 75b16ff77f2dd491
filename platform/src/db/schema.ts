/**
 * Table types for Kysely: every table's row type, here only (docs/decisions.md#one-schema-home).
 * One interface per table; add new tables here and in a new migration.
 *
 * Portable column conventions (SQLite and PostgreSQL share one code path):
 * - booleans are `integer` 0/1 (better-sqlite3 cannot bind JS booleans);
 * - timestamps are epoch milliseconds in `bigint` columns (read back as JS numbers);
 * - money is integer cents;
 * - structured values (e.g. CMS blocks) are JSON text.
 */

import type { Generated, Kysely, Transaction } from 'kysely';

export interface CmsPageTable {
  slug: string;
  lang: string;
  title: string;
  description: string;
  /** JSON text: Block[] */
  blocks: string;
  updated_at: number;
}

export interface CmsSiteSettingsTable {
  lang: string;
  footer_html: string;
  maintenance_banner: string;
  updated_at: number;
}

export interface CmsPopupTable {
  id: string;
  lang: string;
  title: string;
  body_html: string;
  sort_order: number;
}

/** One row per notice kind: 'maintenance' and 'serviceDisruption'. */
export interface CmsNoticeTable {
  kind: string;
  active: number;
  message_fi: string;
  message_et: string;
  message_en: string;
  updated_at: number;
}

/* Game catalogue, jackpots, news and affiliates (migration 0003_games). */

export interface GameSupplierTable {
  id: number;
  slug: string;
  name: string;
  search_text: string;
}

export interface GameTable {
  id: number;
  slug: string;
  name: string;
  friendly_name: string;
  supplier_id: number;
  /** Epoch ms of 00:00 UTC on the release day. */
  release_date: number;
  has_demo: number;
  live_casino: number;
  enabled: number;
  sort_order: number;
  name_norm: string;
  search_text: string;
  created_at: number;
}

/** A game's artwork, drawn at seed time (migration 0018_game_art). */
export interface GameArtTable {
  game_id: number;
  svg: string;
  /** Quoted hash of the SVG, the ETag it is served with. */
  etag: string;
  /** The WebP rendition, made on its first request (migration 0019_game_art_webp); null until then. */
  webp: Buffer | null;
  /** Quoted hash of the WebP. */
  webp_etag: string | null;
  /** The `etag` of the SVG the WebP was made from: a WebP of an older drawing is made again. */
  webp_from: string | null;
}

export interface GameTagTable {
  game_id: number;
  tag: string;
}

export interface GameGroupTable {
  id: number;
  slug: string;
  name: string;
  /** 'slots' | 'livecasino' */
  type: string;
  parent_id: number | null;
  sort_order: number;
  title_fi: string | null;
  title_et: string | null;
  title_en: string | null;
  description_fi: string | null;
  description_et: string | null;
  description_en: string | null;
}

export interface GameGroupMemberTable {
  group_id: number;
  game_id: number;
  sort_order: number;
}

export interface JackpotTable {
  slug: string;
  name: string;
  amount_cents: number;
  contribution_ppm: number;
  remainder_ppm: number;
  sort_order: number;
  updated_at: number;
  /** What the pool restarts from after a win (migration 0011). */
  seed_cents: Generated<number>;
}

/** A jackpot's contributions from the players of one shard (migration 0011_double_entry). */
export interface JackpotShardTable {
  shard: number;
  slug: string;
  amount_cents: Generated<number>;
  /** No longer written: a bet's fractions of a cent are carried by its player's turnover (docs/decisions.md#jackpot-carry). */
  remainder_ppm: Generated<number>;
  last_added_cents: Generated<number>;
  updated_at: number;
}

export interface BlogArticleTable {
  slug: string;
  lang: string;
  title: string;
  excerpt: string;
  body_html: string;
  published_at: number;
  search_text: string;
  updated_at: number;
}

export interface AffiliateTable {
  reference: string;
  slug: string;
  message_fi: string;
  message_et: string;
  message_en: string;
  granted_free_spins: number;
  free_spin_game_id: number | null;
  updated_at: number;
}

export interface AffiliatePageTable {
  id: number;
  affiliate_reference: string;
  title_fi: string;
  title_et: string;
  title_en: string;
  body_fi: string;
  body_et: string;
  body_en: string;
  updated_at: number;
}

/** Accounts (migration 0002). */
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

export interface PlayerSessionTable {
  token_hash: string;
  player_id: number;
  kind: string;
  ip: string | null;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
}

export interface PlayerCodeTable {
  id: Generated<number>;
  player_id: number;
  kind: string;
  code_hash: string;
  target: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface PlayerActivityTable {
  id: Generated<number>;
  player_id: number;
  type: string;
  ip: string | null;
  created_at: number;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  short_code: string | null;
  player_id: number | null;
  created_at: number;
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

/** Wallet, payments, game rounds, free spins, favourites (migration 0004_wallet). */
export interface PlayerBalanceTable {
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

export interface WalletLedgerTable {
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

export interface PaymentStoredDetailTable {
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
export interface BankPaymentTable {
  id: Generated<number>;
  deposit_id: number;
  decision: string;
  person: string | null;
  decided_at: number;
}

export interface PaymentWithdrawalTable {
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

export interface GameLaunchTable {
  token_hash: string;
  player_id: number | null;
  game_id: number;
  mode: string;
  demo_balance_cents: number;
  lang: string;
  created_at: number;
  expires_at: number;
}

export interface GameRoundTable {
  id: Generated<number>;
  round_id: string;
  player_id: number;
  game_id: number;
  idempotency_key: string;
  bet_cents: number;
  bet_cash_cents: number;
  bet_promo_cents: number;
  win_cents: number;
  free_spin: number;
  outcome: string;
  created_at: number;
  /** Hash of the request's game and bet (0012). */
  request_hash: string | null;
}

export interface FreeSpinsTable {
  id: Generated<number>;
  player_id: number;
  game_id: number;
  total: number;
  remaining: number;
  bet_cents: number;
  created_at: number;
  expires_at: number | null;
  // 0007_bonuses: a free-spin bonus's name, wagering and source (defaults for the sandbox's grants).
  name: Generated<string>;
  turnover_factor: Generated<number>;
  source: Generated<string>;
  cancellable: Generated<number>;
  cancelled_at: number | null;
}

export interface FavouriteGameTable {
  player_id: number;
  game_id: number;
  created_at: number;
}

// 0005_limits

export interface PlayerLossLimitTable {
  player_id: number;
  kind: string;
  amount_cents: number;
  pending_amount_cents: number | null;
  pending_removal: number;
  pending_effective_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A player's running loss per period (migration 0015_loss_totals, docs/decisions.md#loss-totals). */
export interface PlayerLossTotalTable {
  player_id: number;
  /** The wallet's total turnover the row counts up to: another value means rounds it missed. */
  turnover_cents: number;
  day_start: number;
  day_net_cents: number;
  week_start: number;
  week_net_cents: number;
  month_start: number;
  month_net_cents: number;
  updated_at: number;
}

export interface PlayerCoolOffTable {
  id: Generated<number>;
  player_id: number;
  days: number;
  started_at: number;
  ends_at: number;
}

export interface SelfExclusionEntryTable {
  id: Generated<number>;
  national_id: string | null;
  player_id: number | null;
  excluded_from: number;
  excluded_until: number | null;
  created_at: number;
}

export interface SelfExclusionRegisterStatusTable {
  id: number;
  reachable: number;
  updated_at: number;
}

export interface PlayerRealityCheckTable {
  player_id: number;
  interval_minutes: number;
  acknowledged_at: number | null;
  updated_at: number;
}

// 0006_profile

export interface PlayerAvatarTable {
  player_id: number;
  avatar: number;
  updated_at: number;
}

export interface PlayerDocumentTable {
  id: Generated<number>;
  player_id: number;
  document_type: string;
  document_side: string;
  name: string;
  source: string;
  file_type: string;
  size_bytes: number;
  storage_key: string;
  status: string;
  uploaded_at: number;
  status_updated_at: number | null;
}

// 0007_bonuses

export interface BonusRedemptionTable {
  player_id: number;
  campaign_id: number;
  deposit_id: number;
  promo_cents: number;
  free_spins: number;
  created_at: number;
}

export interface BonusWageringTable {
  player_id: number;
  required_cents: number;
  progress_cents: number;
  updated_at: number;
}

export interface BonusWheelSpinTable {
  id: Generated<number>;
  player_id: number;
  earned_by: string;
  earned_at: number;
  reference: string | null;
  prize_index: number | null;
  spun_at: number | null;
  completed_at: number | null;
}

export interface BonusProgressTable {
  player_id: number;
  programme: string;
  period: string;
  counted_cents: number;
  spent_points: Generated<number>;
  /** Set on a programme's live row: its count also holds the wallet's turnover since (0017). */
  turnover_base_cents: number | null;
  updated_at: number;
}

export interface BonusRewardCreditTable {
  player_id: number;
  programme: string;
  period: string;
  level: number;
  credited_at: number;
}

export interface LoyaltyConversionTable {
  id: Generated<number>;
  player_id: number;
  points: number;
  amount_cents: number;
  created_at: number;
}

export interface AffiliateWelcomeTable {
  player_id: number;
  affiliate_reference: string;
  free_spins_id: number | null;
  created_at: number;
}

// 0014_account_holds

export interface PlayerHoldTable {
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

export interface OperatorAccessBlockTable {
  kind: string;
  value: string;
  created_at: number;
}

// 0006_profile: support messages

export interface SupportMessageTable {
  id: Generated<number>;
  player_id: number;
  email: string;
  subject: string;
  message: string;
  created_at: number;
}

export interface Database {
  cms_page: CmsPageTable;
  cms_site_settings: CmsSiteSettingsTable;
  cms_popup: CmsPopupTable;
  cms_notice: CmsNoticeTable;
  player: PlayerTable;
  player_session: PlayerSessionTable;
  player_code: PlayerCodeTable;
  player_activity: PlayerActivityTable;
  rate_limit: RateLimitTable;
  outbox_message: OutboxMessageTable;
  bank_login: BankLoginTable;
  game_supplier: GameSupplierTable;
  game: GameTable;
  game_tag: GameTagTable;
  game_art: GameArtTable;
  game_group: GameGroupTable;
  game_group_member: GameGroupMemberTable;
  jackpot: JackpotTable;
  jackpot_shard: JackpotShardTable;
  blog_article: BlogArticleTable;
  affiliate: AffiliateTable;
  affiliate_page: AffiliatePageTable;
  player_balance: PlayerBalanceTable;
  wallet_ledger: WalletLedgerTable;
  payment_stored_detail: PaymentStoredDetailTable;
  payment_deposit: PaymentDepositTable;
  bank_payment: BankPaymentTable;
  payment_withdrawal: PaymentWithdrawalTable;
  game_launch: GameLaunchTable;
  game_round: GameRoundTable;
  free_spins: FreeSpinsTable;
  favourite_game: FavouriteGameTable;
  player_loss_limit: PlayerLossLimitTable;
  player_loss_total: PlayerLossTotalTable;
  player_cool_off: PlayerCoolOffTable;
  self_exclusion_entry: SelfExclusionEntryTable;
  self_exclusion_register_status: SelfExclusionRegisterStatusTable;
  player_reality_check: PlayerRealityCheckTable;
  player_avatar: PlayerAvatarTable;
  player_document: PlayerDocumentTable;
  bonus_redemption: BonusRedemptionTable;
  bonus_wagering: BonusWageringTable;
  bonus_wheel_spin: BonusWheelSpinTable;
  bonus_progress: BonusProgressTable;
  bonus_reward_credit: BonusRewardCreditTable;
  loyalty_conversion: LoyaltyConversionTable;
  affiliate_welcome: AffiliateWelcomeTable;
  player_hold: PlayerHoldTable;
  operator_access_block: OperatorAccessBlockTable;
  support_message: SupportMessageTable;
}

/** A handle on the platform's database (a transaction is one too). */
export type Db = Kysely<Database>;
/** An open transaction on it. */
export type Trx = Transaction<Database>;
