import type { LogEvent } from 'kysely';
import { ENGINES, appForSuite } from '../shared/helpers';
import { ADMIN_TOKEN, Client, Clock, expectError, newPlayer } from '../accounts/helpers';
import { ledgerCheck } from '../wallet/helpers';
import { at } from '../limits/helpers';
import { seedPlayHistory } from '../../scripts/playHistory';
import { HISTORY_PAGE_ROWS, historyCsv, resolveRange } from '../../src/features/playOverview';
import { helsinkiDate } from './helpers';

/**
 * GET /player/history (features/playOverview/history.ts): the account history of 100,000 rounds as
 * CSV, whose sums equal the ledger's; columns named in fi, et and en; read page by page (the
 * memory a download holds does not grow with the history); only the session's own player; bad
 * input 400/195.
 */
const ROUNDS = 100_000;
const DAY = 24 * 60 * 60 * 1000;

const COLUMNS = {
  fi: 'Aika,Tapahtuma,Peli,Panos (raha),Panos (bonusraha),Voitto (raha),Voitto (bonusraha),Saldon muutos,Viite',
  et: 'Aeg,Tehing,Mäng,Panus (raha),Panus (boonusraha),Võit (raha),Võit (boonusraha),Saldo muutus,Viide',
  en: 'Time,Type,Game,Bet (cash),Bet (bonus money),Win (cash),Win (bonus money),Balance change,Reference',
};

/** Cents of a CSV amount ("-12.30"), exactly; 0 for an empty cell. */
function cents(cell: string): number {
  if (cell === '') return 0;
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(cell);
  if (!match) throw new Error(`Not an amount with a dot and two decimals: ${cell}`);
  return (match[1] ? -1 : 1) * (Number(match[2]) * 100 + Number(match[3]));
}

