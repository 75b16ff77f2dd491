import type { Db } from '../../../db/schema';

/** The player's deposits and withdrawals as /transactions lists them: counts, pages, totals. */

export interface ListPage {
  limit: number;
  offset: number;
}

export async function countPlayerDeposits(db: Db, playerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('payment_deposit')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the player's deposits, latest first. */
export async function playerDepositsPage(db: Db, playerId: number, page: ListPage) {
  return db
    .selectFrom('payment_deposit')
    .select(['id', 'status', 'amount_cents', 'currency', 'method', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

/** Cents the player withdrew (pending and paid withdrawals). */
export async function withdrawnCents(db: Db, playerId: number): Promise<number> {
  const row = await db
    .selectFrom('payment_withdrawal')
    .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
    .where('player_id', '=', playerId)
    .where('status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  return Number(row?.s ?? 0);
}

export async function countPlayerWithdrawals(db: Db, playerId: number): Promise<number> {
  const { n } = await db
    .selectFrom('payment_withdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One page of the player's withdrawals, latest first. */
export async function playerWithdrawalsPage(db: Db, playerId: number, page: ListPage) {
  return db
    .selectFrom('payment_withdrawal')
    .select(['reference', 'status', 'amount_cents', 'currency', 'method', 'created_at'])
    .where('player_id', '=', playerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
