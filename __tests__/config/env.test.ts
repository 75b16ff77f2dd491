/** The site reads its environment in one module, and that module lists every variable it reads. */
import fs from 'node:fs';
import path from 'node:path';
import { distDir, readSiteEnv, SITE_ENVIRONMENT, siteUrl } from '@/lib/config/env';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['pages', 'components', 'lib', 'services', 'store'];
const ROOT_FILES = [
  'next.config.ts',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'sentry.client.config.ts',
  'sentry.server.config.ts',
];
/**
 * Nobody configures these: Next sets NEXT_RUNTIME (the Node.js runtime or the edge) and NEXT_PHASE
 * (`next build`, `next start`...), and next.config.ts `env` sets SENTRY_IN_BROWSER from the
 * configuration at build time.
 */
const SET_BY_NEXT = ['NEXT_RUNTIME', 'NEXT_PHASE', 'SENTRY_IN_BROWSER'];

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(tsx?|mjs|js)$/.test(entry.name)) files.push(full);
    }
  };
  FOLDERS.forEach((folder) => walk(path.join(ROOT, folder)));
  return [...files, ...ROOT_FILES.map((file) => path.join(ROOT, file))];
}

/** `process.env.NAME` and `process.env['NAME']` references by file. */
function envReads(): Map<string, string[]> {
  const reads = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const names = [...fs.readFileSync(file, 'utf8').matchAll(/process\.env(?:\.([A-Z0-9_]+)|\[['"]([A-Z0-9_]+)['"]\])/g)].map(
      (m) => m[1] ?? m[2],
    );
    if (names.length) reads.set(path.relative(ROOT, file), names);
  }
  return reads;
}

describe('site environment', () => {
  const listed = SITE_ENVIRONMENT.map((variable) => variable.name);

  it('lists each variable once, with a description', () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const variable of SITE_ENVIRONMENT) expect(variable.description.length).toBeGreaterThan(10);
  });

  it('reads exactly the listed variables', () => {
    expect(Object.keys(readSiteEnv()).sort()).toEqual([...listed].sort());
  });

  it('is read only by lib/config/env.ts (besides what Next and next.config.ts set), and SITE_URL by lib/config/siteUrl.ts', () => {
    // siteUrl.ts: a page's scripts need SITE_URL without env.ts's reader of every variable.
    const [env, siteUrlModule] = [path.join('lib', 'config', 'env.ts'), path.join('lib', 'config', 'siteUrl.ts')];
    const outside = [...envReads()].filter(([file]) => file !== env && file !== siteUrlModule);
    expect(
      outside.flatMap(([file, names]) => names.filter((name) => !SET_BY_NEXT.includes(name)).map((name) => `${file}: ${name}`)),
    ).toEqual([]);
    expect(envReads().get(siteUrlModule)).toEqual(['SITE_URL']);
    expect(envReads().get(env)?.sort()).toEqual([...listed].sort());
  });

  it('falls back to the listed defaults', () => {
    const byName = Object.fromEntries(SITE_ENVIRONMENT.map((variable) => [variable.name, variable.default]));
    expect(siteUrl({})).toBe(byName.SITE_URL);
    expect(siteUrl({ SITE_URL: 'https://casino.example/' })).toBe('https://casino.example');
    expect(distDir({})).toBe(byName.NEXT_DIST_DIR);
  });
});
