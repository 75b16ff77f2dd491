import { Client, type Res } from '../accounts/helpers';
import { decide } from '../wallet/helpers';

/** A logged-in player's deposit that names a campaign, approved on the simulator; answers confirmDeposit's answer. */
export async function campaignDeposit(client: Client, amount: number, campaignId: number): Promise<Res> {
  const init = await client.post('/payment/confirmDeposit', { amount, method: 'bank', campaignId });
  if (init.status !== 200) return init;
  const d = await decide(client, init.body.redirectUrl, 'approve');
  if (d.status !== 303) throw new Error(`approve: ${d.status} ${d.text}`);
  return init;
}

export async function freeSpinList(client: Client, page = 1) {
  const res = await client.get(`/player/bonuses/freeSpins?page=${page}`);
  if (res.status !== 200) throw new Error(`freeSpins: ${res.status} ${res.text}`);
  return res.body.bonuses;
}

/** Logs the client in again (after the clock moved past the session's idle time). */
export async function relogin(client: Client, email: string, password: string): Promise<void> {
  const res = await client.post('/login', { email, password });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
}
