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
import { type BankFaultRow, bankAnswers5xx, bankAnswersSlowly, bankNeverAnswers } from '../../platform/scripts/bank-faults';
import { ADMIN_TOKEN } from '../../platform/test/accounts/helpers';
import { type FaultDeployment, type FaultRow, SCENARIOS, runScenario, startFaultDeployment } from './faults';

/**
 * The bank simulator's faults (docs/decisions.md#bank-faults), run on one platform instance (its
 * fault setting and sandbox clock are its own) after the deployment's faults: new customers deposit
 * while the bank misbehaves. `never` moves that instance's clock on, so it runs last.
 */
const BANK_FAULTS: { name: string; run: typeof bankAnswersSlowly }[] = [
  { name: 'bank answers after 5 s', run: bankAnswersSlowly },
  { name: 'bank answers 5xx', run: bankAnswers5xx },
  { name: 'bank approval never comes back', run: bankNeverAnswers },
];

async function bankRow(d: FaultDeployment, fault: (typeof BANK_FAULTS)[number]): Promise<FaultRow> {
  const deposits = 5;
  const row: BankFaultRow = await fault.run({
    apiBase: `http://127.0.0.1:${d.cluster.platforms[0].port}`,
    adminToken: ADMIN_TOKEN,
    origin: d.cluster.url,
    deposits,
  });
  return {
    fault: fault.name,
    requestsDuringFault: row.requests,
    failedByStatus: row.failedByStatus,
    secondsToRecover: row.secondsToRecover,
    roundsAcknowledged: 0,
    roundsLost: 0,
    depositsAcknowledged: deposits,
    depositsLost: row.lostDeposits,
    slowestMs: 0,
    wrong: [],
    moneyProblems: [],
  };
}

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
  const bankFaults = only ? BANK_FAULTS.filter((f) => f.name.includes(only)) : BANK_FAULTS;
  if (scenarios.length + bankFaults.length === 0)
    throw new Error(`no fault named like '${only}': ${SCENARIOS.map((s) => s.name).join('; ')}`);
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
    for (const fault of bankFaults) {
      console.log(`[faults] ${fault.name}`);
      rows.push(await bankRow(deployment, fault));
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
