import type { Db } from '../../db/schema';
import type { Lang } from '../../langs';
import { roundHistoryPage, type RoundHistoryRow } from '../games';
import { helsinkiOffset } from '../limits';
import { moneyHistoryPage, type MoneyHistoryRow } from '../wallet';
import type { OverviewRange } from './range';
import { HISTORY_TEXTS, type HistoryRowType } from './texts';

/**
 * The account history as CSV (docs/decisions.md#account-history): every round, deposit,
 * withdrawal, cancelled withdrawal and jackpot win of a range, in time order, read in keyset pages
 * of HISTORY_PAGE_ROWS from the rounds and from the ledger's money rows and written as they come,
 * so that a long history is never held in memory. UTF-8 with a byte order mark, comma-separated,
 * CRLF lines (RFC 4180); amounts in euros with a dot and two decimals; times in ISO 8601 on the
 * loss limits' calendar with its offset (+02:00 or +03:00).
 */

export const HISTORY_PAGE_ROWS = 1000;

const BYTE_ORDER_MARK = '\uFEFF';

/** Cents as euros with a dot and two decimals, exactly (no floating point). */
function money(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An instant on the Helsinki wall clock with its offset, to the second: 2025-03-30T04:15:00+03:00. */
function localIsoTime(ms: number): string {
  const offset = helsinkiOffset(ms);
  const hours = Math.floor(Math.abs(offset) / 3_600_000);
  const minutes = Math.floor((Math.abs(offset) % 3_600_000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${new Date(ms + offset).toISOString().slice(0, 19)}${sign}${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180). */
const field = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const line = (fields: string[]): string => `${fields.map(field).join(',')}\r\n`;

/** The keyset pages of one source, row by row; a page is read only when the one before is used up. */
async function* rowsOf<R extends { key: unknown }>(readPage: (after: R['key'] | null) => Promise<R[]>): AsyncGenerator<R> {
  let after: R['key'] | null = null;
  for (;;) {
    const rows = await readPage(after);
    yield* rows;
    if (rows.length < HISTORY_PAGE_ROWS) return;
    after = rows[rows.length - 1].key;
  }
}

const MONEY_TYPES: Record<MoneyHistoryRow['kind'], HistoryRowType> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawal_cancel: 'withdrawalCancel',
  jackpot_win: 'jackpotWin',
};

/** The CSV text of the player's history in `range`, in chunks of at most HISTORY_PAGE_ROWS lines (the first: the header). */
export async function* historyCsv(db: Db, playerId: number, range: OverviewRange, lang: Lang): AsyncGenerator<string> {
  const texts = HISTORY_TEXTS[lang];
  yield BYTE_ORDER_MARK + line([...texts.columns]);
  const roundLine = (r: RoundHistoryRow) =>
    line([
      localIsoTime(r.createdAt),
      texts.types[r.freeSpin ? 'freeSpin' : 'round'],
      r.game,
      money(r.betCashCents),
      money(r.betPromoCents),
      money(r.winCashCents),
      money(r.winPromoCents),
      money(r.winCashCents + r.winPromoCents - r.betCashCents - r.betPromoCents),
      r.roundId,
    ]);
  const moneyLine = (m: MoneyHistoryRow) => {
    const jackpot = m.kind === 'jackpot_win';
    return line([
      localIsoTime(m.createdAt),
      texts.types[MONEY_TYPES[m.kind]],
      '',
      '',
      '',
      jackpot ? money(m.amountCents) : '',
      '',
      money(m.amountCents),
      m.reference ?? '',
    ]);
  };
  const rounds = rowsOf<RoundHistoryRow>((after) => roundHistoryPage(db, playerId, range.start, range.end, after, HISTORY_PAGE_ROWS));
  const moneyRows = rowsOf<MoneyHistoryRow>((after) => moneyHistoryPage(db, playerId, range.start, range.end, after, HISTORY_PAGE_ROWS));
  let round = await rounds.next();
  let moved = await moneyRows.next();
  let chunk = '';
  let lines = 0;
  while (!round.done || !moved.done) {
    if (!moved.done && (round.done || moved.value.createdAt <= round.value.createdAt)) {
      chunk += moneyLine(moved.value);
      moved = await moneyRows.next();
    } else if (!round.done) {
      chunk += roundLine(round.value);
      round = await rounds.next();
    }
    if (++lines === HISTORY_PAGE_ROWS) {
      yield chunk;
      chunk = '';
      lines = 0;
    }
  }
  if (lines > 0) yield chunk;
}

/** The file name the download is saved under, in the player's language. */
export const historyFileName = (range: OverviewRange, lang: Lang): string =>
  `${HISTORY_TEXTS[lang].fileName}-${range.from}-${range.to}.csv`;
