import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ConfigError,
  DEFAULT_SITE_ORIGINS,
  PLATFORM_ENVIRONMENT,
  PLATFORM_SCRIPT_ENVIRONMENT,
  loadConfig,
  loadScriptConfig,
  parseOrigins,
  sandboxEnabled,
} from '../src/config';

const ROOT = path.resolve(__dirname, '..');

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toBe(path.resolve(process.cwd(), '.data', 'platform.sqlite'));
    expect(config.adminToken).toBeUndefined();
    expect(config.allowedOrigins).toEqual(DEFAULT_SITE_ORIGINS);
    expect(config.sandboxEnabled).toBe(true);
    expect(config.logLevel).toBe('info');
    // Without Redis: no channel for ended sessions (instances on PostgreSQL then cache none).
    expect(config.redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'platform:' });
    // No metrics listener unless METRICS_PORT says where; the ledger checked every minute.
    expect(config.metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9401' }).metrics).toEqual({ host: '127.0.0.1', port: 9401 });
    expect(config.ledgerCheckIntervalMs).toBe(60_000);
    expect(loadConfig({ LEDGER_CHECK_INTERVAL_SECONDS: '0' }).ledgerCheckIntervalMs).toBe(0);
    expect(config.accounts).toEqual({
      sessionIdleMs: 30 * 60 * 1000,
      cookieSecure: false,
      publicPath: '/api',
      blockedCountries: [],
      blockedIps: [],
      loginLimitPerIp: 30,
      loginLimitPerEmail: 5,
      validateLimitPerIp: 60,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PLATFORM_ADMIN_TOKEN: 'tok',
      SITE_ORIGIN: 'https://a.example/, https://b.example',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PLATFORM_SANDBOX: '1',
      SESSION_IDLE_MINUTES: '0.5',
      PLATFORM_PUBLIC_PATH: '/casino/api/',
      BLOCKED_COUNTRIES: 'swe, NOR',
      BLOCKED_IPS: '10.0.0.1,::1',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_EMAIL: '7',
      VALIDATE_RATE_LIMIT_PER_IP: '500',
    });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      sqliteFile: '/tmp/x/platform.sqlite',
      databaseUrl: 'postgres://u@h/db',
      adminToken: 'tok',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      logLevel: 'warn',
      sandboxEnabled: true,
      accounts: {
        sessionIdleMs: 30000,
        cookieSecure: true,
        publicPath: '/casino/api',
        blockedCountries: ['SWE', 'NOR'],
        blockedIps: ['10.0.0.1', '::1'],
        loginLimitPerIp: 1000,
        loginLimitPerEmail: 7,
        validateLimitPerIp: 500,
      },
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SITE_ORIGIN: '' })).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      allowedOrigins: DEFAULT_SITE_ORIGINS,
    });
  });

  it.each([
    ['PORT', 'abc', "PORT must be an integer 0-65535, got 'abc'"],
    ['PORT', '70000', "PORT must be an integer 0-65535, got '70000'"],
    ['DATABASE_URL', 'mysql://x', "DATABASE_URL must be a postgres:// or postgresql:// URL, got 'mysql://x'"],
    ['PLATFORM_SANDBOX', 'yes', "PLATFORM_SANDBOX must be 0 or 1, got 'yes'"],
    ['SITE_ORIGIN', 'localhost:3000', "SITE_ORIGIN must be comma-separated origins such as http://localhost:3000, got 'localhost:3000'"],
    ['LOG_LEVEL', 'loud', "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'loud'"],
    ['SESSION_IDLE_MINUTES', '-5', "SESSION_IDLE_MINUTES must be a positive number, got '-5'"],
    ['PLATFORM_PUBLIC_PATH', 'api', "PLATFORM_PUBLIC_PATH must be a path starting with /, got 'api'"],
    ['BLOCKED_COUNTRIES', 'FI', "BLOCKED_COUNTRIES must be comma-separated three-letter country codes, got 'FI'"],
    ['BLOCKED_IPS', '10.0.0', "BLOCKED_IPS must be comma-separated IP addresses, got '10.0.0'"],
    ['LOGIN_RATE_LIMIT_PER_IP', '2.5', "LOGIN_RATE_LIMIT_PER_IP must be an integer 1-1000000, got '2.5'"],
    ['LOGIN_RATE_LIMIT_PER_EMAIL', '0', "LOGIN_RATE_LIMIT_PER_EMAIL must be an integer 1-1000000, got '0'"],
    ['METRICS_PORT', '0', "METRICS_PORT must be an integer 1-65535, got '0'"],
    ['METRICS_PORT', '4000', 'METRICS_PORT must differ from PORT (4000): metrics are never served on the public address'],
    ['METRICS_HOST', 'localhost', "METRICS_HOST must be an IP address, got 'localhost'"],
    ['LEDGER_CHECK_INTERVAL_SECONDS', '-1', "LEDGER_CHECK_INTERVAL_SECONDS must be an integer 0-86400, got '-1'"],
  ])('refuses a bad %s (%s) with a clear message', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError([message]));
    expect(() => loadConfig({ [name]: value })).toThrow(`Invalid configuration: ${message}`);
  });

  it('names every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
      throw new Error('no error');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toHaveLength(2);
      expect((err as Error).message).toMatch(/^Invalid configuration: PORT .*; LOG_LEVEL /);
    }
  });

  it('refuses PostgreSQL in production without REDIS_URL, with the measured reason', () => {
    const production = { DATABASE_URL: 'postgres://u@h/db', NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      'Invalid configuration: REDIS_URL must be set with PostgreSQL (DATABASE_URL) and NODE_ENV=production: without it every poll of a logged-in player reads its session from the database: one instance with 5,000 polling players served 1,949 of 3,503 requests/s (p50 4.3 s, p99 8.0 s); with REDIS_URL, p99 4.1 ms',
    );
    // With Redis, or outside production, or on SQLite (one instance), it starts.
    expect(loadConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).redis?.url).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ NODE_ENV: 'production' }).databaseUrl).toBeUndefined();
  });

  it('parses origins', () => {
    expect(parseOrigins('')).toEqual(DEFAULT_SITE_ORIGINS);
    expect(parseOrigins('http://x:1')).toEqual(['http://x:1']);
  });

  it('turns sandbox endpoints off in production unless PLATFORM_SANDBOX=1', () => {
    expect(sandboxEnabled({ NODE_ENV: 'development' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(sandboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(sandboxEnabled({ NODE_ENV: 'production', PLATFORM_SANDBOX: '1' })).toBe(true);
    expect(sandboxEnabled({ PLATFORM_SANDBOX: '0' })).toBe(false);
  });

  it('reads the scripts’ variables', () => {
    expect(loadScriptConfig({})).toEqual({
      databaseUrl: undefined,
      sqliteSynchronous: 'FULL',
      benchSeconds: 10,
      benchPlayers: [1, 8, 32],
      benchMaxRounds: 200000,
      benchProfile: false,
      benchSteps: false,
      benchEngines: ['sqlite', 'postgres'],
      benchMetrics: 'on',
      fuzzSeed: 20261124,
      playOverviewRuns: 6,
      fuzzRuns: 20,
      pollingPlayers: 5000,
      pollingSeconds: 20,
      pollingWarmup: 1,
      pollingSequential: 300,
      pollingCpuProf: undefined,
      redisUrl: undefined,
      redisPrefix: 'platform:',
      simSeed: undefined,
      simSteps: 120,
      searchDetail: false,
    });
    expect(loadScriptConfig({ SIM_SEED: '42', SQLITE_SYNCHRONOUS: 'normal' })).toMatchObject({ simSeed: 42, sqliteSynchronous: 'NORMAL' });
    expect(loadScriptConfig({ FUZZ_SEED: '-5', FUZZ_RUNS: '3' })).toMatchObject({ fuzzSeed: -5, fuzzRuns: 3 });
    expect(loadScriptConfig({ REDIS_URL: 'redis://127.0.0.1:6379', POLLING_BENCH_SEQUENTIAL: '50' })).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      pollingSequential: 50,
    });
    expect(() => loadScriptConfig({ REDIS_URL: 'http://x' })).toThrow("REDIS_URL must be a redis:// or rediss:// URL, got 'http://x'");
    expect(() => loadScriptConfig({ FUZZ_RUNS: '0' })).toThrow("FUZZ_RUNS must be an integer 1-10000, got '0'");
    expect(loadScriptConfig({ WALLET_BENCH_SECONDS: '2', WALLET_BENCH_PLAYERS: '4', BENCH_DETAIL: '1' })).toMatchObject({
      benchSeconds: 2,
      benchPlayers: [4],
      searchDetail: true,
    });
    expect(loadScriptConfig({ WALLET_BENCH_ENGINES: 'postgres' })).toMatchObject({ benchEngines: ['postgres'] });
    expect(loadScriptConfig({ WALLET_BENCH_STEPS: '1' })).toMatchObject({ benchSteps: true });
    expect(loadScriptConfig({ WALLET_BENCH_METRICS: 'both' })).toMatchObject({ benchMetrics: 'both' });
    expect(() => loadScriptConfig({ WALLET_BENCH_METRICS: 'yes' })).toThrow(/WALLET_BENCH_METRICS must be on, off or both/);
    expect(() => loadScriptConfig({ WALLET_BENCH_ENGINES: 'mysql' })).toThrow(/WALLET_BENCH_ENGINES/);
    expect(() => loadScriptConfig({ WALLET_BENCH_PLAYERS: '1,x' })).toThrow(
      "WALLET_BENCH_PLAYERS must be comma-separated positive integers, got '1,x'",
    );
  });
});

