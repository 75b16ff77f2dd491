import type { Db, Trx } from '../../db/schema';
import { roundsForLedgerCheck } from '../games';
import { listJackpots } from '../jackpots';
import { depositsForLedgerCheck, paymentTotalsForLedgerCheck, withdrawalsForLedgerCheck } from '../payments';
import { ACCOUNTS, type Account } from './ledger';
import {
  balanceRows,
  clearingAccountSums,
  depositCredits,
  duplicateKeys,
  inLedgerSnapshot,
  jackpotAccountSums,
  latestBalances,
  ledgerTotals,
  playerAccountSums,
  roundMismatches,
  runningSumBreaks,
  unbalancedTxns,
  withdrawalMovements,
} from './store/ledgerCheck';

/**
 * The ledger checker (GET /sandbox/admin/wallet/check, the tests, the benchmarks, the crash and
 * simulation tests): proves the double-entry invariants and reconciles the ledger with the tables
 * that say what should have moved. Stable API: checkLedger(db, playerId?) → { players, entries,
 * total, problems }; ok when problems is empty.
 */

/** What the check found wrong (see checkLedger). */
type LedgerProblemKind =
  | 'sum'
  | 'latest'
  | 'running'
  | 'negative'
  | 'orphan'
  | 'duplicateKey'
  | 'unbalanced'
  | 'jackpot'
  | 'clearing'
  | 'deposit'
  | 'withdrawal'
  | 'round';

interface LedgerProblem {
  kind: LedgerProblemKind;
  /** The player concerned; 0 for what belongs to no one player (a jackpot pool, a house txn). */
  playerId: number;
  /**
   * The account concerned; 'row' for ledger rows of a player without a balance row or a key,
   * 'txn' for an unbalanced txn, 'bet' or 'win' for a round.
   */
  account: string;
  /** What the ledger holds (sum of the entries, or the row's balance_after). */
  ledgerSum?: number;
  /** What it should be: the balance row, the pool, the deposit, withdrawal or round. */
  balance?: number;
  /** duplicateKey: the idempotency key and how many rows carry it; deposit: credits found. */
  key?: string;
  count?: number;
  /** running: the first row whose balance_after does not follow from the rows before it. */
  entryId?: number;
  /** unbalanced: the txn whose entries do not sum to zero. */
  txn?: string;
  /** deposit, withdrawal, round: the reference of the row (deposit:<id>, withdrawal:<ref>, round id). */
  reference?: string;
}

export interface LedgerCheck {
  players: number;
  entries: number;
  /** Sum of all entries checked (0 when every txn balances). */
  total: number;
  problems: LedgerProblem[];
}

/**
 * Checks, for every player (or one):
 * - unbalanced: every txn's entries sum to zero (and so do all entries: `total`);
 * - sum / latest / running / negative / orphan: each player account (cash, promo, reserve) equals
 *   the sum of its entries, its last balance_after and the running sum of every row; nothing
 *   negative; no entries of a player without a balance row;
 * - duplicateKey: no idempotency key used twice by one player;
 * - jackpot (all players only): each pool's entries sum to the shown pool (base + shards);
 * - clearing: a player's payout account holds their pending withdrawals, their bank clearing
 *   account their paid withdrawals minus their credited deposits;
 * - deposit: an ok deposit is credited exactly once with its amount, any other status never;
 * - withdrawal: a pending or paid withdrawal took its amount off the cash once, a cancelled one
 *   gave it back, a paid one went to the bank;
 * - round: each round's bet and win entries equal the round row, and no bet or win entry lacks
 *   its round.
 */
export async function checkLedger(db: Db, playerId?: number): Promise<LedgerCheck> {
  return inLedgerSnapshot(db, (t) => checkLedgerIn(t, playerId));
}

const n = (v: unknown): number => Number(v ?? 0);

