import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { checkLedger } from '../../src/features/wallet/check';
import { periodOf, type PeriodKind } from '../../src/features/limits';

/**
 * Every money invariant the crash and simulation tests hold the platform to, read straight from
 * the database after the load: the ledger checker (sums, balances, running balances, duplicate
 * keys), each credited deposit credited exactly once and nothing else credited, each round
 * all-or-nothing (its bet entries and its row together, no entries of a round that is not
 * there), each withdrawal debited once and a cancelled one returned once, every spin the
 * client saw answered present, and the running loss totals that claim to be current equal their
 * rounds (lossTotalProblems). Answers the problems found (empty: all hold).
 */
export async function moneyProblems(db: Kysely<Database>, acknowledgedRounds: Iterable<string> = []): Promise<string[]> {
  const problems: string[] = [];
  const check = await checkLedger(db);
  for (const p of check.problems) problems.push(`ledger: ${JSON.stringify(p)}`);

  const ledger = await db.selectFrom('wallet_ledger').select(['player_id', 'kind', 'amount_cents', 'idempotency_key']).execute();
  const byKey = new Map<string, { kind: string; amount: number }[]>();
  for (const r of ledger) {
    const k = `${r.player_id}|${r.idempotency_key}`;
    byKey.set(k, [...(byKey.get(k) ?? []), { kind: r.kind, amount: Number(r.amount_cents) }]);
  }
  const rowsOf = (playerId: number | null, key: string) => byKey.get(`${playerId}|${key}`) ?? [];

  for (const d of await db.selectFrom('payment_deposit').select(['id', 'player_id', 'status', 'amount_cents']).execute()) {
    const rows = ledger.filter((r) => r.idempotency_key === `deposit:${d.id}`);
    const want = d.status === 'ok' ? 1 : 0;
    if (rows.length !== want) problems.push(`deposit ${d.id} (${d.status}) has ${rows.length} credits, expected ${want}`);
    if (
      rows.length === 1 &&
      (Number(rows[0].amount_cents) !== Number(d.amount_cents) || Number(rows[0].player_id) !== Number(d.player_id))
    ) {
      problems.push(
        `deposit ${d.id} credited ${rows[0].amount_cents} to ${rows[0].player_id}, expected ${d.amount_cents} to ${d.player_id}`,
      );
    }
  }

  const rounds = await db
    .selectFrom('game_round')
    .select(['round_id', 'player_id', 'idempotency_key', 'bet_cash_cents', 'bet_promo_cents', 'free_spin'])
    .execute();
  const roundKeys = new Set(rounds.map((r) => `${r.player_id}|${r.idempotency_key}`));
  for (const r of rounds) {
    const pid = Number(r.player_id);
    const bet = [...rowsOf(pid, `${r.idempotency_key}:bet:cash`), ...rowsOf(pid, `${r.idempotency_key}:bet:promo`)].reduce(
      (s, x) => s + x.amount,
      0,
    );
    const want = Number(r.free_spin) === 1 ? 0 : -(Number(r.bet_cash_cents) + Number(r.bet_promo_cents));
    if (bet !== want) problems.push(`round ${r.round_id}: bet entries ${bet}, expected ${want}`);
  }
  for (const r of ledger) {
    // Round keys are `spin:<client key>` and the tests' client keys are UUIDs (no colon).
    const m = /^(spin:[^:]+):/.exec(r.idempotency_key);
    if (r.idempotency_key.startsWith('spin:') && (!m || !roundKeys.has(`${r.player_id}|${m[1]}`))) {
      problems.push(`ledger entry ${r.idempotency_key} of player ${r.player_id} has no round`);
    }
  }
  const roundIds = new Set(rounds.map((r) => r.round_id));
  for (const id of acknowledgedRounds) if (!roundIds.has(id)) problems.push(`acknowledged round ${id} is missing`);

  for (const w of await db
    .selectFrom('payment_withdrawal')
    .select(['id', 'player_id', 'status', 'amount_cents', 'idempotency_key'])
    .execute()) {
    const pid = Number(w.player_id);
    const debit = rowsOf(pid, w.idempotency_key).filter((x) => x.kind === 'withdrawal');
    if (debit.length !== 1 || debit[0].amount !== -Number(w.amount_cents))
      problems.push(`withdrawal ${w.id}: debits ${JSON.stringify(debit)}, expected one of ${-Number(w.amount_cents)}`);
    const back = rowsOf(pid, `withdrawal:${w.id}:cancel`);
    const wantBack = w.status === 'cancelled' ? 1 : 0;
    if (back.length !== wantBack) problems.push(`withdrawal ${w.id} (${w.status}) returned ${back.length} times, expected ${wantBack}`);
  }
  problems.push(...(await lossTotalProblems(db)));
  return problems;
}

