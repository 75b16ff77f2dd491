import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

export const JACKPOT_CURRENCY = 'EUR' as const;
const PPM = 1_000_000;

export interface Jackpot {
  slug: string;
  name: string;
  /** Euros with 2 decimals (cents / 100). */
  amount: number;
  amountCents: number;
  currency: string;
}

export async function listJackpots(db: Kysely<Database>): Promise<Jackpot[]> {
  const rows = await db
    .selectFrom('jackpot')
    .select(['slug', 'name', 'amount_cents'])
    .orderBy('sort_order')
    .orderBy('slug')
    .execute();
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    amount: Number(r.amount_cents) / 100,
    amountCents: Number(r.amount_cents),
    currency: JACKPOT_CURRENCY,
  }));
}

/**
 * Feeds every jackpot with its share of a bet: `contribution_ppm` millionths of the bet, in
 * integer arithmetic with the fractions of a cent carried over in `remainder_ppm`, so that many
 * small bets add up exactly. One UPDATE statement: safe with concurrent bets on both engines.
 * The wallet calls it inside the bet's transaction.
 */
export async function contributeToJackpots(
  trx: Kysely<Database> | Transaction<Database>,
  betCents: number,
  now: number,
): Promise<void> {
  if (!Number.isSafeInteger(betCents) || betCents < 0) {
    throw AppError.validation('betCents', 'Bet must be a non-negative whole number of cents');
  }
  if (betCents === 0) return;
  const share = sql<number>`(remainder_ppm + cast(${betCents} as bigint) * contribution_ppm)`;
  await trx
    .updateTable('jackpot')
    .set({
      amount_cents: sql`amount_cents + ${share} / ${sql.lit(PPM)}`,
      remainder_ppm: sql`${share} % ${sql.lit(PPM)}`,
      updated_at: now,
    })
    .execute();
}