/** GET a history as the browser saves it: its bytes, decoded keeping the byte order mark (fetch's text() drops it). */
async function download(client: Client, query: string) {
  const res = await fetch(`${client.base}/player/history?${query}`, {
    headers: { cookie: client.cookie ?? '', 'x-forwarded-for': client.ip },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

/** The lines of a CSV answer (none of its fields is quoted: names without commas, amounts, references). */
const linesOf = (text: string): string[] => text.split('\r\n').slice(0, -1);

describe.each(ENGINES)('account history as CSV (%s)', (engine) => {
  const clock = new Clock();
  const statements: string[] = [];
  const running = appForSuite(engine, { adminToken: ADMIN_TOKEN, clock, onQuery: (e: LogEvent) => statements.push(e.query.sql) });
  const now = at('2026-06-15T12:00:00+03:00');
  let player: Awaited<ReturnType<typeof newPlayer>>;
  const from = now - 365 * DAY;

  beforeAll(async () => {
    clock.t = now;
    player = await newPlayer(running.url);
    const games = await running.database.db.selectFrom('game').select('id').orderBy('id').limit(5).execute();
    await seedPlayHistory(running.database.db, {
      playerId: player.userId,
      gameIds: games.map((g) => Number(g.id)),
      rounds: ROUNDS,
      from,
      to: now - 60_000,
    });
  }, 120_000);

  it('downloads 100,000 rounds whose sums equal the ledger, in time order with Helsinki offsets', async () => {
    const res = await download(player.client, `from=${helsinkiDate(from)}&lang=en`);
    expect(res.status).toBe(200);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="account-history-${helsinkiDate(from)}-2026-06-15.csv"`);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = linesOf(res.text.slice(1));
    expect(header).toBe(COLUMNS.en);

    const sums = { betCash: 0, betPromo: 0, winCash: 0, winPromo: 0, change: 0, deposit: 0, withdrawal: 0, cancel: 0 };
    const count: Record<string, number> = {};
    let previousMs = 0;
    for (const row of rows) {
      const [time, type, game, betCash, betPromo, winCash, winPromo, change, reference] = row.split(',');
      count[type] = (count[type] ?? 0) + 1;
      // ISO 8601 to the second with the offset Helsinki had then, never going back; a reference on
      // every row, a game on every round.
      const ms = Date.parse(time);
      const wrong =
        !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[23]:00$/.test(time) ||
        ms < previousMs ||
        helsinkiDate(ms) !== time.slice(0, 10) ||
        reference === '' ||
        ((type === 'Round' || type === 'Free spin') && game === '');
      if (wrong) throw new Error(`Row out of place or shape: ${row}`);
      previousMs = ms;
      sums.betCash += cents(betCash);
      sums.betPromo += cents(betPromo);
      sums.winCash += cents(winCash);
      sums.winPromo += cents(winPromo);
      sums.change += cents(change);
      if (type === 'Deposit') sums.deposit += cents(change);
      if (type === 'Withdrawal') sums.withdrawal += cents(change);
      if (type === 'Withdrawal cancelled') sums.cancel += cents(change);
    }
    expect((count.Round ?? 0) + (count['Free spin'] ?? 0)).toBe(ROUNDS);

    const ledger = await running.database.db
      .selectFrom('wallet_ledger')
      .select(['kind', 'account', (eb) => eb.fn.sum<number>('amount_cents').as('sum'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('player_id', '=', player.userId)
      .where('account', 'in', ['cash', 'promo'])
      .groupBy(['kind', 'account'])
      .execute();
    const sum = (kind: string, account: string) => Number(ledger.find((l) => l.kind === kind && l.account === account)?.sum ?? 0);
    const n = (kind: string) => ledger.filter((l) => l.kind === kind && l.account === 'cash').reduce((s, l) => s + Number(l.n), 0);
    expect(sums).toEqual({
      betCash: -sum('bet', 'cash'),
      betPromo: -sum('bet', 'promo'),
      winCash: sum('win', 'cash'),
      winPromo: sum('win', 'promo'),
      change: ['bet', 'win', 'deposit', 'withdrawal', 'withdrawal_cancel'].reduce((s, k) => s + sum(k, 'cash') + sum(k, 'promo'), 0),
      deposit: sum('deposit', 'cash'),
      withdrawal: sum('withdrawal', 'cash'),
      cancel: sum('withdrawal_cancel', 'cash'),
    });
    expect([count.Deposit, count.Withdrawal, count['Withdrawal cancelled']]).toEqual([
      n('deposit'),
      n('withdrawal'),
      n('withdrawal_cancel'),
    ]);
    expect(count['Withdrawal cancelled']).toBeGreaterThan(0);
    expect(count['Free spin']).toBeGreaterThan(0);
  }, 120_000);

  it('is given a history the ledger check finds right (the seeding helper writes what the platform would)', async () => {
    const small = await newPlayer(running.url);
    const games = await running.database.db.selectFrom('game').select('id').orderBy('id').limit(3).execute();
    const seeded = await seedPlayHistory(running.database.db, {
      playerId: small.userId,
      gameIds: games.map((g) => Number(g.id)),
      rounds: 6_000,
      from: now - 30 * DAY,
      to: now - 60_000,
      seed: 7,
    });
    expect(seeded).toMatchObject({ rounds: 6_000, freeSpinRounds: expect.any(Number), cancelledWithdrawals: expect.any(Number) });
    expect(seeded.freeSpinRounds * seeded.cancelledWithdrawals).toBeGreaterThan(0);
    expect((await ledgerCheck(running.url, small.userId)).problems).toEqual([]);
  });

  it('is read a page at a time: what a download holds does not grow with the history', async () => {
    const roundPages = () => statements.filter((s) => /from "game_round" as "r"/.test(s)).length;
    const before = roundPages();
    const range = resolveRange({ from: helsinkiDate(from) }, now);
    const chunks = historyCsv(running.database.db, player.userId, range, 'fi');
    const header = await chunks.next();
    expect(header.value).toBe(`\uFEFF${COLUMNS.fi}\r\n`);
    const first = await chunks.next();
    expect(linesOf(first.value as string)).toHaveLength(HISTORY_PAGE_ROWS);
    // One page of rounds read so far (and the next asked for once the first ran out, at most).
    expect(roundPages() - before).toBeLessThanOrEqual(2);
    // Each further chunk of lines reads at most one more page: nothing is read ahead of the download.
    for (let n = 1; n <= 3; n++) {
      const chunk = await chunks.next();
      expect(linesOf(chunk.value as string)).toHaveLength(HISTORY_PAGE_ROWS);
      expect(roundPages() - before).toBeLessThanOrEqual(n + 2);
    }
    await chunks.return(undefined);
    expect(roundPages() - before).toBeLessThan(ROUNDS / HISTORY_PAGE_ROWS / 10);
  }, 120_000);

  it("names its columns and rows in fi, et and en (default: the player's language), covers only its range and only the session's player", async () => {
    const range = 'from=2026-06-01&to=2026-06-15';
    const inRange = (text: string) => linesOf(text.slice(1)).slice(1);
    const types: Record<string, Set<string>> = {};
    for (const lang of ['fi', 'et', 'en'] as const) {
      const res = await download(player.client, `${range}&lang=${lang}`);
      expect(linesOf(res.text.slice(1))[0]).toBe(COLUMNS[lang]);
      types[lang] = new Set(inRange(res.text).map((row) => row.split(',')[1]));
    }
    expect([...types.fi].sort()).toEqual(expect.arrayContaining(['Pelikierros']));
    expect([...types.et].sort()).toEqual(expect.arrayContaining(['Mänguvoor']));
    expect([...types.en].sort()).toEqual(expect.arrayContaining(['Round']));
    const byDefault = await download(player.client, range);
    expect(linesOf(byDefault.text.slice(1))[0]).toBe(COLUMNS.fi);
    expect(byDefault.headers.get('content-disposition')).toBe('attachment; filename="tilihistoria-2026-06-01-2026-06-15.csv"');
    const dates = inRange(byDefault.text).map((row) => row.slice(0, 10));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((d) => d < '2026-06-01' || d > '2026-06-15')).toEqual([]);

    const other = await newPlayer(running.url, { language: 'et' });
    const empty = await download(other.client, range);
    expect(empty.text).toBe(`\uFEFF${COLUMNS.et}\r\n`);
    expect((await other.client.get('/player/overview')).body.totals).toMatchObject({ rounds: 0, deposits: 0 });
  });

  it('answers bad input with 400/195 naming the field, and 401/115 without a session', async () => {
    const bad = async (query: string, field: string, rule: string) => {
      const res = await player.client.get(`/player/history?${query}`);
      expectError(res, 400, 195);
      expect(res.body.params).toMatchObject({ field, rule, in: 'querystring' });
    };
    await bad('lang=sv', 'lang', 'enum');
    await bad('period=quarter', 'period', 'enum');
    await bad('from=2026-13-01', 'from', 'pattern');
    await bad('to=2026-04-31', 'to', 'date');
    await bad('from=2026-06-02&to=2026-06-01', 'from', 'range');
    expectError(await new Client(running.url).get('/player/history'), 401, 115);
  });
});
