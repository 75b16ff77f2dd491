import { randomUUID } from 'node:crypto';
import { roundStartReads } from '../../src/features/games/slot/service';
import { roundSessionCheck } from '../../src/features/accounts/roundSession';
import { buildRead, compileRead } from '../../src/db/readFragment';
import type { RoundSteps } from '../../src/features/games';
import { bonusesRoundStep } from '../../src/features/bonuses';
import { jackpotsRoundStep } from '../../src/features/jackpots';
import { limitsRoundStep } from '../../src/features/limits';
import { ROUND_STEPS } from '../../src/features/roundSteps';
import { sha256 } from '../../src/crypto';
import { ADMIN_TOKEN, Clock, newPlayer } from '../accounts/helpers';
import { ENGINES, appForSuite } from '../shared/helpers';
import { grant, launch, spin } from '../wallet/helpers';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A round's first read is composed of its owners' fragments (roundStartReads) and built and
 * compiled once per engine and list of fragments (compileRead, db/readFragment.ts); only their
 * values are filled in per round. It must be the statement a fresh build gives for that round (same
 * SQL, same parameters in the same order) and answer the same, whatever the player, key, time,
 * session and steps.
 */
describe.each(ENGINES)('games: the round start read built once (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });
  const STEP_LISTS: RoundSteps[] = [ROUND_STEPS, [], [jackpotsRoundStep, limitsRoundStep], [bonusesRoundStep]];

  it('gives the SQL, the parameters and the answers of a fresh build', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 10 });
    const token = await launch(client, 3);
    for (let i = 0; i < 3; i++) expect((await spin(client, token, 0.1)).status).toBe(200);
    const db = running.database.db;
    const { idempotency_key: playedKey } = await db
      .selectFrom('game_round')
      .select('idempotency_key')
      .where('player_id', '=', userId)
      .executeTakeFirstOrThrow();
    const { token_hash: sessionHash } = await db
      .selectFrom('player_session')
      .select('token_hash')
      .where('player_id', '=', userId)
      .executeTakeFirstOrThrow();
    const now = clock.now();
    await db
      .insertInto('free_spins')
      .values({ player_id: userId, game_id: 3, total: 5, remaining: 5, bet_cents: 20, created_at: now, expires_at: now + DAY })
      .execute();
    await db
      .insertInto('player_loss_limit')
      .values({
        player_id: userId,
        kind: 'dailyLoss',
        amount_cents: 10_000,
        pending_amount_cents: null,
        pending_removal: 0,
        pending_effective_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('player_cool_off')
      .values({ player_id: userId, days: 1, started_at: now, ends_at: now + DAY })
      .execute();
    const other = await newPlayer(running.url);

    let compared = 0;
    let answered = 0;
    for (const steps of STEP_LISTS)
      for (const playerId of [userId, other.userId, userId + 64])
        for (const key of [playedKey, `spin:${randomUUID()}`])
          for (const at of [now, now + 8 * DAY, now - 40 * DAY])
            for (const session of [undefined, sessionHash, sha256('unknown')])
              await db.transaction().execute(async (trx) => {
                const ctx = { trx, playerId, gameId: 3, key, now: at };
                const reads = roundStartReads(steps, ctx, session === undefined ? undefined : roundSessionCheck(session, DAY, DAY));
                const built = compileRead(trx, reads);
                const fresh = buildRead(trx, reads).compile();
                expect(built.sql).toBe(fresh.sql);
                expect(built.parameters).toEqual(fresh.parameters);
                const a = (await trx.executeQuery(built)).rows;
                const b = (await trx.executeQuery(fresh)).rows;
                expect(a).toEqual(b);
                compared++;
                const row = a[0] as Record<string, unknown>;
                if (playerId === userId && key === playedKey && session === sessionHash && at === now && steps === ROUND_STEPS) {
                  expect(row.prior).not.toBeNull();
                  expect(row.bonuses_free_id).not.toBeNull();
                  expect(Number(row.session_player)).toBe(userId);
                  expect(Number(row.limits_amount_dailyLoss)).toBe(10_000);
                  expect(row.limits_cool_off_end).not.toBeNull();
                  expect(row.jackpots_shard).not.toBeNull();
                  answered++;
                }
              });
    expect(compared).toBe(STEP_LISTS.length * 3 * 2 * 3 * 3);
    expect(answered).toBe(1);
  });
});
