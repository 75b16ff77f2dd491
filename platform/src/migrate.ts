/**
 * `node platform/dist/migrate.js` (or `tsx platform/src/migrate.ts`): brings the database to the
 * latest schema and inserts the missing seed rows, then exits. A deployment runs it once before
 * starting its platform instances (deploy/systemd/casino-migrate.service, `npm run cluster`), so
 * that instances started together never migrate side by side; each instance's own start then finds
 * nothing to do.
 */
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db';
import { migrateAndSeed } from './db/setup';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: config.sqliteFile,
    sqliteSynchronous: config.sqliteSynchronous,
  });
  try {
    await migrateAndSeed(database, { clock: systemClock });
    console.log(`[migrate] ${database.engine} database up to date`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
