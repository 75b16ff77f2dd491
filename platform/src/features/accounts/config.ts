/** Settings of the accounts feature; buildApp merges what it is given over these defaults. */
export interface AccountsConfig {
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
  /** Clock (epoch ms); tests inject their own. */
  now: () => number;
}

export const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  sessionIdleMs: 30 * 60 * 1000,
  cookieName: 'casino_session',
  cookieSecure: false,
  publicPath: '/api',
  blockedCountries: [],
  blockedIps: [],
  rateWindowMs: 15 * 60 * 1000,
  loginLimitPerIp: 30,
  loginLimitPerEmail: 5,
  validateLimitPerIp: 60,
  codeLimitPerIp: 20,
  sendLimitPerPlayer: 5,
  now: () => Date.now(),
};

const list = (value: string | undefined, upper = false): string[] =>
  (value ?? '')
    .split(',')
    .map((v) => (upper ? v.trim().toUpperCase() : v.trim()))
    .filter(Boolean);

const positive = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`Invalid ${name}: ${value}`);
  return n;
};

/** The accounts settings from the environment (see platform/README.md). */
export function accountsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<AccountsConfig> {
  const out: Partial<AccountsConfig> = {
    cookieSecure: env.NODE_ENV === 'production',
    blockedCountries: list(env.BLOCKED_COUNTRIES, true),
    blockedIps: list(env.BLOCKED_IPS),
  };
  const idle = positive(env.SESSION_IDLE_MINUTES, 'SESSION_IDLE_MINUTES');
  if (idle !== undefined) out.sessionIdleMs = idle * 60 * 1000;
  if (env.PLATFORM_PUBLIC_PATH !== undefined) out.publicPath = env.PLATFORM_PUBLIC_PATH.replace(/\/+$/, '');
  const perIp = positive(env.LOGIN_RATE_LIMIT_PER_IP, 'LOGIN_RATE_LIMIT_PER_IP');
  if (perIp !== undefined) out.loginLimitPerIp = perIp;
  const perEmail = positive(env.LOGIN_RATE_LIMIT_PER_EMAIL, 'LOGIN_RATE_LIMIT_PER_EMAIL');
  if (perEmail !== undefined) out.loginLimitPerEmail = perEmail;
  return out;
}

export function accountsConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  const merged = { ...DEFAULT_ACCOUNTS_CONFIG };
  for (const [k, v] of Object.entries(overrides)) {
    if (v !== undefined) (merged as Record<string, unknown>)[k] = v;
  }
  merged.blockedCountries = merged.blockedCountries.map((c) => c.toUpperCase());
  merged.publicPath = merged.publicPath.replace(/\/+$/, '');
  return merged;
}
