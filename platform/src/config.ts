import path from 'node:path';

export interface PlatformConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sqliteFile: string;
  adminToken?: string;
  allowedOrigins: string[];
  /** Whether the /sandbox endpoints answer (see sandboxEnabled). */
  sandboxEnabled: boolean;
  logLevel: string;
}

export const DEFAULT_SITE_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** Comma-separated list of origins; trailing slashes removed. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value || !value.trim()) return [...DEFAULT_SITE_ORIGINS];
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The sandbox endpoints (admin switches, later the bank simulator and outbox) are on by default,
 * but off when NODE_ENV=production unless PLATFORM_SANDBOX=1 says otherwise.
 */
export function sandboxEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.PLATFORM_SANDBOX === '1') return true;
  if (env.PLATFORM_SANDBOX === '0') return false;
  return env.NODE_ENV !== 'production';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = env.PORT ? Number(env.PORT) : 4000;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const dataDir = path.resolve(process.cwd(), env.DATA_DIR || '.data');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    sqliteFile: path.join(dataDir, 'platform.sqlite'),
    adminToken: env.PLATFORM_ADMIN_TOKEN || undefined,
    allowedOrigins: parseOrigins(env.SITE_ORIGIN),
    sandboxEnabled: sandboxEnabled(env),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
