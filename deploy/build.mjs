// The production builds the launchers share (scripts/run.mjs, deploy/cluster.mjs): the platform to
// JavaScript (platform/dist, `npm run build:platform`) and the site (`next build`), each when asked,
// missing, or (the platform) older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PLATFORM_MAIN = path.join(ROOT, 'platform', 'dist', 'main.js');
const BIN = path.join(ROOT, 'node_modules', '.bin');

/** The newest modification time under a folder (ms). */
function newest(dir) {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(file) : fs.statSync(file).mtimeMs);
  }
  return latest;
}

/** Builds platform/dist when `force`, missing, or older than platform/src; throws when tsc fails. */
export function buildPlatform({ force = false, log = console.log } = {}) {
  const stale = !fs.existsSync(PLATFORM_MAIN) || fs.statSync(PLATFORM_MAIN).mtimeMs < newest(path.join(ROOT, 'platform', 'src'));
  if (!force && !stale) return false;
  log('building the platform (platform/dist)');
  const result = spawnSync(path.join(BIN, 'tsc'), ['-p', 'platform/tsconfig.build.json'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the platform did not build (tsc -p platform/tsconfig.build.json)');
  return true;
}

/** Whether a production build of the site is there (NEXT_DIST_DIR or .next). */
export function siteBuilt(distDir = process.env.NEXT_DIST_DIR || '.next') {
  return fs.existsSync(path.join(ROOT, distDir, 'BUILD_ID'));
}

/**
 * The platform address the site's build sends /api to (Next writes its rewrites into the build's
 * routes-manifest.json), or null without a build.
 */
export function builtPlatformUrl(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const manifest = path.join(ROOT, distDir, 'routes-manifest.json');
  if (!fs.existsSync(manifest)) return null;
  const { rewrites } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  const all = Array.isArray(rewrites) ? rewrites : [...rewrites.beforeFiles, ...rewrites.afterFiles, ...rewrites.fallback];
  const api = all.find((rewrite) => /\/api\/:path\*$/.test(rewrite.source));
  return api ? new URL(api.destination).origin : null;
}

/** `next build` with `env` (the platform must answer at its PLATFORM_URL: pages are generated from its content). */
export function buildSite(env, { log = console.log } = {}) {
  log('building the site (next build)');
  const result = spawnSync(path.join(BIN, 'next'), ['build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env });
  if (result.status !== 0) throw new Error('next build failed');
}
