#!/usr/bin/env node
// The PostgreSQL database of a CI run: waits (bounded) until the server answers, creates the
// database when it is missing, and prints its URL for DATABASE_URL. Fails with a clear message
// when PostgreSQL cannot be reached, so that CI never falls back to SQLite alone.
//   CI_PG_URL      server to use (default postgres://postgres@127.0.0.1:5432/postgres)
//   CI_PG_DATABASE database to create and use (default casino_ci)
//   CI_PG_WAIT_S   how long to wait for the server (default 60)
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const serverUrl = new URL(process.env.CI_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const database = process.env.CI_PG_DATABASE || 'casino_ci';
const waitSeconds = Number(process.env.CI_PG_WAIT_S || 60);

if (!/^[a-z_][a-z0-9_]*$/.test(database)) {
  console.error(`[ci-database] invalid database name: ${database}`);
  process.exit(1);
}

async function connect() {
  const deadline = Date.now() + waitSeconds * 1000;
  let lastError;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: serverUrl.toString(), connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      return client;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await sleep(1000);
    }
  }
  console.error(
    `[ci-database] PostgreSQL at ${serverUrl.host} did not answer within ${waitSeconds} s (${lastError?.message ?? 'no answer'}).\n` +
      '[ci-database] The platform tests must run on PostgreSQL as well as SQLite: start PostgreSQL or set CI_PG_URL.',
  );
  process.exit(1);
}

const client = await connect();
try {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (rowCount === 0) {
    await client.query(`create database ${database}`);
    console.error(`[ci-database] created database ${database}`);
  }
} finally {
  await client.end();
}
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${database}`;
console.log(databaseUrl.toString());
