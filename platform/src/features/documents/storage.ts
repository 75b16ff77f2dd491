import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileType } from './rules';

/**
 * Document files on disk under the documents folder (DATA_DIR/documents, never served). The
 * path is made of the player id and a random name; nothing the player sends goes into it.
 */
export async function storeDocumentFile(root: string, playerId: number, type: FileType, data: Buffer): Promise<string> {
  const key = path.posix.join(String(playerId), `${randomUUID()}.${type}`);
  const file = path.join(root, key);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.writeFile(file, data, { mode: 0o600, flag: 'wx' });
  return key;
}

/** Removes a stored file (when its row could not be written). */
export async function removeDocumentFile(root: string, key: string): Promise<void> {
  await fs.rm(path.join(root, key), { force: true });
}
