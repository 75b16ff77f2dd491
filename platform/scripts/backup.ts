/**
 * npm run backup -- <file>: an online backup of the embedded SQLite database
 * ($DATA_DIR/platform.sqlite) into <file>, while the platform may be running
 * (docs/decisions.md#backups, deploy/README.md "Backup and restore"). It uses SQLite's
 * backup API (better-sqlite3's db.backup()), which copies a consistent snapshot page by page
 * and restarts when a write lands meanwhile; a file copy of a live WAL database may miss
 * commits or be torn. The copy is written beside <file> and renamed once its integrity check
 * passes, so <file> is always a whole backup. PostgreSQL is backed up with pg_dump instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { loadConfig } from '../src/config';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('usage: npm run backup -- <backup file>');
  const cfg = loadConfig();
  if (cfg.databaseUrl) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (deploy/README.md "Backup and restore")');
  if (!fs.existsSync(cfg.sqliteFile)) throw new Error(`no database at ${cfg.sqliteFile} (DATA_DIR)`);
  const partial = `${path.resolve(target)}.partial`;
  fs.rmSync(partial, { force: true });
  const source = new SQLite(cfg.sqliteFile, { fileMustExist: true });
  // Waits for the platform's write lock rather than failing at once.
  source.pragma('busy_timeout = 5000');
  try {
    await source.backup(partial);
  } finally {
    source.close();
  }
  const copy = new SQLite(partial, { fileMustExist: true });
  try {
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the backup failed its integrity check: ${String(check)}`);
    // A single file: the copy's own WAL is folded in before it is renamed.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  fs.renameSync(partial, target);
  console.log(`backed up ${cfg.sqliteFile} to ${target}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
