import type { Db } from '../../db/schema';
import { readWagering } from '../bonuses';
import { readWallet } from './ledger';
import { NO_WAGERING, balanceView, type BalanceView } from './service';

/**
 * The player's balance with the promo wagering bar (GET /player/balance). Apart from ./service.ts
 * because it reads the bonuses' requirement: the wallet's public module, which bonuses import,
 * imports no bonus code.
 */
export async function getBalance(db: Db, playerId: number): Promise<BalanceView> {
  const w = await readWallet(db, playerId);
  // A requirement with no promo money behind it is over (bonuses/wagering.ts).
  return balanceView(w, w.promo > 0 ? await readWagering(db, playerId) : NO_WAGERING);
}
