import path from 'node:path';
import { DEFAULT_SITE_ORIGINS, loadConfig, parseOrigins, sandboxEnabled } from '../src/config';

describe('configuration from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({} as NodeJS.ProcessEnv);
    expect(config.port).toBe(4000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sqliteFile).toBe(path.resolve(process.cwd(), '.data', 'platform.sqlite'));
    expect(config.adminToken).toBeUndefined();
    expect(config.allowedOrigins).toEqual(DEFAULT_SITE_ORIGINS);
    expect(config.sandboxEnabled).toBe(true);
  });

  it('reads PORT, HOST, DATA_DIR, DATABASE_URL, PLATFORM_ADMIN_TOKEN and SITE_ORIGIN', () => {
    const config = loadConfig({
      PORT: '4100',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      PLATFORM_ADMIN_TOKEN: 'tok',
      SITE_ORIGIN: 'https://a.example/, https://b.example',
    } as unknown as NodeJS.ProcessEnv);
    expect(config.port).toBe(4100);
    expect(config.host).toBe('0.0.0.0');
    expect(config.sqliteFile).toBe('/tmp/x/platform.sqlite');
    expect(config.databaseUrl).toBe('postgres://u@h/db');
    expect(config.adminToken).toBe('tok');
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' } as unknown as NodeJS.ProcessEnv)).toThrow(/PORT/);
  });

  it('parses origins', () => {
    expect(parseOrigins('')).toEqual(DEFAULT_SITE_ORIGINS);
    expect(parseOrigins('http://x:1')).toEqual(['http://x:1']);
  });

  it('turns sandbox endpoints off in production unless PLATFORM_SANDBOX=1', () => {
    const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;
    expect(sandboxEnabled(env({ NODE_ENV: 'development' }))).toBe(true);
    expect(sandboxEnabled(env({ NODE_ENV: 'test' }))).toBe(true);
    expect(sandboxEnabled(env({ NODE_ENV: 'production' }))).toBe(false);
    expect(sandboxEnabled(env({ NODE_ENV: 'production', PLATFORM_SANDBOX: '1' }))).toBe(true);
    expect(sandboxEnabled(env({ PLATFORM_SANDBOX: '0' }))).toBe(false);
  });
});
