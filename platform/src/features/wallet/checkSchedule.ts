import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/schema';
import type { LedgerCheckSettings } from '../../config';
import { ledgerCheckRan, ledgerCheckStarted, type LedgerCheckPass } from '../../metrics/ledgerCheck';
import { checkLedger, type LedgerCheck } from './check';
import { highestLedgerId, ledgerEntriesBetween } from './store/ledgerCheck';

/**
 * The ledger check on a schedule (docs/decisions.md#ledger-check-schedule): every intervalMs each
 * instance checks, with checkLedger, every player whose ledger got rows since its last pass, at
 * most rowsPerPass rows and playersPerPass players a pass (the rest wait for the next), plus the
 * players found broken before, until they are not. A pass reads only rows up to the highest id
 * seen at the pass before, so a transaction still open then (its rows numbered before later
 * ones that committed first) has committed by the time its rows are read. The first pass starts
 * rowsPerPass rows back. Its result goes to the metrics (platform_ledger_check_*) and a broken
 * player to the error log.
 */

interface Cursor {
  /** Rows up to this id have been checked. */
  after?: number;
  /** The highest id at the pass before: this pass reads no further. */
  ceiling?: number;
  /** Players whose ledger was broken at their last check. */
  broken: Set<number>;
}

interface PassResult extends LedgerCheckPass {
  /** Problems of the players found broken by this pass (for the log). */
  problems: LedgerCheck['problems'];
}

export async function checkLedgerPass(
  db: Db,
  cursor: Cursor,
  settings: Pick<LedgerCheckSettings, 'rowsPerPass' | 'playersPerPass'>,
): Promise<PassResult> {
  const top = await highestLedgerId(db);
  const ceiling = cursor.ceiling ?? top;
  const after = cursor.after ?? Math.max(0, ceiling - settings.rowsPerPass);
  const rows = await ledgerEntriesBetween(db, after, ceiling, settings.rowsPerPass);
  const players = new Set<number>();
  let last = after;
  let counted = 0;
  for (const r of rows) {
    const player = r.player_id === null ? undefined : Number(r.player_id);
    if (player !== undefined && !players.has(player)) {
      if (players.size >= settings.playersPerPass) break;
      players.add(player);
    }
    last = Number(r.id);
    counted++;
  }
  const problems: LedgerCheck['problems'] = [];
  const toCheck = new Set([...players, ...cursor.broken]);
  for (const player of toCheck) {
    const check = await checkLedger(db, player);
    if (check.problems.length === 0) cursor.broken.delete(player);
    else {
      if (!cursor.broken.has(player)) problems.push(...check.problems);
      cursor.broken.add(player);
    }
  }
  // The next pass goes on from the last row taken, up to what is the highest id now.
  cursor.after = last;
  cursor.ceiling = top;
  return { rows: counted, players: toCheck.size, brokenPlayers: cursor.broken.size, behindRows: Math.max(0, top - last), problems };
}

/** Runs checkLedgerPass every intervalMs while the app listens (off when intervalMs is 0). */
export function startLedgerCheck(app: FastifyInstance, db: Db, settings: LedgerCheckSettings): void {
  if (settings.intervalMs <= 0) return;
  const cursor: Cursor = { broken: new Set() };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = async () => {
    try {
      const result = await checkLedgerPass(db, cursor, settings);
      ledgerCheckRan(result);
      if (result.problems.length > 0)
        app.log.error(
          { ledgerProblems: result.problems.slice(0, 20), brokenPlayers: result.brokenPlayers },
          'ledger check found a broken invariant',
        );
    } catch (err) {
      ledgerCheckRan(undefined);
      app.log.warn({ err }, 'ledger check could not run');
    }
  };
  app.addHook('onReady', async () => {
    ledgerCheckStarted();
    timer = setInterval(() => {
      if (!running) running = pass().finally(() => (running = undefined));
    }, settings.intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
