/**
 * @jest-environment node
 *
 * The profile slice keeps only the plain actions production code dispatches
 * (docs/decisions.md#one-way-to-the-platform): its state changes with its thunks' answers, and a
 * test that needs a state preloads it or uses a thunk (__tests__/support/profileAnswers.ts). A
 * plain action that only tests dispatch fails here; remove it from the slice.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as slice from '@/store/profile/slice';

const ROOT = path.resolve(__dirname, '../..');
const PRODUCTION = ['components', 'pages', 'lib', 'store', 'services'];
const SLICE = path.join(ROOT, 'store/profile/slice.ts');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && full !== SLICE ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

/** The slice's own action creators (createSlice's, which carry `match`), by their exported names. */
const plainActions = Object.entries(slice)
  .filter(
    ([, value]) => typeof value === 'function' && 'match' in value && String((value as { type?: unknown }).type).startsWith('profile/'),
  )
  .map(([name]) => name);

describe("the profile slice's plain actions", () => {
  const production = PRODUCTION.flatMap((folder) => sources(path.join(ROOT, folder)));

  it('are read from the slice', () => {
    expect(plainActions.length).toBeGreaterThan(0);
  });

  it('are each dispatched by production code, not only by tests', () => {
    const unused = plainActions.filter((name) => !production.some((text) => new RegExp(`\\b${name}\\b`).test(text)));
    expect(unused).toEqual([]);
  });
});
