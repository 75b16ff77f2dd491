import { randomUUID } from 'node:crypto';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Clock, newPlayer } from '../accounts/helpers';
import { grant, ledgerCheck } from './helpers';
import { walletTransaction } from '../../src/features/wallet';
import { spinReal } from '../../src/features/games/slot';
import { ROUND_STEPS } from '../../src/features/roundSteps';

/**
 * Rounds running at the same time may share one COMMIT (features/wallet/groupCommit.ts): one
 * transaction that, when one of them fails after writing, rolls back and runs each again alone.
 * Every one stays all-or-nothing on its own.
 */
describe.each(ENGINES)('wallet: transactions sharing a commit stay all-or-nothing each (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  it('a transaction that fails after writing leaves nothing; those around it commit', async () => {
    const { db } = running.database;
    const marker = clock.now() + 12345;
    const results = await Promise.allSettled(
      [0, 1, 2].map((shard) =>
        walletTransaction(
          db,
          async (trx) => {
            await trx.updateTable('jackpot_shard').set({ updated_at: marker }).where('shard', '=', shard).execute();
            if (shard === 1) throw new Error('refused after writing');
            return shard;
          },
          { groupCommit: { playerId: 1000 + shard } },
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    const rows = await db.selectFrom('jackpot_shard').select(['shard', 'updated_at']).where('shard', 'in', [0, 1, 2]).execute();
    for (const r of rows) expect(Number(r.updated_at) === marker).toBe(r.shard !== 1);
  });

  it('concurrent spins with a refused one among them: the refused round moves nothing, the others are all there', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => newPlayer(running.url)));
    for (const p of players.slice(1)) await grant(running.url, p.userId, { cash: 5 });
    const keys = players.map(() => randomUUID());
    const results = await Promise.allSettled(
      players.map((p, i) =>
        spinReal(running.database.db, {
          playerId: p.userId,
          gameId: 2,
          betCents: 100,
          idempotencyKey: keys[i],
          now: clock.now(),
          steps: ROUND_STEPS,
        }),
      ),
    );
    expect(results[0].status).toBe('rejected');
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({ errorCode: 121 });
    expect(results.slice(1).every((r) => r.status === 'fulfilled')).toBe(true);
    const rounds = await running.database.db
      .selectFrom('game_round')
      .select(['player_id'])
      .where(
        'player_id',
        'in',
        players.map((p) => p.userId),
      )
      .execute();
    expect(rounds.map((r) => Number(r.player_id)).sort()).toEqual(
      players
        .slice(1)
        .map((p) => p.userId)
        .sort(),
    );
    const entries = await running.database.db.selectFrom('wallet_ledger').select('id').where('player_id', '=', players[0].userId).execute();
    expect(entries).toHaveLength(0);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });
});
