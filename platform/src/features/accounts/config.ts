import { DEFAULT_ACCOUNTS_SETTINGS, type AccountsSettings } from '../../config';

/** Settings of the accounts feature; buildApp merges what it is given over these defaults. */
export interface AccountsConfig extends AccountsSettings {
  /** A session ends after this long without a request (SESSION_IDLE_MINUTES, default 30). */
  sessionIdleMs: number;
  /** Session cookie name. */
  cookieName: string;
  /** Secure flag on the session cookie (NODE_ENV=production). */
  cookieSecure: boolean;
  /** Path under which the browser reaches the platform (PLATFORM_PUBLIC_PATH, default /api). */
  publicPath: string;
  /** Country codes (upper case, e.g. FIN, EST) whose players may not register or log in (BLOCKED_COUNTRIES). */
  blockedCountries: string[];
  /** Client IP addresses refused at registration and login (BLOCKED_IPS). */
  blockedIps: string[];
  /** Length of every rate-limit window. */
  rateWindowMs: number;
  /** Login and autoLogin attempts per client IP and window (LOGIN_RATE_LIMIT_PER_IP). */
  loginLimitPerIp: number;
  /** Failed login attempts per email and window (LOGIN_RATE_LIMIT_PER_EMAIL). */
  loginLimitPerEmail: number;
  /** Validate-nickname/email/phone calls per client IP and window. */
  validateLimitPerIp: number;
  /** Code entries (activation, short codes, forgot password) per client IP and window. */
  codeLimitPerIp: number;
  /** Verification SMS and emails a player may request per window. */
  sendLimitPerPlayer: number;
}

/** The environment decides some settings (config.ts); these are fixed. */
export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  ...DEFAULT_ACCOUNTS_SETTINGS,
  cookieName: 'casino_session',
  rateWindowMs: 15 * 60 * 1000,
  validateLimitPerIp: 60,
  codeLimitPerIp: 20,
  sendLimitPerPlayer: 5,
};

export function accountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  const merged = { ...DEFAULT_ACCOUNTS_CONFIG };
  for (const [k, v] of Object.entries(overrides)) {
    if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
  }
  merged.blockedCountries = merged.blockedCountries.map((c) => c.toUpperCase());
  merged.publicPath = merged.publicPath.replace(/\/+$/, '');
  return merged;
}
