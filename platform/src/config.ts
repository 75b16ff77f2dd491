import { isIP } from 'node:net';
import path from 'node:path';

/**
 * The one place where the platform reads its environment. Every variable is declared once below
 * (name, default, meaning and how its value is checked); loadConfig() reads them all and throws
 * a ConfigError naming each bad value, which main.ts reports before anything starts.
 * PLATFORM_ENVIRONMENT lists the runtime variables for the README's environment table.
 */

type Env = Record<string, string | undefined>;

export interface EnvironmentVariable {
  name: string;
  /** The value used when the variable is unset or empty ('' = none). */
  default: string;
  description: string;
}

/** A bad value: `rule` says what the value must be. */
class BadValue {
  constructor(readonly rule: string) {}
}

interface Variable<T> extends EnvironmentVariable {
  /** Turns the raw value (the default when unset or empty) into the setting; throws BadValue. */
  parse(raw: string, env: Env): T;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const variable = <T>(v: Variable<T>): Variable<T> => v;

const list = (raw: string): string[] =>
  raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

const integer =
  (min: number, max: number) =>
  (raw: string): number => {
    const n = Number(raw);
    if (!/^-?\d+$/.test(raw.trim()) || n < min || n > max) throw new BadValue(`an integer ${min}-${max}`);
    return n;
  };

const positiveNumber = (raw: string): number => {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0) throw new BadValue('a positive number');
  return n;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const ORIGIN = /^https?:\/\/[^/?#\s]+$/i;

/** Comma-separated origins, trailing slashes removed. */
function origins(raw: string): string[] {
  const values = list(raw).map((o) => o.replace(/\/+$/, ''));
  const bad = values.find((o) => !ORIGIN.test(o));
  if (bad !== undefined || values.length === 0) throw new BadValue('comma-separated origins such as http://localhost:3000');
  return values;
}

const VARIABLES = {
  port: variable({
    name: 'PORT',
    default: '4000',
    description: 'listen port',
    parse: integer(0, 65535),
  }),
  host: variable({
    name: 'HOST',
    default: '127.0.0.1',
    description: 'listen address',
    parse: (raw) => raw.trim(),
  }),
  databaseUrl: variable({
    name: 'DATABASE_URL',
    default: '',
    description: 'PostgreSQL connection string; unset means SQLite',
    parse: (raw): string | undefined => {
      if (raw === '') return undefined;
      if (!/^postgres(ql)?:\/\//.test(raw)) throw new BadValue('a postgres:// or postgresql:// URL');
      return raw;
    },
  }),
  redisUrl: variable({
    name: 'REDIS_URL',
    default: '',
    description:
      'Redis (redis://host:port) through which several platform instances end a session on all of them at once (a logout, an idle expiry); with it each instance keeps live sessions in memory between requests. Unset: sessions are read from the database on every request, except on SQLite (one instance), which keeps them in memory. Required with PostgreSQL when NODE_ENV=production (the start is refused without it)',
    parse: (raw): string | undefined => {
      if (raw === '') return undefined;
      if (!/^rediss?:\/\//.test(raw)) throw new BadValue('a redis:// or rediss:// URL');
      return raw;
    },
  }),
  redisPrefix: variable({
    name: 'REDIS_PLATFORM_PREFIX',
    default: 'platform:',
    description: "Prefix of the platform's Redis channel, so that several platforms (or tests) can share one Redis",
    parse: (raw) => raw,
  }),
  dataDir: variable({
    name: 'DATA_DIR',
    default: '.data',
    description: 'SQLite lives in `$DATA_DIR/platform.sqlite` (WAL mode); relative to the working directory',
    parse: (raw) => path.resolve(process.cwd(), raw),
  }),
  sqliteSynchronous: variable({
    name: 'SQLITE_SYNCHRONOUS',
    default: 'FULL',
    description:
      "SQLite's synchronous setting: `FULL` syncs every commit to disk (a power cut loses no acknowledged money movement), `NORMAL` is faster and may lose the last commits",
    parse: (raw): 'FULL' | 'NORMAL' => {
      const v = raw.toUpperCase();
      if (v !== 'FULL' && v !== 'NORMAL') throw new BadValue('FULL or NORMAL');
      return v;
    },
  }),
  adminToken: variable({
    name: 'PLATFORM_ADMIN_TOKEN',
    default: '',
    description: 'token for `/sandbox/admin/*` and `/sandbox/outbox` (header `x-admin-token`); unset = those endpoints answer 403',
    parse: (raw): string | undefined => raw || undefined,
  }),
  sandbox: variable({
    name: 'PLATFORM_SANDBOX',
    default: '',
    description:
      '`1` mounts the bank simulator and the slot (`/sandbox/bank/*`, `/sandbox/slot/*`) and opens the other `/sandbox/*` endpoints even with `NODE_ENV=production`; `0` leaves them out anywhere: their paths answer 404 (the others 403), bank login and deposits 503/119, game launches 503/132',
    parse: (raw): boolean | undefined => {
      if (raw === '') return undefined;
      if (raw !== '0' && raw !== '1') throw new BadValue('0 or 1');
      return raw === '1';
    },
  }),
  nodeEnv: variable({
    name: 'NODE_ENV',
    default: '',
    description:
      '`production` marks the session cookie Secure, leaves the sandbox out unless `PLATFORM_SANDBOX=1`, and requires `REDIS_URL` with PostgreSQL',
    parse: (raw) => raw,
  }),
  allowedOrigins: variable({
    name: 'SITE_ORIGIN',
    default: 'http://localhost:3000,http://127.0.0.1:3000',
    description: 'comma-separated origins allowed to send state-changing requests',
    parse: origins,
  }),
  trustedProxies: variable({
    name: 'TRUSTED_PROXIES',
    default: 'loopback',
    description:
      "where X-Forwarded-For and X-Request-Id are believed: `loopback` (the site's /api rewrite on this machine), `none`, or comma-separated proxy addresses/CIDRs; other clients' headers are ignored",
    parse: (raw): TrustedProxies => {
      if (raw === 'loopback' || raw === 'none') return raw;
      const entries = list(raw);
      if (entries.length === 0 || entries.some((e) => isIP(e.split('/')[0]) === 0))
        throw new BadValue("'loopback', 'none' or comma-separated IP addresses/CIDRs");
      return entries;
    },
  }),
  logLevel: variable({
    name: 'LOG_LEVEL',
    default: 'info',
    description: `pino log level (${LOG_LEVELS.join(', ')}); at info a line per request that may change something (not GET, HEAD, OPTIONS), at debug and trace a line per request and answer, failures (5xx) at error; each with its request id`,
    parse: (raw) => {
      if (!LOG_LEVELS.includes(raw)) throw new BadValue(`one of ${LOG_LEVELS.join(', ')}`);
      return raw;
    },
  }),
  sessionIdleMinutes: variable({
    name: 'SESSION_IDLE_MINUTES',
    default: '30',
    description: 'player sessions end after this long without a request (115)',
    parse: positiveNumber,
  }),
  publicPath: variable({
    name: 'PLATFORM_PUBLIC_PATH',
    default: '/api',
    description: "path under which the browser reaches the platform (the site's rewrite); builds the bank simulator and slot URLs",
    parse: (raw) => {
      if (!raw.startsWith('/')) throw new BadValue('a path starting with /');
      return raw.replace(/\/+$/, '');
    },
  }),
  blockedCountries: variable({
    name: 'BLOCKED_COUNTRIES',
    default: '',
    description: 'comma-separated country codes (e.g. `SWE,NOR`) refused at registration and login (108)',
    parse: (raw) => {
      const codes = list(raw).map((c) => c.toUpperCase());
      if (codes.some((c) => !/^[A-Z]{3}$/.test(c))) throw new BadValue('comma-separated three-letter country codes');
      return codes;
    },
  }),
  blockedIps: variable({
    name: 'BLOCKED_IPS',
    default: '',
    description: 'comma-separated client IPs refused at registration and login (108)',
    parse: (raw) => {
      const ips = list(raw);
      if (ips.some((ip) => isIP(ip) === 0)) throw new BadValue('comma-separated IP addresses');
      return ips;
    },
  }),
  loginLimitPerIp: variable({
    name: 'LOGIN_RATE_LIMIT_PER_IP',
    default: '30',
    description: 'login/autoLogin attempts per client IP per 15 minutes (then 429)',
    parse: integer(1, 1_000_000),
  }),
  validateLimitPerIp: variable({
    name: 'VALIDATE_RATE_LIMIT_PER_IP',
    default: '60',
    description: 'validateNickName/validateEmail/validatePhonenumber calls per client IP per 15 minutes (then 429)',
    parse: integer(1, 1_000_000),
  }),
  depositExpiryMinutes: variable({
    name: 'DEPOSIT_EXPIRY_MINUTES',
    default: '30',
    description:
      "a deposit still pending this long is settled against the bank simulator's record by the reconciliation job (credited once when the bank approved, else failed)",
    parse: positiveNumber,
  }),
  loginLimitPerEmail: variable({
    name: 'LOGIN_RATE_LIMIT_PER_EMAIL',
    default: '5',
    description: 'failed logins per email per 15 minutes (then 429)',
    parse: integer(1, 1_000_000),
  }),
  siteRevalidateUrl: variable({
    name: 'SITE_REVALIDATE_URL',
    default: '',
    description:
      "the site's on-demand revalidation endpoint; after each sandbox admin change of CMS content the platform POSTs `{changes:[{kind,slug?}]}` there (2 s timeout; a timeout, network failure or 5xx is tried up to 3 times); unset = no notification",
    parse: (raw): string | undefined => {
      if (raw === '') return undefined;
      if (!/^https?:\/\/[^\s]+$/i.test(raw)) throw new BadValue('an http:// or https:// URL');
      return raw;
    },
  }),
  metricsPort: variable({
    name: 'METRICS_PORT',
    default: '',
    description:
      'port of the internal metrics listener (`GET /metrics`, Prometheus text format, on `METRICS_HOST`); unset = no listener. Never the public `PORT`: the public address serves no metrics',
    parse: (raw): number | undefined => (raw === '' ? undefined : integer(1, 65535)(raw)),
  }),
  metricsHost: variable({
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description: 'address of the metrics listener: loopback, or a private address Prometheus reaches; never a public one',
    parse: (raw) => {
      if (isIP(raw.trim()) === 0) throw new BadValue('an IP address');
      return raw.trim();
    },
  }),
  ledgerCheckIntervalSeconds: variable({
    name: 'LEDGER_CHECK_INTERVAL_SECONDS',
    default: '60',
    description:
      'how often each instance checks the ledger of the players whose ledger changed since its last pass (at most 5,000 rows and 100 players a pass; the result in the metrics, a broken invariant in the error log); 0 = never',
    parse: integer(0, 86_400),
  }),
  revalidateSecret: variable({
    name: 'REVALIDATE_SECRET',
    default: '',
    description: 'shared secret sent as `x-revalidate-secret` with those notifications; unset = no notification',
    parse: (raw): string | undefined => raw || undefined,
  }),
};

/** Variables of the scripts in platform/scripts (not read by the server). */
const SCRIPT_VARIABLES = {
  benchSeconds: variable({
    name: 'WALLET_BENCH_SECONDS',
    default: '10',
    description: 'npm run bench:wallet: seconds per row',
    parse: positiveNumber,
  }),
  benchPlayers: variable({
    name: 'WALLET_BENCH_PLAYERS',
    default: '1,8,32',
    description: 'npm run bench:wallet: comma-separated numbers of concurrent players, one row each',
    parse: (raw) => {
      const counts = list(raw).map(Number);
      if (counts.length === 0 || counts.some((n) => !Number.isInteger(n) || n < 1)) throw new BadValue('comma-separated positive integers');
      return counts;
    },
  }),
  benchEngines: variable({
    name: 'WALLET_BENCH_ENGINES',
    default: 'sqlite,postgres',
    description: 'npm run bench:wallet: which engines to measure (postgres only with DATABASE_URL)',
    parse: (raw) => {
      const engines = list(raw);
      if (engines.length === 0 || engines.some((e) => e !== 'sqlite' && e !== 'postgres'))
        throw new BadValue('comma-separated sqlite, postgres');
      return engines as ('sqlite' | 'postgres')[];
    },
  }),
  benchMaxRounds: variable({
    name: 'WALLET_BENCH_MAX_ROUNDS',
    default: '200000',
    description: 'npm run bench:wallet: at most this many rounds per row',
    parse: integer(1, 100_000_000),
  }),
  benchProfile: variable({
    name: 'WALLET_BENCH_PROFILE',
    default: '',
    description:
      "npm run bench:wallet: `1` also lists the statements a round sends and where the platform's CPU went (a V8 CPU profile per row)",
    parse: (raw) => raw === '1',
  }),
  benchSteps: variable({
    name: 'WALLET_BENCH_STEPS',
    default: '',
    description:
      'npm run bench:wallet: `1` also plays the direct row with the round steps taken off one at a time from the last (features/roundSteps.ts): a step costs the difference between two rows',
    parse: (raw) => raw === '1',
  }),
  benchMetrics: variable({
    name: 'WALLET_BENCH_METRICS',
    default: 'on',
    description:
      "npm run bench:wallet: `on` measures the platform as the deployment runs it (metrics counted, each request and statement timed, the process's own metrics), `off` without them (the money paths' counters count either way), `both` each row both ways, side by side (`off` right before `on`)",
    parse: (raw) => {
      if (raw !== 'on' && raw !== 'off' && raw !== 'both') throw new BadValue('on, off or both');
      return raw;
    },
  }),
  fuzzSeed: variable({
    name: 'FUZZ_SEED',
    default: '20261124',
    description: 'platform fuzz test: the fast-check seed (a failing run prints the seed and path to replay it)',
    parse: integer(-2_147_483_648, 2_147_483_647),
  }),
  fuzzRuns: variable({
    name: 'FUZZ_RUNS',
    default: '20',
    description: 'platform fuzz test: generated requests per operation, per session kind and engine',
    parse: integer(1, 10_000),
  }),
  pollingPlayers: variable({
    name: 'POLLING_BENCH_PLAYERS',
    default: '5000',
    description: "npm run bench:polling: logged-in players polling at the spec's intervals (0.7 requests/s each)",
    parse: integer(1, 100_000),
  }),
  pollingSeconds: variable({
    name: 'POLLING_BENCH_SECONDS',
    default: '20',
    description: 'npm run bench:polling: seconds of load per engine',
    parse: positiveNumber,
  }),
  pollingWarmup: variable({
    name: 'POLLING_BENCH_WARMUP',
    default: '1',
    description:
      "npm run bench:polling: 1 = every player polls each path once (32 at a time, not counted) before the counted load, so that the steady state of logged-in players is measured; 0 = an instance's cold start",
    parse: integer(0, 1),
  }),
  pollingSequential: variable({
    name: 'POLLING_BENCH_SEQUENTIAL',
    default: '300',
    description: 'npm run bench:polling: sequential calls of each polled path for its CPU ms per request',
    parse: integer(1, 100_000),
  }),
  pollingCpuProf: variable({
    name: 'POLLING_BENCH_CPU_PROF',
    default: '',
    description: 'npm run bench:polling: a folder where the platform writes a V8 CPU profile of the run (node --cpu-prof); unset = none',
    parse: (raw): string | undefined => raw || undefined,
  }),
  simSeed: variable({
    name: 'SIM_SEED',
    default: '',
    description: 'platform simulation test: run this one seed (a failing run prints its seed); unset = the fixed seeds',
    parse: (raw): number | undefined => (raw === '' ? undefined : integer(0, 2 ** 32 - 1)(raw)),
  }),
  simSteps: variable({
    name: 'SIM_STEPS',
    default: '120',
    description: 'platform simulation test: steps per seed',
    parse: integer(1, 100_000),
  }),
  playOverviewRuns: variable({
    name: 'PLAY_OVERVIEW_RUNS',
    default: '6',
    description: 'play overview property test: random histories per engine',
    parse: integer(1, 10_000),
  }),
  searchDetail: variable({
    name: 'BENCH_DETAIL',
    default: '',
    description: 'search-latency.ts: any value prints the time of every keyword',
    parse: (raw) => raw !== '',
  }),
};

const describe = (variables: Record<string, Variable<unknown>>): EnvironmentVariable[] =>
  Object.values(variables).map(({ name, default: fallback, description }) => ({ name, default: fallback, description }));

/** The runtime environment of the platform server, in the order of the README table. */
export const PLATFORM_ENVIRONMENT: readonly EnvironmentVariable[] = describe(VARIABLES);

/** The environment of platform/scripts (benchmarks). */
export const PLATFORM_SCRIPT_ENVIRONMENT: readonly EnvironmentVariable[] = describe(SCRIPT_VARIABLES);

type Parsed<V> = { [K in keyof V]: V[K] extends Variable<infer T> ? T : never };

/** Reads every variable of `variables`; one ConfigError lists all bad values. */
function read<V extends Record<string, Variable<unknown>>>(variables: V, env: Env): Parsed<V> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(variables)) {
    const given = env[v.name];
    const raw = given === undefined || given === '' ? v.default : given;
    try {
      out[key] = v.parse(raw, env);
    } catch (err) {
      if (!(err instanceof BadValue)) throw err;
      problems.push(`${v.name} must be ${err.rule}, got '${given}'`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out as Parsed<V>;
}

/** The origins of the local site (the SITE_ORIGIN default). */
export const DEFAULT_SITE_ORIGINS: string[] = origins(VARIABLES.allowedOrigins.default);

/** Comma-separated list of origins; trailing slashes removed; empty means the default. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value || !value.trim()) return [...DEFAULT_SITE_ORIGINS];
  return read({ allowedOrigins: VARIABLES.allowedOrigins }, { SITE_ORIGIN: value }).allowedOrigins;
}

/**
 * The sandbox (bank simulator and slot, mounted by src/plugins.ts; admin switches, outbox) is on
 * by default, but off when NODE_ENV=production unless PLATFORM_SANDBOX=1 says otherwise.
 */
export function sandboxEnabled(env: Env): boolean {
  const { sandbox, nodeEnv } = read({ sandbox: VARIABLES.sandbox, nodeEnv: VARIABLES.nodeEnv }, env);
  return sandbox ?? nodeEnv !== 'production';
}

/** The settings of the accounts feature that the environment decides. */
interface AccountsSettings {
  sessionIdleMs: number;
  cookieSecure: boolean;
  publicPath: string;
  blockedCountries: string[];
  blockedIps: string[];
  loginLimitPerIp: number;
  loginLimitPerEmail: number;
  validateLimitPerIp: number;
}

/** Which peers may tell the client's address in X-Forwarded-For. */
export type TrustedProxies = 'loopback' | 'none' | string[];

export interface PlatformConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sqliteFile: string;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  /** Uploaded player documents: `$DATA_DIR/documents`, outside any web root. */
  documentsDir: string;
  adminToken?: string;
  allowedOrigins: string[];
  trustedProxies: TrustedProxies;
  /** Whether the sandbox's parts are mounted and its other endpoints answer (see sandboxEnabled). */
  sandboxEnabled: boolean;
  logLevel: string;
  accounts: AccountsSettings;
  /** Where CMS changes are announced to the site; unset unless both variables are set. */
  siteRevalidate?: SiteRevalidateTarget;
  /** DEPOSIT_EXPIRY_MINUTES in ms: when the reconciliation job settles a pending deposit. */
  depositExpiryMs: number;
  /** REDIS_URL and REDIS_PLATFORM_PREFIX: where instances tell each other of ended sessions. */
  redis?: { url: string; prefix: string };
  /** METRICS_HOST and METRICS_PORT: the internal metrics listener; unset = metrics not served. */
  metrics?: { host: string; port: number };
  /** LEDGER_CHECK_INTERVAL_SECONDS in ms (0 = off). */
  ledgerCheckIntervalMs: number;
}

export interface SiteRevalidateTarget {
  url: string;
  secret: string;
}

/**
 * Why PostgreSQL in production needs REDIS_URL (npm run bench:polling, 5,000 logged-in players
 * polling one instance): without Redis every poll reads its session from the database.
 * docs/decisions.md#redis-required.
 */
const REDIS_REQUIRED_REASON =
  'without it every poll of a logged-in player reads its session from the database: one instance with 5,000 polling players served 1,949 of 3,503 requests/s (p50 4.3 s, p99 8.0 s); with REDIS_URL, p99 4.1 ms';

/** Reads and checks the whole environment; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): PlatformConfig {
  const v = read(VARIABLES, env);
  // Several instances share PostgreSQL; production on PostgreSQL is refused without Redis.
  if (v.databaseUrl && v.nodeEnv === 'production' && !v.redisUrl) {
    throw new ConfigError([`REDIS_URL must be set with PostgreSQL (DATABASE_URL) and NODE_ENV=production: ${REDIS_REQUIRED_REASON}`]);
  }
  if (v.metricsPort !== undefined && v.metricsPort === v.port)
    throw new ConfigError([`METRICS_PORT must differ from PORT (${v.port}): metrics are never served on the public address`]);
  return {
    port: v.port,
    host: v.host,
    databaseUrl: v.databaseUrl,
    dataDir: v.dataDir,
    sqliteFile: path.join(v.dataDir, 'platform.sqlite'),
    sqliteSynchronous: v.sqliteSynchronous,
    documentsDir: path.join(v.dataDir, 'documents'),
    adminToken: v.adminToken,
    allowedOrigins: v.allowedOrigins,
    trustedProxies: v.trustedProxies,
    sandboxEnabled: v.sandbox ?? v.nodeEnv !== 'production',
    logLevel: v.logLevel,
    siteRevalidate: v.siteRevalidateUrl && v.revalidateSecret ? { url: v.siteRevalidateUrl, secret: v.revalidateSecret } : undefined,
    depositExpiryMs: v.depositExpiryMinutes * 60 * 1000,
    redis: v.redisUrl ? { url: v.redisUrl, prefix: v.redisPrefix } : undefined,
    metrics: v.metricsPort === undefined ? undefined : { host: v.metricsHost, port: v.metricsPort },
    ledgerCheckIntervalMs: v.ledgerCheckIntervalSeconds * 1000,
    accounts: {
      sessionIdleMs: v.sessionIdleMinutes * 60 * 1000,
      cookieSecure: v.nodeEnv === 'production',
      publicPath: v.publicPath,
      blockedCountries: v.blockedCountries,
      blockedIps: v.blockedIps,
      loginLimitPerIp: v.loginLimitPerIp,
      loginLimitPerEmail: v.loginLimitPerEmail,
      validateLimitPerIp: v.validateLimitPerIp,
    },
  };
}

/** The accounts settings of an empty environment: the defaults above. */
const DEFAULT_ACCOUNTS_SETTINGS: AccountsSettings = loadConfig({}).accounts;

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
  /** Validate-nickname/email/phone calls per client IP and window (VALIDATE_RATE_LIMIT_PER_IP). */
  validateLimitPerIp: number;
  /** Code entries (activation, short codes, forgot password) per client IP and window. */
  codeLimitPerIp: number;
  /** Verification SMS and emails a player may request per window. */
  sendLimitPerPlayer: number;
}

/** The environment decides some settings (above); these are fixed. */
const DEFAULT_ACCOUNTS_CONFIG: AccountsConfig = {
  ...DEFAULT_ACCOUNTS_SETTINGS,
  cookieName: 'casino_session',
  rateWindowMs: 15 * 60 * 1000,
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

/** How the deposit reconciliation job runs (DEPOSIT_EXPIRY_MINUTES; interval and batch are fixed). */
export interface DepositReconcileSettings {
  /** A deposit still pending this long after it started is settled against the bank's record. */
  expiryMs: number;
  intervalMs: number;
  /** At most this many deposits per pass, so one pass stays short. */
  batch: number;
}

/** Once a minute, at most 100 deposits a pass (the expiry comes from the config). */
export const DEFAULT_DEPOSIT_RECONCILE: Omit<DepositReconcileSettings, 'expiryMs'> = { intervalMs: 60 * 1000, batch: 100 };

/** The scheduled ledger check (LEDGER_CHECK_INTERVAL_SECONDS; the bounds of a pass are fixed). */
export interface LedgerCheckSettings {
  /** 0 = off. */
  intervalMs: number;
  /** At most this many new ledger rows a pass... */
  rowsPerPass: number;
  /** ...and the players of at most this many (each player's whole ledger is checked). */
  playersPerPass: number;
}

export const DEFAULT_LEDGER_CHECK: Omit<LedgerCheckSettings, 'intervalMs'> = { rowsPerPass: 5000, playersPerPass: 100 };

export interface ScriptConfig {
  databaseUrl?: string;
  sqliteSynchronous: 'FULL' | 'NORMAL';
  benchSeconds: number;
  benchPlayers: number[];
  benchMaxRounds: number;
  benchEngines: ('sqlite' | 'postgres')[];
  benchProfile: boolean;
  benchSteps: boolean;
  benchMetrics: 'on' | 'off' | 'both';
  fuzzSeed: number;
  fuzzRuns: number;
  pollingPlayers: number;
  pollingSeconds: number;
  pollingWarmup: number;
  pollingSequential: number;
  pollingCpuProf?: string;
  redisUrl?: string;
  redisPrefix: string;
  simSeed?: number;
  simSteps: number;
  playOverviewRuns: number;
  searchDetail: boolean;
}

/**
 * Runs `fn` with the process in another time zone (Node reads TZ when it changes): the platform's
 * answers must not depend on the zone its host runs in. The only write to the environment.
 */
export async function inProcessTimeZone<T>(zone: string, fn: () => Promise<T>): Promise<T> {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

/** What platform/scripts and the platform tests read: the database and the benchmark knobs. */
export function loadScriptConfig(env: Env = process.env): ScriptConfig {
  return {
    ...read(
      {
        databaseUrl: VARIABLES.databaseUrl,
        sqliteSynchronous: VARIABLES.sqliteSynchronous,
        redisUrl: VARIABLES.redisUrl,
        redisPrefix: VARIABLES.redisPrefix,
      },
      env,
    ),
    ...read(SCRIPT_VARIABLES, env),
  };
}
