/**
 * A long play history written straight into the tables, as the platform would have written it:
 * deposits through the bank (payment_deposit, ledger `deposit`), rounds (game_round with their bet
 * and win entries, the win split between cash and promo as spinReal splits it), free-spin rounds,
 * promo grants, withdrawals pending or cancelled, each with its counterpart entry and the player's
 * running balance_after, and the balance row they end on; so that checkLedger finds nothing wrong.
 * For the account-history test and the overview bench (npm run bench:overview): 100,000 rounds
 * through spinReal would take minutes. Deterministic for a seed.
 */
import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Insertable } from 'kysely';
import { isPostgres } from '../src/db/migrations/util';
import type { Database, Db, Trx } from '../src/db/schema';
import { seededRandom, type SeededRandom } from './seededRandom';

type RoundRow = Insertable<Database['game_round']>;
type EntryRow = Insertable<Database['wallet_ledger']>;

export interface PlayHistoryInput {
  playerId: number;
  /** Games the rounds are played on (the seeded catalogue's ids). */
  gameIds: number[];
  rounds: number;
  /** The span the history fills: rounds in sessions (seconds apart) with pauses between them. */
  from: number;
  to: number;
  /** The last `count` rounds in [from, to) instead (a busy spell at the end), the others before `from`. */
  last?: { count: number; from: number };
  seed?: number;
}

export interface PlayHistory {
  rounds: number;
  freeSpinRounds: number;
  deposits: number;
  withdrawals: number;
  cancelledWithdrawals: number;
}

/** Rows per INSERT: well below SQLite's 32,766 parameters (12 columns at most). */
const ROWS_PER_INSERT = 2000;
const BETS_CENTS = [10, 20, 50, 100, 200, 500];
/** Seven rounds in ten lose; the others win 0.5 to 10 times the bet (about 92 % returned). */
const WIN_FACTORS = [0.5, 1, 1, 2, 2, 3, 5, 10];
const DEPOSIT_CENTS = 50_000;

/** The rounds' times in [from, to): sessions of 20-200 rounds 2-20 s apart, the rest of the span spread as pauses between them. */
function roundTimes(n: number, from: number, to: number, rng: SeededRandom): number[] {
  const sessions: number[][] = [];
  for (let left = n; left > 0;) {
    const size = Math.min(left, rng.int(20, 200));
    const gaps = Array.from({ length: size }, (_, i) => (i === 0 ? 0 : rng.int(2_000, 20_000)));
    sessions.push(gaps);
    left -= size;
  }
  let played = sessions.reduce((sum, s) => sum + s.reduce((a, b) => a + b, 0), 0);
  // More play than the span holds (a busy spell): the rounds come faster, without pauses.
  const span = to - from - 1;
  if (played > span) {
    for (const gaps of sessions) for (let i = 1; i < gaps.length; i++) gaps[i] = Math.max(1, Math.floor((gaps[i] * span) / played));
    played = sessions.reduce((sum, s) => sum + s.reduce((a, b) => a + b, 0), 0);
  }
  const weights = sessions.map(() => rng.next() + 0.05);
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const pause = Math.max(0, span - played);
  const times: number[] = [];
  let t = from;
  for (const [i, gaps] of sessions.entries()) {
    for (const gap of gaps) times.push((t += gap));
    t += Math.floor((pause * weights[i]) / weightSum);
  }
  return times;
}

/**
 * A multi-row INSERT sent as its SQL text (building thousands of values through Kysely's query
 * builder costs more than the database's work here); on PostgreSQL one array a column (unnest),
 * which it parses and binds far faster than thousands of parameters.
 */
