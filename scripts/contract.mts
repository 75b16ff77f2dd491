// Generates the site's types for every platform call from the platform's OpenAPI document:
//   npx tsx scripts/contract.mts          writes services/platform/openapi.ts and fieldLimits.ts (npm run contract)
//   npx tsx scripts/contract.mts --check  fails when the checked-in file differs (npm run contract:check)
//   npx tsx scripts/contract.mts --lint   lints the document with spectral (.spectral.yaml), failing on any
//                                         warning (the last step of npm run lint)
// The platform is built in-process exactly as its tests build it (a temporary SQLite database,
// migrated and seeded), so the document is the one the running platform serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../platform/src/app';
import { openDatabase } from '../platform/src/db';
import { migrateAndSeed } from '../platform/src/setup';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = path.join(ROOT, 'services/platform/openapi.ts');
const RELATIVE_TARGET = path.relative(ROOT, TARGET);
const LIMITS_TARGET = path.join(ROOT, 'services/platform/fieldLimits.ts');
const HEADER = [
  "// GENERATED FILE, do not edit: the platform's OpenAPI document as TypeScript types.",
  '// Regenerate with `npm run contract` (scripts/contract.mts); `npm run contract:check` fails on drift.',
  '',
].join('\n');

async function servedDocument(): Promise<OpenAPI3> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-'));
  const database = openDatabase({ sqliteFile: path.join(dir, 'platform.sqlite') });
  try {
    await migrateAndSeed(database);
    const app = await buildApp({ db: database });
    try {
      const response = await app.inject({ method: 'GET', url: '/openapi.json' });
      if (response.statusCode !== 200) throw new Error(`GET /openapi.json answered ${response.statusCode}`);
      return response.json() as OpenAPI3;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

type Schema = {
  type?: string;
  maxLength?: number;
  minLength?: number;
  maximum?: number;
  minimum?: number;
  properties?: Record<string, Schema>;
};

/**
 * The length and range bounds of every player POST body field, so the site's forms check the
 * platform's own limits before sending (docs/decisions.md#field-limits).
 */
function fieldLimits(document: OpenAPI3): string {
  const limits: Record<string, Record<string, Partial<Schema>>> = {};
  for (const [route, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (route.startsWith('/sandbox/')) continue; // the sandbox's own pages and admin calls: no player form sends them
    const content = (item as { post?: { requestBody?: { content?: Record<string, { schema?: Schema }> } } }).post?.requestBody?.content;
    const schema = content && Object.values(content)[0]?.schema;
    const fields: Record<string, Partial<Schema>> = {};
    for (const [name, field] of Object.entries(schema?.properties ?? {})) {
      const bounds = Object.fromEntries(
        (['minLength', 'maxLength', 'minimum', 'maximum'] as const).filter((k) => field[k] !== undefined).map((k) => [k, field[k]]),
      );
      if (Object.keys(bounds).length > 0) fields[name] = bounds;
    }
    if (Object.keys(fields).length > 0) limits[route] = fields;
  }
  return [
    "// GENERATED FILE, do not edit: the bounds of the platform's request fields (its OpenAPI document).",
    '// Regenerate with `npm run contract` (scripts/contract.mts); `npm run contract:check` fails on drift.',
    `export const FIELD_LIMITS = ${JSON.stringify(limits, null, 2)} as const;`,
    '',
  ].join('\n');
}

async function generate(): Promise<{ types: string; limits: string }> {
  const document = await servedDocument();
  const ast = await openapiTS(document, { alphabetize: true });
  return { types: HEADER + astToString(ast), limits: await prettierFormat(fieldLimits(document)) };
}

async function prettierFormat(source: string): Promise<string> {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(LIMITS_TARGET)) ?? {};
  return prettier.format(source, { ...options, filepath: LIMITS_TARGET });
}

/** spectral lint of the served document, written to a temporary file; its exit code (0: no warning). */
async function lint(): Promise<number> {
  const document = await servedDocument();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document, null, 2));
    const require = createRequire(import.meta.url);
    const cli = require.resolve('@stoplight/spectral-cli/dist/index.js');
    const args = ['lint', file, '--ruleset', path.join(ROOT, '.spectral.yaml'), '--fail-severity=warn'];
    const result = spawnSync(process.execPath, [cli, ...args], { cwd: ROOT, stdio: 'inherit' });
    if (result.error) throw result.error;
    return result.status ?? 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (process.argv.includes('--lint')) {
    const status = await lint();
    console.log(`[contract] spectral lint of the platform's OpenAPI document ${status === 0 ? 'passed' : 'failed'}`);
    process.exit(status);
  }
  const check = process.argv.includes('--check');
  const generated = await generate();
  if (!check) {
    fs.mkdirSync(path.dirname(TARGET), { recursive: true });
    fs.writeFileSync(TARGET, generated.types);
    fs.writeFileSync(LIMITS_TARGET, generated.limits);
    console.log(`[contract] wrote ${RELATIVE_TARGET} and ${path.relative(ROOT, LIMITS_TARGET)}`);
    return;
  }
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  if (read(TARGET) !== generated.types || read(LIMITS_TARGET) !== generated.limits) {
    console.error(
      `[contract] ${RELATIVE_TARGET} differs from the platform's OpenAPI document.\n` +
        '[contract] The platform API and the site contract drifted apart: run `npm run contract`, ' +
        'then fix the site code the new types break, and commit both.',
    );
    process.exit(1);
  }
  console.log(`[contract] ${RELATIVE_TARGET} matches the platform's OpenAPI document`);
}

main().catch((error: unknown) => {
  console.error('[contract] failed:', error);
  process.exit(1);
});
