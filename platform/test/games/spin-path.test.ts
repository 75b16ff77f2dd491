import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Clock, expectError, newPlayer } from '../accounts/helpers';
import { grant, launch, ledgerCheck, spin } from '../wallet/helpers';

/**
 * The spin route settles the launch and the session without statements of their own (launches
 * kept in memory; on PostgreSQL without a session cache the session is checked in the round's
 * first read): whatever changed since the launch was first used must still answer as before.
 */
describe.each(ENGINES)('wallet: the spin path checks launch and session in the round (%s)', (engine) => {
  const clock = new Clock();
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock });

  const cash = async (playerId: number) =>
    Number(
      (
        await running.database.db
          .selectFrom('player_balance')
          .select('cash_cents')
          .where('player_id', '=', playerId)
          .executeTakeFirstOrThrow()
      ).cash_cents,
    );
  const rounds = async (playerId: number) =>
    (await running.database.db.selectFrom('game_round').select('round_id').where('player_id', '=', playerId).execute()).length;

  it('after logout a spin on a launch already played answers 115 and moves nothing', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 10 });
    const token = await launch(client, 3);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    const before = await cash(userId);
    const cookie = client.cookie;
    expect((await client.post('/logout')).status).toBe(200);
    // The ended session's cookie sent again (a second tab, a replayed request).
    client.cookie = cookie;
    expectError(await spin(client, token, 0.1), 401, 115);
    expect(await cash(userId)).toBe(before);
    expect(await rounds(userId)).toBe(1);
  });

  it('a spin when the session is due its touch plays and touches it; after the idle time it answers 115 and ends it', async () => {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 10 });
    const token = await launch(client, 4);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    clock.advance(2 * 60_000);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    const session = await running.database.db
      .selectFrom('player_session')
      .select(['last_seen_at', 'ended_at'])
      .where('player_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(session.last_seen_at)).toBe(clock.now());
    expect(session.ended_at).toBeNull();
    clock.advance(31 * 60_000);
    const before = await cash(userId);
    expectError(await spin(client, token, 0.1), 401, 115);
    expect(await cash(userId)).toBe(before);
    const ended = await running.database.db
      .selectFrom('player_session')
      .select('ended_at')
      .where('player_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(ended.ended_at).not.toBeNull();
    expect(await rounds(userId)).toBe(2);
  });

  it('another player with a bad bet still gets 404 for the launch first; an expired launch answers 404', async () => {
    const { client, userId, email, password } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 10 });
    const token = await launch(client, 5);
    expect((await spin(client, token, 0.1)).status).toBe(200);
    const other = await newPlayer(running.url);
    expectError(await spin(other.client, token, 0.13), 404, 100);
    expectError(await spin(client, token, 0.13), 400, 195);
    clock.advance(12 * 60 * 60_000);
    // A new login (the old session is idle by now): the launch itself has expired.
    expect((await client.post('/login', { email, password })).status).toBe(200);
    expectError(await spin(client, token, 0.1), 404, 100);
    expect(await rounds(userId)).toBe(1);
    expect((await ledgerCheck(running.url)).ok).toBe(true);
  });
});
