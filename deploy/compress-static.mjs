#!/usr/bin/env node
// After `next build`: a .gz beside each text file of the build's static folder (.next/static), which
// the front serves as it is (nginx gzip_static) instead of compressing the file for every request.
//   node deploy/compress-static.mjs [distDir]     (default NEXT_DIST_DIR or .next)
// Files whose .gz is already newer are skipped; gzip -9 once per build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|json|map|svg|txt|html|xml|webmanifest)$/;
/** Below this the .gz is not worth it (nginx compresses nothing under gzip_min_length either). */
const MIN_BYTES = 512;

/** Compresses the static files under `<distDir>/static`; answers how many .gz files were written. */
export function compressStatic(distDir = process.env.NEXT_DIST_DIR || '.next') {
  const root = path.join(distDir, 'static');
  if (!fs.existsSync(root)) return 0;
  let written = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (TEXT.test(entry.name)) {
        const stat = fs.statSync(file);
        const gz = `${file}.gz`;
        if (stat.size < MIN_BYTES || (fs.existsSync(gz) && fs.statSync(gz).mtimeMs >= stat.mtimeMs)) continue;
        fs.writeFileSync(gz, gzipSync(fs.readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
        written += 1;
      }
    }
  };
  walk(root);
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`[compress-static] ${compressStatic(process.argv[2])} files compressed`);
}
