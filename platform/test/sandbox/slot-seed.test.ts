import { randomUUID } from 'node:crypto';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, newPlayer } from '../accounts/helpers';
import { LOSING_SEED, balance, grant, launch, ledgerCheck, seedSlot, spin } from '../wallet/helpers';

/** The reels and wins of `count` 1 € rounds of a player on game 1. */
async function play(client: Client, token: string, count: number) {
  const rounds = [];
  for (let i = 0; i < count; i++) {
    const res = await spin(client, token, 1);
    expect(res.status).toBe(200);
    rounds.push({ reels: res.body.reels, win: res.body.win });
  }
  return rounds;
}

describe.each(ENGINES)('sandbox slot seed (%s)', (engine) => {
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN });

  async function seededPlayer(seed: number) {
    const { client, userId } = await newPlayer(running.url);
    await grant(running.url, userId, { cash: 100 });
    await seedSlot(running.url, userId, seed);
    return { client, userId, token: await launch(client, 1) };
  }

  it('one seed plays the same rounds for every player, in order; another seed other rounds; reseeding starts again', async () => {
    const a = await seededPlayer(1);
    const b = await seededPlayer(1);
    const c = await seededPlayer(2);
    const rounds = await play(a.client, a.token, 6);
    expect(await play(b.client, b.token, 6)).toEqual(rounds);
    expect(await play(c.client, c.token, 6)).not.toEqual(rounds);
    // Seed 1 begins with a win of 10 line bets, then 6 (1 € bets: 1 € and 0.60 €).
    expect(rounds.slice(0, 2).map((r) => r.win)).toEqual([1, 0.6]);
    await seedSlot(running.url, a.userId, 1);
    expect(await play(a.client, a.token, 3)).toEqual(rounds.slice(0, 3));
    // Money moved as the rounds say, and the ledger holds.
    const won = rounds.reduce((sum, r) => sum + r.win, 0) + rounds.slice(0, 3).reduce((sum, r) => sum + r.win, 0);
    expect((await balance(a.client)).balance).toBeCloseTo(100 - 9 + won, 2);
    expect((await ledgerCheck(running.url, a.userId)).ok).toBe(true);
  });

  it('the losing seed of the limit tests loses its first six rounds', async () => {
    const { client, token } = await seededPlayer(LOSING_SEED);
    expect((await play(client, token, 6)).map((r) => r.win)).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await balance(client)).balance).toBe(94);
  });

  it('a retried idempotency key answers its first round and takes no round of the seed', async () => {
    const reference = await seededPlayer(5);
    const expected = await play(reference.client, reference.token, 2);
    const { client, token } = await seededPlayer(5);
    const key = randomUUID();
    const first = await spin(client, token, 1, key);
    expect((await spin(client, token, 1, key)).body).toEqual(first.body);
    expect(first.body.reels).toEqual(expected[0].reels);
    expect((await spin(client, token, 1)).body.reels).toEqual(expected[1].reels);
  });

  it('seed null draws at random again; the seed of one player leaves the others random', async () => {
    const seeded = await seededPlayer(1);
    const other = await newPlayer(running.url);
    await grant(running.url, other.userId, { cash: 100 });
    const otherToken = await launch(other.client, 1);
    const reference = await play(seeded.client, seeded.token, 8);
    // Eight random rounds of 5 x 30 stops equal to the seed's have a chance of 30^-40.
    expect(await play(other.client, otherToken, 8)).not.toEqual(reference);
    const cleared = await seedSlot(running.url, seeded.userId, null);
    expect(cleared.body).toEqual({ success: true, userId: seeded.userId, seed: null });
    const fresh = await seededPlayer(1);
    await seedSlot(running.url, fresh.userId, null);
    expect(await play(fresh.client, fresh.token, 8)).not.toEqual(reference);
  });

  it('admin only: no or a wrong token 403; an unknown player 404; a seed out of range or not an integer 400 and nothing changes', async () => {
    const { client, userId, token } = await seededPlayer(1);
    const path = `${running.url}/sandbox/admin/players/${userId}/slotSeed`;
    const post = (body: unknown, headers: Record<string, string> = { 'x-admin-token': ADMIN_TOKEN }) =>
      fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    expect((await post({ seed: 2 }, {})).status).toBe(403);
    expect((await post({ seed: 2 }, { 'x-admin-token': 'wrong' })).status).toBe(403);
    const unknown = await fetch(`${running.url}/sandbox/admin/players/99999999/slotSeed`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN_TOKEN },
      body: JSON.stringify({ seed: 2 }),
    });
    expect(unknown.status).toBe(404);
    for (const seed of [-1, 2 ** 31, 1.5, 'x', undefined]) {
      const res = await post(seed === undefined ? {} : { seed });
      expect(res.status).toBe(400);
      expect((await res.json()).errorCode).toBe(195);
    }
    // Still seed 1: the first round wins 1 €.
    expect((await play(client, token, 1))[0].win).toBe(1);
  });
});
