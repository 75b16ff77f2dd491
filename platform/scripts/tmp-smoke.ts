import { buildApp } from '../src/app';
import { openDatabase } from '../src/db';
import { migrateAndSeed } from '../src/db/setup';
(async () => {
  const database = openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, pgSearchPath: process.env.PGS } : { sqliteFile: '/tmp/smoke/p.sqlite' });
  let t = Date.now();
  await migrateAndSeed(database);
  console.log('seed ms', Date.now() - t);
  t = Date.now();
  await migrateAndSeed(database);
  console.log('reseed ms', Date.now() - t);
  const app = await buildApp({ db: database });
  for (const u of process.argv.slice(2)) {
    const r = await app.inject(u);
    console.log(u, r.statusCode, r.headers['content-type'], r.body.slice(0, 700));
  }
  await app.close(); await database.close();
})().catch((e) => { console.error(e); process.exit(1); });
