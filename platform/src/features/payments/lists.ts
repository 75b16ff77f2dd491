import { euros } from '../wallet';
import type { Db } from '../../db/schema';

/** Paged lists, 10 per page (docs/architecture.md). */
const LIST_PAGE_SIZE = 10;

export interface TransactionPage<T> {
  count: number;
  pageCount: number;
  page: number;
  transactions: T[];
}

const paging = (count: number, page: number) => ({ count, pageCount: Math.ceil(count / LIST_PAGE_SIZE), page });

interface DepositItem {
  id: number;
  status: string;
  amount: number;
  currency: string;
  method: string;
  createdTime: number;
}

export async function listDeposits(db: Db, playerId: number, page: number, withTotals: boolean) {
  const { n } = await db
    .selectFrom('payment_deposit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('payment_deposit')
    .select(['id', 'status', 'amount_cents', 'currency', 'method', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE)
    .execute();
  const result: TransactionPage<DepositItem> & { totalAmounts?: { deposited: number; withdrawn: number; currency: string } } = {
    ...paging(Number(n), page),
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
    const dep = await db
      .selectFrom('payment_deposit')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
      .where('player_id', '=', playerId)
      .where('status', '=', 'ok')
      .executeTakeFirst();
    const wd = await db
      .selectFrom('payment_withdrawal')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
      .where('player_id', '=', playerId)
      .where('status', 'in', ['pending', 'paid'])
      .executeTakeFirst();
    result.totalAmounts = { deposited: euros(Number(dep?.s ?? 0)), withdrawn: euros(Number(wd?.s ?? 0)), currency: 'EUR' };
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
  const { n } = await db
    .selectFrom('payment_withdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('payment_withdrawal')
    .select(['reference', 'status', 'amount_cents', 'currency', 'method', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE)
    .execute();
  return {
    ...paging(Number(n), page),
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
  let count = db
    .selectFrom('game_round')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId);
  let q = db
    .selectFrom('game_round as r')
    .innerJoin('game as g', 'g.id', 'r.game_id')
    .select(['r.round_id', 'r.game_id', 'g.friendly_name', 'r.bet_cents', 'r.win_cents', 'r.free_spin', 'r.created_at'])
    .where('r.player_id', '=', playerId);
  if (gameId !== undefined) {
    count = count.where('game_id', '=', gameId);
    q = q.where('r.game_id', '=', gameId);
  }
  const { n } = await count.executeTakeFirstOrThrow();
  const rows = await q
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LIST_PAGE_SIZE)
    .offset((page - 1) * LIST_PAGE_SIZE)
    .execute();
  return {
    ...paging(Number(n), page),
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
