import { newPlayer, type Client, type Res } from '../accounts/helpers';
import { storedDeposit } from '../wallet/helpers';
import type { RunningApp } from '../shared/helpers';

/**
 * What the play overview tests compare its answers with: figures summed by the test itself from
 * the ledger's entries and the round rows, bucketed by dates read with Intl in Europe/Helsinki
 * (not with the platform's period code), and time played by the rule of
 * docs/decisions.md#time-played written again here.
 */

const HELSINKI_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' });
const HELSINKI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** The Helsinki calendar date of an instant, YYYY-MM-DD. */
export const helsinkiDate = (ms: number): string => HELSINKI_DATE.format(ms);
/** The Helsinki wall-clock time of an instant, HH:MM. */
const helsinkiTime = (ms: number): string => HELSINKI_TIME.format(ms);

const PLAY_GAP_MS = 5 * 60_000;

/** The figures of the overview in cents (and ms), as the test sums them. */
export interface Expected {
  betsReal: number;
  betsPromo: number;
  winsReal: number;
  winsPromo: number;
  deposits: number;
  withdrawals: number;
  withdrawalsCancelled: number;
  /** Real-money rounds' bets minus wins (not floored: a period floors its own sum). */
  lossNet: number;
  rounds: number;
  freeSpinRounds: number;
  playedMs: number;
}

const none = (): Expected => ({
  betsReal: 0,
  betsPromo: 0,
  winsReal: 0,
  winsPromo: 0,
  deposits: 0,
  withdrawals: 0,
  withdrawalsCancelled: 0,
  lossNet: 0,
  rounds: 0,
  freeSpinRounds: 0,
  playedMs: 0,
});

/** A player's figures by Helsinki date, from every ledger entry of their cash and promo and every round row. */
export async function figuresByDate(running: Pick<RunningApp, 'database'>, playerId: number): Promise<Map<string, Expected>> {
  const db = running.database.db;
  const entries = await db
    .selectFrom('wallet_ledger')
    .select(['kind', 'account', 'amount_cents', 'created_at'])
    .where('player_id', '=', playerId)
    .where('account', 'in', ['cash', 'promo'])
    .execute();
  const rounds = await db
    .selectFrom('game_round')
    .select(['id', 'bet_cents', 'win_cents', 'free_spin', 'created_at'])
    .where('player_id', '=', playerId)
    .execute();
  const byDate = new Map<string, Expected>();
  const at = (ms: number): Expected => {
    const date = helsinkiDate(ms);
    let e = byDate.get(date);
    if (!e) byDate.set(date, (e = none()));
    return e;
  };
  for (const l of entries) {
    const e = at(Number(l.created_at));
    const amount = Number(l.amount_cents);
    const cash = l.account === 'cash';
    if (l.kind === 'bet') {
      if (cash) e.betsReal -= amount;
      else e.betsPromo -= amount;
    } else if (l.kind === 'win') {
      if (cash) e.winsReal += amount;
      else e.winsPromo += amount;
    } else if (l.kind === 'jackpot_win' && cash) e.winsReal += amount;
    else if (l.kind === 'deposit' && cash) e.deposits += amount;
    else if (l.kind === 'withdrawal' && cash) e.withdrawals -= amount;
    else if (l.kind === 'withdrawal_cancel' && cash) e.withdrawalsCancelled += amount;
  }
  const ordered = rounds.map((r) => ({ ...r, at: Number(r.created_at), id: Number(r.id) })).sort((a, b) => a.at - b.at || a.id - b.id);
  let previous: number | undefined;
  for (const r of ordered) {
    const e = at(r.at);
    e.rounds++;
    if (Number(r.free_spin) === 1) e.freeSpinRounds++;
    else e.lossNet += Number(r.bet_cents) - Number(r.win_cents);
    if (previous !== undefined && r.at - previous <= PLAY_GAP_MS) e.playedMs += r.at - previous;
    previous = r.at;
  }
  return byDate;
}

/** The test's figures of a span of dates [from, to] (YYYY-MM-DD, inclusive). */
function sumDates(byDate: Map<string, Expected>, from: string, to: string): Expected {
  const sum = none();
  for (const [date, e] of byDate) {
    if (date < from || date > to) continue;
    for (const k of Object.keys(sum) as (keyof Expected)[]) sum[k] += e[k];
  }
  return sum;
}