async function insertRows<T extends 'game_round' | 'wallet_ledger'>(trx: Trx, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]) as (keyof (typeof rows)[number])[];
  if (isPostgres(trx)) {
    const arrays = columns.map((c) => rows.map((row) => row[c] ?? null));
    const types = arrays.map((values) => (values.some((v) => typeof v === 'number') ? 'bigint' : 'text'));
    const unnest = types.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    await trx.executeQuery(CompiledQuery.raw(`insert into ${table} (${columns.join(', ')}) select * from unnest(${unnest})`, arrays));
    return;
  }
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${columns.map((c) => (params.push(row[c] ?? null), '?')).join(', ')})`);
  await trx.executeQuery(CompiledQuery.raw(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params));
}

/** Writes the history in one transaction; the player must exist and have no money yet. */
export async function seedPlayHistory(db: Db, input: PlayHistoryInput): Promise<PlayHistory> {
  const rng = seededRandom(input.seed ?? 45);
  const last = input.last ?? { count: 0, from: input.to };
  const times = [...roundTimes(input.rounds - last.count, input.from, last.from, rng), ...roundTimes(last.count, last.from, input.to, rng)];
  const history = await db.transaction().execute((trx) => writeHistory(trx, input, times, rng));
  // A bulk load is followed by what autovacuum gives tables grown by play: statistics (else
  // PostgreSQL plans for the tables as they were, nearly empty) and the visibility map (else an
  // index-only scan, the limits' sum of a month of rounds, visits every row).
  if (isPostgres(db)) await sql`vacuum analyze game_round, wallet_ledger, payment_deposit, payment_withdrawal`.execute(db);
  return history;
}

async function writeHistory(trx: Trx, input: PlayHistoryInput, times: number[], rng: SeededRandom): Promise<PlayHistory> {
  const { playerId } = input;
  const balance = { cash: 0, promo: 0, turnover: 0 };
  const summary: PlayHistory = { rounds: 0, freeSpinRounds: 0, deposits: 0, withdrawals: 0, cancelledWithdrawals: 0 };
  let rounds: RoundRow[] = [];
  let entries: EntryRow[] = [];
  const flush = async () => {
    await insertRows(trx, 'game_round', rounds);
    await insertRows(trx, 'wallet_ledger', entries);
    rounds = [];
    entries = [];
  };
  /** One movement's two entries (the player's account with its balance after, and the counterpart). */
  const move = (
    txn: string,
    kind: string,
    account: 'cash' | 'promo',
    contra: string,
    amount: number,
    key: string,
    reference: string,
    at: number,
  ) => {
    balance[account] += amount;
    const base = { txn, player_id: playerId, kind, reference, created_at: at };
    entries.push({ ...base, account, amount_cents: amount, balance_after: balance[account], idempotency_key: key });
    entries.push({ ...base, account: contra, amount_cents: -amount, balance_after: null, idempotency_key: `${key}/${contra}` });
  };
  const deposit = async (at: number) => {
    const row = await trx
      .insertInto('payment_deposit')
      .values({
        token_hash: `seed:${randomUUID()}`,
        kind: 'stored',
        player_id: playerId,
        method: 'bank',
        country: 'FIN',
        lang: 'fi',
        amount_cents: DEPOSIT_CENTS,
        currency: 'EUR',
        return_url: '/fi',
        status: 'ok',
        created_at: at - 30_000,
        expires_at: at + 1_800_000,
        decided_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    move(`seed:deposit:${id}`, 'deposit', 'cash', 'bank', DEPOSIT_CENTS, `deposit:${id}`, `deposit:${id}`, at);
    summary.deposits++;
  };
  const withdraw = async (at: number, cancelAt: number | null) => {
    const amount = rng.int(10, 50) * 100;
    const key = `withdraw:${randomUUID()}`;
    const reference = randomUUID().slice(0, 12);
    const row = await trx
      .insertInto('payment_withdrawal')
      .values({
        reference,
        player_id: playerId,
        method: 'bank',
        amount_cents: amount,
        currency: 'EUR',
        status: cancelAt === null ? 'pending' : 'cancelled',
        idempotency_key: key,
        created_at: at,
        decided_at: cancelAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    move(`seed:${key}`, 'withdrawal', 'cash', 'payout', -amount, key, `withdrawal:${reference}`, at);
    summary.withdrawals++;
    if (cancelAt !== null) {
      const id = Number(row.id);
      move(
        `seed:withdrawal:${id}:cancel`,
        'withdrawal_cancel',
        'cash',
        'payout',
        amount,
        `withdrawal:${id}:cancel`,
        `withdrawal:${reference}`,
        cancelAt,
      );
      summary.cancelledWithdrawals++;
    }
  };

  let freeSpinsLeft = 0;
  const keyPrefix = `seed-${randomUUID().slice(0, 8)}-`;
  for (const [n, at] of times.entries()) {
    if (balance.cash < 1_000) await deposit(at - 60_000);
    if (n % 5_000 === 2_500) {
      move(`seed:grant:${n}`, 'bonus_grant', 'promo', 'bonus', 2_000, `seed:grant:${n}`, `seed:grant:${n}`, at - 1_000);
      freeSpinsLeft = 10;
    }
    // A withdrawal now and then between sessions, a third of them cancelled a while later.
    if (n % 1_000 === 999 && balance.cash > 6_000) await withdraw(at + 1_000, rng.next() < 1 / 3 ? at + 2_000 : null);
    const roundId = randomUUID();
    // Keys in order: each index entry lands at the end of the player's, as a long history's would mostly.
    const key = `spin:${keyPrefix}${String(n).padStart(7, '0')}`;
    const freeSpin = freeSpinsLeft > 0;
    const bet = freeSpin ? 10 : rng.pick(BETS_CENTS.filter((b) => b <= balance.cash + balance.promo));
    // Bets on promo while there is some (the rest in cash), as a bonus player's rounds would.
    const betPromo = freeSpin ? 0 : Math.min(balance.promo, bet);
    const betCash = freeSpin ? 0 : bet - betPromo;
    const win = rng.next() < 0.7 ? 0 : Math.round(bet * rng.pick(WIN_FACTORS));
    const winPromo = freeSpin ? win : Math.floor((win * betPromo) / bet);
    const txn = `seed:round:${roundId}`;
    if (betCash > 0) move(txn, 'bet', 'cash', 'house', -betCash, `${key}:bet:cash`, roundId, at);
    if (betPromo > 0) move(txn, 'bet', 'promo', 'house', -betPromo, `${key}:bet:promo`, roundId, at);
    if (win - winPromo > 0) move(txn, 'win', 'cash', 'house', win - winPromo, `${key}:win:cash`, roundId, at);
    if (winPromo > 0) move(txn, 'win', 'promo', 'house', winPromo, `${key}:win:promo`, roundId, at);
    if (!freeSpin) balance.turnover += bet;
    else freeSpinsLeft--;
    rounds.push({
      round_id: roundId,
      player_id: playerId,
      game_id: input.gameIds[n % input.gameIds.length],
      idempotency_key: key,
      bet_cents: bet,
      bet_cash_cents: betCash,
      bet_promo_cents: betPromo,
      win_cents: win,
      free_spin: freeSpin ? 1 : 0,
      outcome: '{}',
      created_at: at,
      request_hash: null,
    });
    summary.rounds++;
    if (freeSpin) summary.freeSpinRounds++;
    if (rounds.length >= ROWS_PER_INSERT || entries.length >= ROWS_PER_INSERT) await flush();
  }
  await flush();
  const lastAt = times[times.length - 1] ?? input.from;
  await trx
    .insertInto('player_balance')
    .values({
      player_id: playerId,
      cash_cents: balance.cash,
      promo_cents: balance.promo,
      reserve_cents: 0,
      current_turnover_cents: balance.turnover,
      total_turnover_cents: balance.turnover,
      version: 1,
      transactions_blocked: 0,
      withdrawal_blocked: 0,
      first_deposit_lock: 0,
      updated_at: lastAt,
    })
    .onConflict((oc) =>
      oc.column('player_id').doUpdateSet({
        cash_cents: balance.cash,
        promo_cents: balance.promo,
        current_turnover_cents: balance.turnover,
        total_turnover_cents: balance.turnover,
        updated_at: lastAt,
      }),
    )
    .execute();
  return summary;
}
