import { randomUUID } from 'node:crypto';
import { ADMIN_TOKEN, Client, adminPost, expectError, newPlayer, type Res } from '../accounts/helpers';
import { TEST_IDENTITIES } from '../../src/sandbox/bank/identities';
import type { RunningApp } from '../shared/helpers';

export const ORIGIN = { origin: 'http://localhost:3000' };

/** The browser reaches the platform under /api (the site's rewrite); the tests call it directly. */
export const platformPath = (url: string): string => url.replace(/^\/api/, '');

export const FIN = TEST_IDENTITIES.filter((i) => i.country === 'FIN');
export const EST = TEST_IDENTITIES.filter((i) => i.country === 'EST');

/** Posts the simulator's decision for a deposit. */
export function decide(c: Client, redirectUrl: string, decision: string, identity?: string): Promise<Res> {
  return c.post(platformPath(redirectUrl), { decision, identity }, { as: 'urlencoded', headers: ORIGIN });
}

/** A new customer's deposit (pay-and-play) approved as `identity` (default: a new random person); the client ends logged in. */
export async function newCustomerDeposit(
  base: string,
  amount: number,
  identity = 'new',
  country: 'FIN' | 'EST' = 'FIN',
): Promise<{ client: Client; userId: number; token: string }> {
  const client = new Client(base);
  const init = await client.post('/payment/initDeposit', {
    country,
    amount,
    method: 'bank',
    currency: 'EUR',
    policyChecked: true,
    privacyPolicyChecked: true,
    returnUrl: '/fi',
  });
  if (init.status !== 200) throw new Error(`initDeposit: ${init.status} ${init.text}`);
  const d = await decide(client, init.body.redirectUrl, 'approve', identity);
  if (d.status !== 303) throw new Error(`approve: ${d.status} ${d.text}`);
  const st = await client.post('/payment/depositStatus', { token: init.body.token });
  if (st.status !== 200 || st.body.status !== 'ok' || !st.body.userId) throw new Error(`depositStatus: ${st.status} ${st.text}`);
  return { client, userId: st.body.userId, token: init.body.token };
}

/** A logged-in player's deposit (confirmDeposit) approved on the simulator. */
export async function storedDeposit(client: Client, amount: number, storedDetailReference?: string): Promise<string> {
  const init = await client.post('/payment/confirmDeposit', { amount, method: 'bank', storedDetailReference });
  if (init.status !== 200) throw new Error(`confirmDeposit: ${init.status} ${init.text}`);
  const d = await decide(client, init.body.redirectUrl, 'approve');
  if (d.status !== 303) throw new Error(`approve: ${d.status} ${d.text}`);
  return init.body.token;
}

export async function grant(base: string, userId: number, body: Record<string, unknown>): Promise<Res> {
  const res = await adminPost(base, `/sandbox/admin/players/${userId}/grant`, body);
  if (res.status !== 200) throw new Error(`grant: ${res.status} ${res.text}`);
  return res;
}

export async function flags(base: string, userId: number, body: Record<string, boolean>): Promise<Res> {
  const res = await adminPost(base, `/sandbox/admin/players/${userId}/moneyFlags`, body);
  if (res.status !== 200) throw new Error(`flags: ${res.status} ${res.text}`);
  return res;
}

/** Launches a game and answers the launch token (from the URL). */
export async function launch(c: Client, gameId: number, mode: 'real' | 'demo' = 'real'): Promise<string> {
  const res = await c.get(`/game/${mode}/${gameId}`);
  if (res.status !== 200) throw new Error(`launch: ${res.status} ${res.text}`);
  return decodeURIComponent(res.body.url.split('/').pop());
}

export const spin = (c: Client, token: string, bet: number, idempotencyKey: string = randomUUID()): Promise<Res> =>
  c.post(`/sandbox/slot/${encodeURIComponent(token)}/spin`, { bet, idempotencyKey }, { as: 'json', headers: ORIGIN });

export async function balance(c: Client) {
  const res = await c.get('/player/balance');
  if (res.status !== 200) throw new Error(`balance: ${res.status} ${res.text}`);
  return res.body;
}

/** Seeds the sandbox slot for a player: their real-money rounds draw their reels from `seed`, in order. */
export async function seedSlot(base: string, userId: number, seed: number | null): Promise<Res> {
  const res = await adminPost(base, `/sandbox/admin/players/${userId}/slotSeed`, { seed });
  if (res.status !== 200) throw new Error(`slotSeed: ${res.status} ${res.text}`);
  return res;
}

/** A seed whose first six rounds all lose (platform/test/sandbox/slot-seed.test.ts checks it). */
export const LOSING_SEED = 3;

/**
 * A player with 100 € and a daily loss limit of 10 € whose rounds on game 14 all lose (LOSING_SEED):
 * every spin of `bet` is played until the next one would take the loss over 10 €, which is
 * refused with 122 and moves nothing.
 */
export async function refusedByDailyLimit(
  base: string,
  bet: number,
): Promise<{ client: Client; userId: number; token: string; refused: Res }> {
  const { client, userId } = await newPlayer(base);
  await grant(base, userId, { cash: 100 });
  await seedSlot(base, userId, LOSING_SEED);
  expect((await client.post('/player/limit/loss', { dailyAmount: 10 })).status).toBe(200);
  const token = await launch(client, 14);
  for (let played = 0; played < Math.floor(10 / bet); played++) expect((await spin(client, token, bet)).status).toBe(200);
  const before = await balance(client);
  const refused = await spin(client, token, bet);
  expectError(refused, 403, 122);
  expect(await balance(client)).toEqual(before);
  return { client, userId, token, refused };
}

/** The ledger invariant through the admin endpoint (all players, or one). */
export async function ledgerCheck(base: string, playerId?: number) {
  const res = await fetch(`${base}/sandbox/admin/wallet/check${playerId ? `?playerId=${playerId}` : ''}`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
  });
  return res.json();
}

/** Sum of all ledger amounts of a player per account, straight from the database. */
export async function ledgerSums(running: Pick<RunningApp, 'database'>, playerId: number): Promise<Record<string, number>> {
  const rows = await running.database.db
    .selectFrom('wallet_ledger')
    .select(['account', (eb) => eb.fn.sum<number>('amount_cents').as('s')])
    .where('player_id', '=', playerId)
    .where('account', 'in', ['cash', 'promo', 'reserve'])
    .groupBy('account')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.account, Number(r.s)]));
}

export { expectError };
