/**
 * The front's folder of static files (deploy/static-store.mjs): a release adds its build's files
 * beside the previous builds', and only files no kept build uses are removed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KEEP_BUILDS, publishStatic } from '../static-store.mjs';

/** A build folder as `next build` leaves it: BUILD_ID, static/<id>/..., static/chunks/... */
function build(root: string, id: string, chunks: string[]): string {
  const dist = path.join(root, id);
  fs.mkdirSync(path.join(dist, 'static', id), { recursive: true });
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), id);
  fs.writeFileSync(path.join(dist, 'static', id, '_buildManifest.js'), `self.__BUILD_MANIFEST=${JSON.stringify(id)}`);
  for (const chunk of chunks) fs.writeFileSync(path.join(dist, 'static', 'chunks', chunk), chunk);
  return dist;
}

describe('the static files of the last builds', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-store-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it(`keeps every file of the last ${KEEP_BUILDS} builds after their folders are gone, and removes what only older builds used`, () => {
    const store = path.join(root, 'store');
    const ids = ['b1', 'b2', 'b3', 'b4'];
    for (const [i, id] of ids.entries()) {
      // Each build has a chunk of its own and one it shares with every build.
      const dist = build(root, id, [`${id}-own.js`, 'shared.js']);
      expect(publishStatic(dist, store)).toBe(id);
      // The build's folder goes (a later release removes it): the store's copies stay.
      fs.rmSync(dist, { recursive: true });
      if (i === 0) expect(fs.readFileSync(path.join(store, 'b1', '_buildManifest.js'), 'utf8')).toContain('b1');
    }
    const has = (file: string) => fs.existsSync(path.join(store, file));
    for (const id of ids.slice(-KEEP_BUILDS)) {
      expect(has(`${id}/_buildManifest.js`)).toBe(true);
      expect(has(`chunks/${id}-own.js`)).toBe(true);
    }
    expect(has('chunks/shared.js')).toBe(true);
    expect(has('b1')).toBe(false);
    expect(has('chunks/b1-own.js')).toBe(false);
  });
});