const cents = (euros: number): number => Math.round(euros * 100);

/** An answered period's (or the totals') figures in cents, to compare with Expected. */
export function answeredCents(f: Record<string, number>) {
  return {
    betsReal: cents(f.betsReal),
    betsPromo: cents(f.betsPromo),
    winsReal: cents(f.winsReal),
    winsPromo: cents(f.winsPromo),
    netReal: cents(f.netReal),
    netPromo: cents(f.netPromo),
    loss: cents(f.loss),
    deposits: cents(f.deposits),
    withdrawals: cents(f.withdrawals),
    withdrawalsCancelled: cents(f.withdrawalsCancelled),
    rounds: f.rounds,
    freeSpinRounds: f.freeSpinRounds,
    playedSeconds: f.playedSeconds,
  };
}

/** What an answered period should hold, from the test's figures. */
function expectedCents(e: Expected) {
  return {
    betsReal: e.betsReal,
    betsPromo: e.betsPromo,
    winsReal: e.winsReal,
    winsPromo: e.winsPromo,
    netReal: e.winsReal - e.betsReal,
    netPromo: e.winsPromo - e.betsPromo,
    loss: Math.max(0, e.lossNet),
    deposits: e.deposits,
    withdrawals: e.withdrawals,
    withdrawalsCancelled: e.withdrawalsCancelled,
    rounds: e.rounds,
    freeSpinRounds: e.freeSpinRounds,
    playedSeconds: Math.floor(e.playedMs / 1000),
  };
}

/** The day after a YYYY-MM-DD date. */
const nextDate = (date: string): string => new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The day before. */
const previousDate = (date: string): string => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
/** 0 = Monday ... 6 = Sunday. */
const weekday = (date: string): number => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * Checks an overview answer's periods against the calendar (Intl, Europe/Helsinki): each starts at
 * a local midnight on its date, ends where the next starts, days follow each other, weeks start on
 * Mondays, months on the 1st; and each period's and the totals' figures against the test's own.
 */
export function expectOverviewMatches(answer: Res['body'], byDate: Map<string, Expected>): void {
  const periods = answer.periods as ({ start: number; end: number; date: string } & Record<string, number>)[];
  for (const [i, p] of periods.entries()) {
    expect({ date: helsinkiDate(p.start), time: helsinkiTime(p.start) }).toEqual({ date: p.date, time: '00:00' });
    if (i > 0) expect(periods[i - 1].end).toBe(p.start);
    const last = previousDate(helsinkiDate(p.end));
    if (answer.period === 'day') expect(last).toBe(p.date);
    if (answer.period === 'week') expect([weekday(p.date), weekday(last)]).toEqual([0, 6]);
    if (answer.period === 'month') expect([p.date.slice(8), nextDate(last).slice(8)]).toEqual(['01', '01']);
    expect({ date: p.date, ...answeredCents(p) }).toEqual({ date: p.date, ...expectedCents(sumDates(byDate, p.date, last)) });
  }
  expect(answer.from).toBe(periods[0].date);
  expect(answer.to).toBe(previousDate(helsinkiDate(periods[periods.length - 1].end)));
  const totals = sumDates(byDate, answer.from, answer.to);
  expect(answeredCents(answer.totals)).toEqual(expectedCents(totals));
}

/** GET /player/overview with a query; throws on anything but 200. */
export async function overview(client: Client, query: Record<string, string> = {}): Promise<Res['body']> {
  const res = await client.get(`/player/overview?${new URLSearchParams(query)}`);
  if (res.status !== 200) throw new Error(`overview: ${res.status} ${res.text}`);
  return res.body;
}

/** A registered, logged-in player who deposits `amount` through the bank simulator; `login` starts a new session (after the clock moved past the idle time). */
export async function depositingPlayer(base: string, amount: number) {
  const { client, userId, email, password } = await newPlayer(base);
  if (amount > 0) await storedDeposit(client, amount);
  const login = async () => {
    const res = await client.post('/login', { email, password });
    if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
  };
  return { client, userId, login };
}
