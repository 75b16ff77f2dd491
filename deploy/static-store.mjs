#!/usr/bin/env node
// The front's folder of the builds' static files (/_next/static/): every release adds its build's
// files beside those of the previous builds, so that a page an old build rendered (in a browser, or
// in the front's page cache for its minute) still finds its scripts after the release. The files of
// the last KEEP_BUILDS builds stay; older ones are removed when a new build is added.
// docs/decisions.md#release.
//
//   node deploy/static-store.mjs <distDir> <storeDir>      (systemd hosts: after each build)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds whose static files the store keeps (the running one and the two before it). */
export const KEEP_BUILDS = 3;
const BUILDS = '.builds';

function files(root, dir = root, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) files(root, file, found);
    else found.push(path.relative(root, file));
  }
  return found;
}

/**
 * Adds `<distDir>/static` (its .gz files included) to `storeDir` and removes the files only builds
 * older than the last KEEP_BUILDS use. Hashed names never change content, so a file already there
 * is kept as it is. Answers the build id.
 */
export function publishStatic(distDir, storeDir) {
  const buildId = fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const source = path.join(distDir, 'static');
  const list = files(source);
  for (const name of list) {
    const target = path.join(storeDir, name);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // A hard link where the store shares the build's file system (no copy), else a copy; either
    // outlives the build folder.
    try {
      fs.linkSync(path.join(source, name), target);
    } catch {
      fs.copyFileSync(path.join(source, name), target);
    }
  }
  const builds = path.join(storeDir, BUILDS);
  fs.mkdirSync(builds, { recursive: true });
  fs.writeFileSync(path.join(builds, `${buildId}.json`), JSON.stringify({ at: Date.now(), files: list }));

  const manifests = fs
    .readdirSync(builds)
    .map((name) => ({ name, ...JSON.parse(fs.readFileSync(path.join(builds, name), 'utf8')) }))
    .sort((a, b) => b.at - a.at);
  const kept = manifests.slice(0, KEEP_BUILDS);
  const keep = new Set(kept.flatMap((m) => m.files));
  for (const old of manifests.slice(KEEP_BUILDS)) {
    for (const name of old.files) {
      if (keep.has(name)) continue;
      fs.rmSync(path.join(storeDir, name), { force: true });
      // Its folder too once empty (static/<old build id>/).
      if (fs.readdirSync(path.join(storeDir, path.dirname(name))).length === 0) fs.rmdirSync(path.join(storeDir, path.dirname(name)));
    }
    fs.rmSync(path.join(builds, old.name));
  }
  return buildId;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [distDir, storeDir] = process.argv.slice(2);
  if (!distDir || !storeDir) {
    console.error('usage: node deploy/static-store.mjs <distDir> <storeDir>');
    process.exit(2);
  }
  console.log(`[static-store] build ${publishStatic(distDir, storeDir)} added to ${storeDir}`);
}
