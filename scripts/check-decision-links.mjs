#!/usr/bin/env node
// Every pointer into the decision record resolves (part of `npm run lint`):
//   - `decisions.md#<anchor>` anywhere in the repository's source, tests, scripts and docs names an
//     anchor docs/decisions.md has (an explicit `<a id>` or a heading's slug);
//   - the record's own `](#<anchor>)` links resolve;
//   - no pointer names an entry by its quoted heading instead of its anchor (headings change).
// Prints file:line of each problem and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = path.join(ROOT, 'docs', 'decisions.md');
const SELF = fileURLToPath(import.meta.url);
const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report', '.data']);
const EXTENSIONS = /\.(?:[cm]?[jt]sx?|mts|md|json|ya?ml)$/;
const SKIP_FILES = new Set(['package-lock.json']);

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .replace(/<[^>]*>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(text) {
  const anchors = new Set();
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(slug(match[1]));
  return anchors;
}

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // .next, .next-bundle, ...: build folders (NEXT_DIST_DIR).
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.next')) yield* files(full);
    } else if (entry.isFile() && EXTENSIONS.test(entry.name) && !SKIP_FILES.has(entry.name) && full !== SELF) {
      yield full;
    }
  }
}

const POINTER = /decisions\.md#([\w-]+)/g;
// The old form: the record's file name, then a comma or a space, then a quoted heading, which may
// start on the next line of a comment (after `*`, `//` or `#`).
const QUOTED = /decisions\.md(?:,[ \t]*|[ \t]+)(?:\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)?\(?["“']/g;
const LOCAL_LINK = /\]\(#([\w-]+)\)/g;

const record = fs.readFileSync(RECORD, 'utf8');
const anchors = anchorsOf(record);
const problems = [];

for (const file of files(ROOT)) {
  const relative = path.relative(ROOT, file);
  const text = fs.readFileSync(file, 'utf8');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(POINTER)) {
    if (!anchors.has(match[1])) problems.push(`${relative}:${lineOf(match.index)}: no anchor "${match[1]}" in docs/decisions.md`);
  }
  for (const match of text.matchAll(QUOTED)) {
    problems.push(`${relative}:${lineOf(match.index)}: names a decision by its heading; use docs/decisions.md#<anchor>`);
  }
  if (file === RECORD) {
    for (const match of text.matchAll(LOCAL_LINK)) {
      if (!anchors.has(match[1])) problems.push(`${relative}:${lineOf(match.index)}: no anchor "${match[1]}" for this link`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Decision record links that do not resolve (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Decision record links: all resolve (${anchors.size} anchors).`);
