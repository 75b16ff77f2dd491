import { randomUUID } from 'node:crypto';
import type { PlatformDb } from '../src/db';
import { migrations } from '../src/db/migrations';
import { up as limitsUp } from '../src/db/migrations/0005_limits';
import { migrateAndSeed } from '../src/db/setup';
import { hashPassword } from '../src/features/accounts/crypto';
import { NEW_PLAYER_DEFAULTS } from '../src/features/accounts/players';
import { lockWallet } from '../src/features/wallet/ledger';
import { checkBetAllowed, type CheckResult } from '../src/features/limits';
import { createTestDatabase, type TestDatabase } from './helpers';

export const PASSWORD = 'limits-secret-1';

/** A migrated, seeded database with the limits tables (applied here until the migration list carries 0005_limits). */
export async function openLimitsDatabase(engine: 'sqlite' | 'postgres'): Promise<{ testDb: TestDatabase; database: PlatformDb; gameId: number }> {
  const testDb = await createTestDatabase(engine);
  const database = testDb.open();
  await migrateAndSeed(database);
  if (!('0005_limits' in migrations)) await limitsUp(database.db);
  const game = await database.db.selectFrom('game').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { testDb, database, gameId: Number(game.id) };
}

let passwordHash: Promise<string> | undefined;

/** An active player with PASSWORD (the hash is computed once per test file: scrypt is slow on purpose). */
export async function createPlayer(database: PlatformDb, now: number, extra: { bankId?: string } = {}): Promise<number> {
  passwordHash ??= hashPassword(PASSWORD);
  const tag = randomUUID().slice(0, 12);
  const row = await database.db
    .insertInto('player')
    .values({
      ...NEW_PLAYER_DEFAULTS,
      email: `limits-${tag}@example.test`,
      nickname: `lim${tag}`,
      nickname_key: `lim${tag}`,
      password_hash: await passwordHash,
      first_name: 'Liisa',
      last_name: 'Rajala',
      birth_date: '1990-01-01',
      country: 'FIN',
      currency: 'EUR',
      language: 'fi',
      activated: 1,
      status: 'active',
      bank_id: extra.bankId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface RoundInput {
  playerId: number;
  gameId: number;
  betCents: number;
  winCents: number;
  now: number;
  freeSpin?: boolean;
  /** Part of the bet paid from promo money. */
  promoCents?: number;
}

/**
 * A game round as the wallet will run it once wired: one transaction, the wallet lock, the bet
 * checks (free spins skip them, as the wallet does), then the round row. Answers the check's result.
 */
export async function playRound(database: PlatformDb, r: RoundInput): Promise<CheckResult> {
  return database.db.transaction().execute(async (trx) => {
    await lockWallet(trx, r.playerId, r.now);
    const check: CheckResult = r.freeSpin ? { ok: true } : await checkBetAllowed(trx, r.playerId, r.betCents, r.now);
    if (!check.ok) return check;
    await trx
      .insertInto('game_round')
      .values({
        round_id: randomUUID(),
        player_id: r.playerId,
        game_id: r.gameId,
        idempotency_key: randomUUID(),
        bet_cents: r.betCents,
        bet_cash_cents: r.betCents - (r.promoCents ?? 0),
        bet_promo_cents: r.promoCents ?? 0,
        win_cents: r.winCents,
        free_spin: r.freeSpin ? 1 : 0,
        outcome: '{}',
        created_at: r.now,
      })
      .execute();
    return check;
  });
}

/** Epoch ms of a Helsinki wall-clock time given as an ISO string with its offset. */
export const at = (iso: string): number => {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new Error(`Bad time ${iso}`);
  return t;
};

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
