import type { Db } from '../../../db/schema';

/** Binds a deposit to the browser that started it (the hash of its binding cookie, http/browserBinding.ts). */
export async function bindDepositToBrowser(db: Db, tokenHash: string, browserHash: string): Promise<void> {
  await db.updateTable('payment_deposit').set({ browser_hash: browserHash }).where('token_hash', '=', tokenHash).execute();
}
