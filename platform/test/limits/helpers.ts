import { randomUUID } from 'node:crypto';
import type { PlatformDb } from '../../src/db';
import { migrateAndSeed } from '../../src/setup';
import { NEW_PLAYER_DEFAULTS } from '../../src/features/accounts/store/players';
import { lockWallet } from '../../src/features/wallet/ledger';
import { readSteps, runBeforeBet } from '../../src/features/games/rounds/steps';
import { ROUND_STEPS } from '../../src/features/roundSteps';
import { spinReal } from '../../src/features/games/slot';
import type { Rng } from '../../src/features/games/slot/engine';
import type { Db } from '../../src/db/schema';
import type { CheckResult } from '../../src/features/limits';
import { AppError } from '../../src/errors';
import { createTestDatabase, type TestDatabase } from '../shared/helpers';
import { hashPassword } from '../../src/crypto';

export const PASSWORD = 'limits-secret-1';

/**
 * A migrated, seeded database (with the limits tables of 0005_limits) and a game to play, opened
 * before the suite's tests and dropped after them (call at the top of a describe block).
 */
export function limitsDatabaseForSuite(engine: 'sqlite' | 'postgres'): { readonly database: PlatformDb; readonly gameId: number } {
  let testDb: TestDatabase | undefined;
  let opened: { database: PlatformDb; gameId: number } | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(engine);
    const database = testDb.open();
    await migrateAndSeed(database);
    const game = await database.db.selectFrom('game').select('id').orderBy('id').executeTakeFirstOrThrow();
    opened = { database, gameId: Number(game.id) };
  });
  afterAll(async () => {
    await opened?.database.close();
    await testDb?.cleanup();
  });
  const current = () => {
    if (!opened) throw new Error('the limits database is not open (used outside its describe block?)');
    return opened;
  };
  return {
    get database() {
      return current().database;
    },
    get gameId() {
      return current().gameId;
    },
  };
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
 * A game round's limits part as spinReal runs it: one transaction, the wallet lock, the round
 * steps' beforeBet (the limits step: cool-off, then the loss limits for real-money bets), then
 * the round row with a chosen outcome (no money moves: the loss is read from the rounds).
 * Answers the step's verdict as a check result.
 */
export async function playRound(database: PlatformDb, r: RoundInput): Promise<CheckResult> {
  return database.db.transaction().execute(async (trx) => {
    const wallet = await lockWallet(trx, r.playerId, r.now);
    try {
      const ctx = { trx, playerId: r.playerId, gameId: r.gameId, key: `test:${randomUUID()}`, now: r.now };
      const reads = await readSteps(ROUND_STEPS, ctx);
      await runBeforeBet(ROUND_STEPS, {
        ...ctx,
        roundId: randomUUID(),
        wallet,
        reads,
        betCents: r.betCents,
        freeSpin: r.freeSpin === true,
        freeSpinsId: null,
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { ok: false, errorCode: err.errorCode, message: err.message, ...(err.params ? { params: err.params } : {}) } as CheckResult;
    }
    const check: CheckResult = { ok: true };
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

/** Reels drawn from a seed (spinReal's `rng`): the same outcomes, wins among them, on every run. */
export const seededReels = (seed: number) => {
  let n = seed;
  return (max: number) => (n = (n * 1103515245 + 12345) % 2 ** 31) % max;
};

/** A real-money round with every round step, a fresh key and the given reels (spinReal). */
export const spinWith = (db: Db, rng: Rng, round: { playerId: number; gameId: number; betCents: number; now: number }) =>
  spinReal(db, { ...round, idempotencyKey: randomUUID(), steps: ROUND_STEPS, rng });

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
