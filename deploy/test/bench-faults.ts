/**
 * `npm run bench:faults`: each fault of deploy/test/faults.ts (SCENARIOS) under load through the
 * front of the reference deployment, on a PostgreSQL and a Redis of the run's own (scratch folders,
 * free ports: nothing else on the machine is touched), one row per fault: requests made during
 * the fault, answers other than success by status, seconds from the broken part being back until
 * every instance serves again, acknowledged rounds and deposits and how many of them are missing
 * afterwards (0, always), and whether the money invariants hold. Figures, not a test: the fault
 * test (deploy/test/faults.test.ts) asserts the same runs with generous bounds.
 *
 *   npm run bench:faults              (the site's production build must exist: npm run build)
 *   npm run bench:faults -- "Redis"   only the faults whose name contains the text
 */
import { siteBuilt } from '../build.mjs';
import { type FaultRow, SCENARIOS, runScenario, startFaultDeployment } from './faults';

function table(rows: FaultRow[]): string {
  const head = [
    'fault',
    'requests during',
    'failed by status',
    'recover s',
    'rounds acked',
    'rounds lost',
    'deposits acked',
    'deposits lost',
    'slowest ms',
    'wrong',
    'ledger',
  ];
  const body = rows.map((r) => [
    r.fault,
    String(r.requestsDuringFault),
    Object.entries(r.failedByStatus)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ') || 'none',
    Number.isFinite(r.secondsToRecover) ? r.secondsToRecover.toFixed(2) : 'never',
    String(r.roundsAcknowledged),
    String(r.roundsLost),
    String(r.depositsAcknowledged),
    String(r.depositsLost),
    String(r.slowestMs),
    String(r.wrong.length),
    r.moneyProblems.length === 0 ? 'ok' : `${r.moneyProblems.length} problems`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)].join('\n');
}

async function main(): Promise<void> {
  if (!siteBuilt()) throw new Error('no production build of the site: run `npm run build` first');
  const only = process.argv[2];
  const scenarios = only ? SCENARIOS.filter((s) => s.name.includes(only)) : SCENARIOS;
  if (scenarios.length === 0) throw new Error(`no fault named like '${only}': ${SCENARIOS.map((s) => s.name).join('; ')}`);
  console.log('[faults] starting a private PostgreSQL and Redis and the deployment (2 site, 2 platform instances, nginx)');
  const deployment = await startFaultDeployment();
  const rows: FaultRow[] = [];
  try {
    for (const scenario of scenarios) {
      console.log(`[faults] ${scenario.name}`);
      const row = await runScenario(deployment, scenario);
      for (const w of row.wrong.slice(0, 5)) console.log(`[faults]   wrong: ${w}`);
      for (const p of row.moneyProblems.slice(0, 5)) console.log(`[faults]   money: ${p}`);
      rows.push(row);
    }
  } finally {
    await deployment.stop();
  }
  console.log(`\n${table(rows)}`);
  if (rows.some((r) => r.roundsLost > 0 || r.depositsLost > 0 || r.moneyProblems.length > 0)) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
