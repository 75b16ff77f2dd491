import { euros } from '../wallet';
import { countPlayerRounds, playerRoundsPage } from '../games';
import type { Db } from '../../db/schema';
import {
  countPlayerDeposits,
  countPlayerWithdrawals,
  playerDepositsPage,
  playerWithdrawalsPage,
  withdrawnCents,
} from './store/transactionLists';
import { creditedDepositCents } from './store/creditedDeposits';

/** Paged lists, 10 per page (docs/architecture.md). */
const LIST_PAGE_SIZE = 10;

export interface TransactionPage<T> {
  count: number;
  pageCount: number;
  page: number;
  transactions: T[];
}

const paging = (count: number, page: number) => ({ count, pageCount: Math.ceil(count / LIST_PAGE_SIZE), page });
const pageRows = (page: number) => ({ limit: LIST_PAGE_SIZE, offset: (page - 1) * LIST_PAGE_SIZE });

interface DepositItem {
  id: number;
  status: string;
  amount: number;
  currency: string;
  method: string;
  createdTime: number;
}

export async function listDeposits(db: Db, playerId: number, page: number, withTotals: boolean) {
  const count = await countPlayerDeposits(db, playerId);
  const rows = await playerDepositsPage(db, playerId, pageRows(page));
  const result: TransactionPage<DepositItem> & { totalAmounts?: { deposited: number; withdrawn: number; currency: string } } = {
    ...paging(count, page),
    transactions: rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      amount: euros(Number(r.amount_cents)),
      currency: r.currency,
      method: r.method,
      createdTime: Number(r.created_at),
    })),
  };
  if (withTotals) {
    const deposited = await creditedDepositCents(db, playerId);
    const withdrawn = await withdrawnCents(db, playerId);
    result.totalAmounts = { deposited: euros(deposited), withdrawn: euros(withdrawn), currency: 'EUR' };
  }
  return result;
}

export interface WithdrawalItem {
  reference: string;
  status: string;
  amount: number;
  currency: string;
  method: string;
  createdTime: number;
}

export async function listWithdrawals(db: Db, playerId: number, page: number): Promise<TransactionPage<WithdrawalItem>> {
  const count = await countPlayerWithdrawals(db, playerId);
  const rows = await playerWithdrawalsPage(db, playerId, pageRows(page));
  return {
    ...paging(count, page),
    transactions: rows.map((r) => ({
      reference: r.reference,
      status: r.status,
      amount: euros(Number(r.amount_cents)),
      currency: r.currency,
      method: r.method,
      createdTime: Number(r.created_at),
    })),
  };
}

export interface GameTransactionItem {
  roundId: string;
  gameId: number;
  productTranslation: string;
  betAmount: number;
  winAmount: number;
  currency: string;
  freeSpin: boolean;
  createdTime: number;
}

export async function listGameRounds(
  db: Db,
  playerId: number,
  page: number,
  gameId?: number,
): Promise<TransactionPage<GameTransactionItem>> {
  const count = await countPlayerRounds(db, playerId, gameId);
  const rows = await playerRoundsPage(db, playerId, { ...pageRows(page), gameId });
  return {
    ...paging(count, page),
    transactions: rows.map((r) => ({
      roundId: r.round_id,
      gameId: Number(r.game_id),
      productTranslation: r.friendly_name,
      betAmount: euros(Number(r.bet_cents)),
      winAmount: euros(Number(r.win_cents)),
      currency: 'EUR',
      freeSpin: Number(r.free_spin) === 1,
      createdTime: Number(r.created_at),
    })),
  };
}
