import type { Counter, Gauge } from 'prom-client';
import { counter, gauge } from './registry';

/**
 * The scheduled ledger check's result (features/wallet/checkSchedule.ts): declared when the job
 * starts, so that an instance not running it says nothing rather than a 0 that reads as broken.
 */
interface LedgerCheckMetrics {
  lastRun: Gauge;
  ok: Gauge;
  runs: Counter<'result'>;
  rows: Counter;
  players: Counter;
  broken: Gauge;
  behind: Gauge;
}
let metrics: LedgerCheckMetrics | undefined;

/** The job started: nothing known broken yet. */
export function ledgerCheckStarted(): void {
  if (metrics) return;
  metrics = {
    lastRun: gauge({ name: 'ledger_check_last_run_timestamp_seconds', help: 'When the last scheduled ledger check ended (Unix seconds)' }),
    ok: gauge({ name: 'ledger_check_ok', help: '1 while the scheduled ledger check knows no broken invariant, 0 once it found one' }),
    runs: counter({
      name: 'ledger_check_runs_total',
      help: 'Scheduled ledger check passes by result (ok, broken, failed: the check itself could not run)',
      labelNames: ['result'],
    }),
    rows: counter({ name: 'ledger_check_rows_checked_total', help: 'Ledger rows whose players the scheduled check has checked' }),
    players: counter({ name: 'ledger_check_players_checked_total', help: 'Players whose whole ledger the scheduled check has checked' }),
    broken: gauge({
      name: 'ledger_check_broken_players',
      help: 'Players whose ledger was found broken and still is (checked again every pass)',
    }),
    behind: gauge({ name: 'ledger_check_behind_rows', help: 'Ledger rows written but not checked yet' }),
  };
  metrics.ok.set(1);
}

export interface LedgerCheckPass {
  rows: number;
  players: number;
  brokenPlayers: number;
  behindRows: number;
}

/** A pass ended (`pass` undefined: it failed to run, e.g. the database was away). */
export function ledgerCheckRan(pass: LedgerCheckPass | undefined): void {
  if (!metrics) return;
  metrics.lastRun.set(Date.now() / 1000);
  if (!pass) {
    metrics.runs.inc({ result: 'failed' });
    return;
  }
  metrics.runs.inc({ result: pass.brokenPlayers > 0 ? 'broken' : 'ok' });
  metrics.rows.inc(pass.rows);
  metrics.players.inc(pass.players);
  metrics.broken.set(pass.brokenPlayers);
  metrics.behind.set(pass.behindRows);
  metrics.ok.set(pass.brokenPlayers > 0 ? 0 : 1);
}
