// ESLint rule `platform/table-owners`: a platform table is named only by the data module of the
// feature that owns it (docs/decisions.md#features-own-their-tables). Owners are read from each
// feature's tables.ts (`export interface <Feature>Tables { <table>: <Row>; ... }`); a feature's data
// module is features/<feature>/store.ts or a file under features/<feature>/store/. Migrations, which
// create the tables, are exempt. A file still on PENDING_FILES (tableOwnersPending.json) is waiting
// to be moved behind its owner's module: the rule asks to take it off the list once it is clean.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SOURCE = path.resolve(here, '../src');
const FEATURES = path.join(SOURCE, 'features');

/** Kysely calls whose first argument is a table ('name' or 'name as alias'). */
const TABLE_ARGUMENT_CALLS = new Set([
  'selectFrom',
  'insertInto',
  'replaceInto',
  'updateTable',
  'deleteFrom',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'table',
]);
/** Words of raw SQL that a table name follows. */
const RAW_TABLE_POSITION = /\b(?:from|join|into|update|table|exists)\s+"?([a-z_][a-z0-9_]*)"?/gi;
const QUALIFIED_COLUMN = /\b([a-z_][a-z0-9_]*)\.(?:[a-z_][a-z0-9_]*|\*)/g;

/**
 * table name -> owning feature, from every features/<feature>/tables.ts.
 * @public (the ownership test reads it)
 */
export function readTableOwners(featuresDir = FEATURES) {
  const owners = new Map();
  for (const feature of fs.readdirSync(featuresDir)) {
    const file = path.join(featuresDir, feature, 'tables.ts');
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const block = /export interface \w+Tables \{([^}]*)\}/.exec(text);
    if (!block) continue;
    for (const entry of block[1].matchAll(/^\s*([a-z_][a-z0-9_]*)\s*:/gm)) owners.set(entry[1], feature);
  }
  return owners;
}

function readPending() {
  const file = path.join(here, 'tableOwnersPending.json');
  if (!fs.existsSync(file)) return new Set();
  return new Set(JSON.parse(fs.readFileSync(file, 'utf8')).files.map((f) => path.resolve(here, '../..', f)));
}

const OWNERS = readTableOwners();
const PENDING = readPending();

/** Where a file stands: the feature it belongs to (or null) and whether it is that feature's data module. */
function placeOf(filename) {
  const relative = path.relative(FEATURES, filename);
  if (relative.startsWith('..')) return { feature: null, dataModule: false };
  const [feature, next] = relative.split(path.sep);
  const dataModule = next === 'store.ts' || next === 'store';
  return { feature: next === undefined ? null : feature, dataModule };
}

function tablesInString(value, inRawSql) {
  const found = new Set();
  const plain = /^([a-z_][a-z0-9_]*)(?: as [a-z_][a-z0-9_]*)?$/.exec(value.trim());
  if (!inRawSql && plain) return found; // a bare word is a table only as a call's argument (below)
  for (const match of value.matchAll(QUALIFIED_COLUMN)) found.add(match[1]);
  if (inRawSql) for (const match of value.matchAll(RAW_TABLE_POSITION)) found.add(match[1]);
  return found;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: "A table is named only by its owning feature's data module" },
    schema: [],
    messages: {
      foreign: "'{{table}}' belongs to the {{owner}} feature: ask features/{{owner}}/index.ts (its data module names it).",
      outsideStore: "'{{table}}' is named only in features/{{owner}}/store.ts (or store/): move this query there and call it by name.",
      pendingClean: 'This file names no table it does not own any more: take it off platform/lint/tableOwnersPending.json.',
    },
  },
  create(context) {
    const filename = path.resolve(context.filename);
    if (!filename.startsWith(SOURCE + path.sep)) return {};
    if (filename.includes(`${path.sep}db${path.sep}migrations${path.sep}`)) return {};
    if (path.basename(filename) === 'tables.ts') return {};
    const place = placeOf(filename);
    const pending = PENDING.has(filename);
    let violations = 0;

    function check(node, table) {
      const owner = OWNERS.get(table);
      if (!owner) return;
      if (owner === place.feature && place.dataModule) return;
      violations += 1;
      if (pending) return;
      context.report({ node, messageId: owner === place.feature ? 'outsideStore' : 'foreign', data: { table, owner } });
    }

    return {
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;
        if (!name || !TABLE_ARGUMENT_CALLS.has(name)) return;
        const first = node.arguments[0];
        if (first?.type === 'Literal' && typeof first.value === 'string') {
          const table = /^([a-z_][a-z0-9_]*)/.exec(first.value.trim())?.[1];
          if (table) check(first, table);
        }
      },
      Literal(node) {
        if (typeof node.value !== 'string') return;
        for (const table of tablesInString(node.value, false)) check(node, table);
      },
      TemplateElement(node) {
        const tagged = node.parent?.parent;
        const rawSql =
          tagged?.type === 'TaggedTemplateExpression' &&
          ((tagged.tag.type === 'Identifier' && tagged.tag.name === 'sql') ||
            (tagged.tag.type === 'MemberExpression' && tagged.tag.object.type === 'Identifier' && tagged.tag.object.name === 'sql'));
        for (const table of tablesInString(node.value.raw, rawSql)) check(node, table);
      },
      'Program:exit'(node) {
        if (pending && violations === 0) context.report({ node, messageId: 'pendingClean' });
      },
    };
  },
};

const plugin = { rules: { 'table-owners': rule } };
export default plugin;