async function checkLedgerIn(db: Trx, playerId?: number): Promise<LedgerCheck> {
  const problems: LedgerProblem[] = [];

  // Double entry: every txn sums to zero.
  const totals = await ledgerTotals(db, playerId);
  for (const r of await unbalancedTxns(db, playerId))
    problems.push({ kind: 'unbalanced', playerId: n(r.player_id), account: 'txn', txn: r.txn, ledgerSum: n(r.total), balance: 0 });

  // Player accounts against the balance rows.
  const sums = await playerAccountSums(db, playerId);
  const balances = await balanceRows(db, playerId);
  const byPlayer = new Map<number, Record<Account, number>>();
  for (const r of sums) {
    const pid = n(r.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    acc[r.account] = n(r.total);
    byPlayer.set(pid, acc);
    if (n(r.min_after) < 0) problems.push({ kind: 'negative', playerId: pid, account: r.account, ledgerSum: n(r.min_after) });
  }
  for (const b of balances) {
    const pid = n(b.player_id);
    const acc = byPlayer.get(pid) ?? { cash: 0, promo: 0, reserve: 0 };
    const bal: Record<Account, number> = { cash: n(b.cash_cents), promo: n(b.promo_cents), reserve: n(b.reserve_cents) };
    for (const a of ACCOUNTS) {
      if (acc[a] !== bal[a]) problems.push({ kind: 'sum', playerId: pid, account: a, ledgerSum: acc[a], balance: bal[a] });
      if (bal[a] < 0) problems.push({ kind: 'negative', playerId: pid, account: a, balance: bal[a] });
    }
    byPlayer.delete(pid);
  }
  for (const [pid, acc] of byPlayer)
    problems.push({ kind: 'orphan', playerId: pid, account: 'row', ledgerSum: acc.cash + acc.promo + acc.reserve, balance: 0 });

  // The latest row of each player account carries the balance.
  const balanceOf = new Map(balances.map((b) => [n(b.player_id), b]));
  for (const r of await latestBalances(db, playerId)) {
    const b = balanceOf.get(n(r.player_id));
    const col = `${r.account}_cents` as 'cash_cents';
    if (b && n(b[col]) !== n(r.balance_after)) {
      problems.push({ kind: 'latest', playerId: n(r.player_id), account: r.account, ledgerSum: n(r.balance_after), balance: n(b[col]) });
    }
  }

  // Each balance_after is the running sum of the account's amounts; the first row that is not.
  const reported = new Set<string>();
  for (const r of await runningSumBreaks(db, playerId)) {
    const at = `${r.player_id}:${r.account}`;
    if (reported.has(at)) continue;
    reported.add(at);
    problems.push({
      kind: 'running',
      playerId: n(r.player_id),
      account: r.account,
      entryId: n(r.id),
      ledgerSum: n(r.balance_after),
      balance: n(r.expected),
    });
  }

  for (const r of await duplicateKeys(db, playerId))
    problems.push({ kind: 'duplicateKey', playerId: n(r.player_id), account: 'row', key: r.idempotency_key, count: n(r.n) });

  if (playerId === undefined) await checkJackpots(db, problems);
  await checkClearing(db, playerId, problems);
  await checkDeposits(db, playerId, problems);
  await checkWithdrawals(db, playerId, problems);
  await checkRounds(db, playerId, problems);
  return { players: balances.length, entries: n(totals?.n), total: n(totals?.total), problems };
}

/** Each pool's entries equal what /jackpots shows and what a win would pay. */
async function checkJackpots(db: Trx, problems: LedgerProblem[]): Promise<void> {
  const pools = await listJackpots(db);
  const held = new Map((await jackpotAccountSums(db)).map((r) => [r.account, n(r.total)]));
  for (const p of pools) {
    const account = `jackpot:${p.slug}`;
    const sum = held.get(account) ?? 0;
    held.delete(account);
    if (sum !== p.amountCents) problems.push({ kind: 'jackpot', playerId: 0, account, ledgerSum: sum, balance: p.amountCents });
  }
  for (const [account, sum] of held) if (sum !== 0) problems.push({ kind: 'jackpot', playerId: 0, account, ledgerSum: sum, balance: 0 });
}

/** What each payments total adds to a clearing account: payout holds the pending withdrawals; bank, paid out minus credited. */
const CLEARING = {
  pendingWithdrawals: { account: 'payout', sign: 1 },
  paidWithdrawals: { account: 'bank', sign: 1 },
  creditedDeposits: { account: 'bank', sign: -1 },
} as const;

/** A player's payout account holds their pending withdrawals; bank clearing: paid out minus credited. */
async function checkClearing(db: Trx, playerId: number | undefined, problems: LedgerProblem[]): Promise<void> {
  const ledger = await clearingAccountSums(db, playerId);
  const want = new Map<string, number>();
  for (const r of await paymentTotalsForLedgerCheck(db, playerId)) {
    const { account, sign } = CLEARING[r.total_of];
    const at = `${n(r.player_id)}:${account}`;
    want.set(at, (want.get(at) ?? 0) + sign * n(r.total));
  }
  const have = new Map(ledger.map((r) => [`${n(r.player_id)}:${r.account}`, n(r.total)]));
  for (const at of new Set([...want.keys(), ...have.keys()])) {
    const [pid, account] = at.split(':');
    if ((have.get(at) ?? 0) !== (want.get(at) ?? 0))
      problems.push({ kind: 'clearing', playerId: Number(pid), account, ledgerSum: have.get(at) ?? 0, balance: want.get(at) ?? 0 });
  }
}

/** An ok deposit is credited once with its amount; any other deposit never; no credit without its deposit. */
async function checkDeposits(db: Trx, playerId: number | undefined, problems: LedgerProblem[]): Promise<void> {
  for (const r of await depositCredits(db, depositsForLedgerCheck(playerId), playerId)) {
    const want = r.status === 'ok' ? n(r.amount_cents) : 0;
    const credits = n(r.credits);
    if (n(r.total) !== want || credits !== (r.status === 'ok' ? 1 : 0)) {
      problems.push({
        kind: 'deposit',
        playerId: n(r.player_id),
        account: 'cash',
        reference: r.reference,
        ledgerSum: n(r.total),
        balance: want,
        count: credits,
      });
    }
  }
}

/** Pending or paid: the amount left the cash once; cancelled: it came back; paid: it went to the bank. */
async function checkWithdrawals(db: Trx, playerId: number | undefined, problems: LedgerProblem[]): Promise<void> {
  for (const r of await withdrawalMovements(db, withdrawalsForLedgerCheck(playerId), playerId)) {
    const amount = n(r.amount_cents);
    const wantCash = r.status === 'pending' || r.status === 'paid' ? -amount : 0;
    const wantBank = r.status === 'paid' ? amount : 0;
    const pid = n(r.player_id);
    if (n(r.cash) !== wantCash)
      problems.push({
        kind: 'withdrawal',
        playerId: pid,
        account: 'cash',
        reference: r.reference,
        ledgerSum: n(r.cash),
        balance: wantCash,
      });
    if (n(r.bank) !== wantBank)
      problems.push({
        kind: 'withdrawal',
        playerId: pid,
        account: 'bank',
        reference: r.reference,
        ledgerSum: n(r.bank),
        balance: wantBank,
      });
    if (r.status !== null && n(r.debits) !== 1)
      problems.push({ kind: 'withdrawal', playerId: pid, account: 'cash', reference: r.reference, count: n(r.debits) });
  }
}

/** Each round's bet and win entries (cash + promo) equal its row; no bet or win entry without its round. */
async function checkRounds(db: Trx, playerId: number | undefined, problems: LedgerProblem[]): Promise<void> {
  for (const r of await roundMismatches(db, roundsForLedgerCheck(playerId), playerId)) {
    const pid = n(r.player_id);
    const bet = r.bet === null ? 0 : -n(r.bet);
    const win = n(r.win);
    if (r.bet === null || n(r.ledger_bet) !== bet)
      problems.push({ kind: 'round', playerId: pid, account: 'bet', reference: r.reference, ledgerSum: n(r.ledger_bet), balance: bet });
    if (r.bet === null ? n(r.ledger_win) !== 0 : n(r.ledger_win) !== win)
      problems.push({ kind: 'round', playerId: pid, account: 'win', reference: r.reference, ledgerSum: n(r.ledger_win), balance: win });
  }
}
