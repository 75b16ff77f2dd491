import fs from 'node:fs';
import path from 'node:path';
import { SUPPORT_EMAIL } from '../../src/features/support/service';

const CMS_SEED = path.join(__dirname, '../../seed/cms');

function seedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return seedFiles(file);
    return entry.name.endsWith('.json') ? [file] : [];
  });
}

// One support address: the desk's (GET /player/support, the support page) is the one the CMS texts
// (the footer, the contact page) give, in every language. The privacy contact is another role.
describe('the support address in the CMS seed', () => {
  it('every support address in the CMS texts is the support desk’s', () => {
    const found = seedFiles(CMS_SEED).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)].map((m) => m[0]),
    );
    const support = found.filter((address) => !address.startsWith('tietosuoja@'));
    expect(support.length).toBeGreaterThanOrEqual(6);
    expect(new Set(support)).toEqual(new Set([SUPPORT_EMAIL]));
  });
});