describe('the environment descriptors', () => {
  const all = [...PLATFORM_ENVIRONMENT, ...PLATFORM_SCRIPT_ENVIRONMENT];

  it('describe each variable once, with a meaning', () => {
    const names = all.map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    for (const v of all) {
      expect(v.name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      expect(v.description.length).toBeGreaterThan(10);
    }
  });

  it('are the only place that reads the environment: no other platform file touches process.env', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith(path.join('src', 'config.ts')) && file !== __filename) {
          if (/process\.env\b/.test(fs.readFileSync(file, 'utf8'))) offenders.push(path.relative(ROOT, file));
        }
      }
    };
    for (const dir of ['src', 'scripts', 'test']) walk(path.join(ROOT, dir));
    expect(offenders).toEqual([]);
  });

  it('name every variable config.ts reads (each is in a descriptor)', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src', 'config.ts'), 'utf8');
    const declared = [...source.matchAll(/name: '([A-Z0-9_]+)'/g)].map((m) => m[1]).sort();
    expect(all.map((v) => v.name).sort()).toEqual(declared);
  });
});

describe('main.ts with a bad environment', () => {
  it('reports the problem and exits 1 without a stack, before opening a database', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-main-'));
    try {
      const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'src', 'main.ts')], {
        env: { PORT: 'abc', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe("Invalid configuration: PORT must be an integer 0-65535, got 'abc'");
      expect(result.stdout).toBe('');
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses PostgreSQL in production without REDIS_URL before connecting anywhere', () => {
    // Port 1 on loopback: nothing listens there, and nothing is asked before the refusal.
    const result = spawnSync(process.execPath, [require.resolve('tsx/cli'), path.join(ROOT, 'src', 'main.ts')], {
      env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^Invalid configuration: REDIS_URL must be set with PostgreSQL \(DATABASE_URL\) and NODE_ENV=production: .*1,949 of 3,503 requests\/s.*p99 4\.1 ms$/,
    );
  }, 90_000);
});