/**
 * A player's money through the business tables, in cents: credited deposits, withdrawals not
 * cancelled, real-money bets (free spins cost nothing) and wins. The balance must equal
 * deposits - withdrawn - bets + wins, plus what bonuses granted and forfeited.
 */
export async function playerMoneyFlows(
  db: Kysely<Database>,
  playerId: number,
): Promise<{ deposits: number; withdrawn: number; bets: number; wins: number }> {
  const total = async (q: Promise<{ s: number | null } | undefined>) => Number((await q)?.s ?? 0);
  const [deposits, withdrawn, bets, wins] = await Promise.all([
    total(
      db
        .selectFrom('payment_deposit')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
        .where('player_id', '=', playerId)
        .where('status', '=', 'ok')
        .executeTakeFirst(),
    ),
    total(
      db
        .selectFrom('payment_withdrawal')
        .select((eb) => eb.fn.sum<number>('amount_cents').as('s'))
        .where('player_id', '=', playerId)
        .where('status', 'in', ['pending', 'paid'])
        .executeTakeFirst(),
    ),
    total(
      db
        .selectFrom('game_round')
        .select((eb) => eb.fn.sum<number>('bet_cents').as('s'))
        .where('player_id', '=', playerId)
        .where('free_spin', '=', 0)
        .executeTakeFirst(),
    ),
    total(
      db
        .selectFrom('game_round')
        .select((eb) => eb.fn.sum<number>('win_cents').as('s'))
        .where('player_id', '=', playerId)
        .executeTakeFirst(),
    ),
  ]);
  return { deposits, withdrawn, bets, wins };
}

/**
 * The running loss totals (docs/decisions.md#loss-totals) of every player whose row is current (its
 * turnover is the wallet's): each period's net is the bets minus wins of the player's real-money
 * rounds in it, and no round of the player is later than the kept day (the kept periods are the
 * latest).
 */
export async function lossTotalProblems(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const rows = await db
    .selectFrom('player_loss_total as t')
    .innerJoin('player_balance as b', 'b.player_id', 't.player_id')
    .selectAll('t')
    .select('b.total_turnover_cents')
    .execute();
  for (const t of rows) {
    if (Number(t.turnover_cents) !== Number(t.total_turnover_cents)) continue;
    const kinds: [PeriodKind, number, number][] = [
      ['day', Number(t.day_start), Number(t.day_net_cents)],
      ['week', Number(t.week_start), Number(t.week_net_cents)],
      ['month', Number(t.month_start), Number(t.month_net_cents)],
    ];
    for (const [kind, start, net] of kinds) {
      const { end } = periodOf(kind, start);
      const sum = await db
        .selectFrom('game_round')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb('bet_cents', '-', eb.ref('win_cents'))), eb.lit(0)).as('net'))
        .where('player_id', '=', t.player_id)
        .where('free_spin', '=', 0)
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .executeTakeFirstOrThrow();
      if (Number(sum.net) !== net)
        problems.push(`loss total of player ${t.player_id} for the ${kind} from ${start}: ${net}, rounds say ${sum.net}`);
    }
    const later = await db
      .selectFrom('game_round')
      .select('id')
      .where('player_id', '=', t.player_id)
      .where('created_at', '>=', periodOf('day', Number(t.day_start)).end)
      .executeTakeFirst();
    if (later) problems.push(`loss total of player ${t.player_id}: a round after its day`);
  }
  return problems;
}
