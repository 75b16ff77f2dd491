/**
 * WALLET_BENCH_PROFILE=1 of `npm run bench:wallet`: a V8 CPU profile of the platform (this
 * process) while a row plays, summed up as CPU ms per round by where the time went (the self
 * time of each sample, by the package or platform folder of its function), plus the inclusive
 * time of the round's main steps. The profile is also written to the temp folder for a closer look
 * (Chrome DevTools, Performance tab).
 */
import fs from 'node:fs';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const post = <T>(session: inspector.Session, method: string): Promise<T> =>
  new Promise((resolve, reject) => session.post(method, (err, result) => (err ? reject(err) : resolve(result as T))));

/** Where a sample's own time goes: a package or a platform folder (native calls count for their caller's file). */
function area({ functionName, url }: ProfileNode['callFrame']): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 (program)';
  if (functionName === 'writev' || functionName === 'writeBuffer' || functionName === 'writeUtf8String') return 'socket writes';
  // better-sqlite3's calls (the statement's work, and COMMIT's sync to disk) count for Kysely's driver.
  if (url.includes('kysely') && url.includes('sqlite-driver')) return 'SQLite (statements, commit sync)';
  if (!url) return `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1];
  const own = /platform\/src\/(features\/[^/]+|[^/]+)/.exec(url);
  if (own) return `platform ${own[1]}`;
  if (url.startsWith('node:'))
    return url
      .replace(/^node:(internal\/)?(deps\/)?/, 'node ')
      .replace(/\/.*$/, '')
      .replace(/_.*$/, '');
  return url;
}

const SPECIAL = new Set(['(garbage collector)', '(program)', 'writev', 'writeBuffer', 'writeUtf8String']);

/** Functions whose inclusive time is shown (what a round does, by name). */
const STEPS = [
  'spinLaunch',
  'resolveSession',
  'getRealLaunch',
  'spinReal',
  'lockWallet',
  'roundStart',
  'runBeforeBet',
  'collectStepMovements',
  'contributeFromTurnover',
  'applyMovements',
  'runAfterRound',
  'compileQuery',
  'serialize',
  'requestHash',
];

export async function profiled<T extends { rounds: number; errors: number }>(label: string, play: () => Promise<T>): Promise<T> {
  const session = new inspector.Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.start');
  let result: T;
  let profile: Profile;
  try {
    result = await play();
  } finally {
    profile = (await post<{ profile: Profile }>(session, 'Profiler.stop')).profile;
    session.disconnect();
  }
  const file = path.join(os.tmpdir(), `wallet-bench-${label.replace(/\W+/g, '-')}-${process.pid}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  summarise(label, profile, Math.max(1, result.rounds + result.errors), file);
  return result;
}

function summarise(label: string, profile: Profile, rounds: number, file: string): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  // The profiler's own stop (node:inspector) is not the platform's.
  const underProfiler = (id: number): boolean => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if ((byId.get(at) as ProfileNode).callFrame.url.startsWith('node:inspector')) return true;
    return false;
  };
  const areas = new Map<string, number>();
  const steps = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id) as ProfileNode;
    if (node.callFrame.functionName === '(idle)' || underProfiler(id)) continue;
    busy += us;
    // A native call (no url) counts for its nearest caller that has one.
    let frame = node.callFrame;
    for (let at = parent.get(id); !frame.url && !SPECIAL.has(frame.functionName) && at !== undefined; at = parent.get(at))
      frame = (byId.get(at) as ProfileNode).callFrame;
    const a = area(frame);
    areas.set(a, (areas.get(a) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = (byId.get(at) as ProfileNode).callFrame.functionName;
      if (STEPS.includes(name) && !seen.has(name)) {
        seen.add(name);
        steps.set(name, (steps.get(name) ?? 0) + us);
      }
    }
  }
  const ms = (us: number) => (us / 1000 / rounds).toFixed(3);
  console.log(`${label}: CPU profile ${file}; busy ${ms(busy)} ms per round, by area (self time):`);
  for (const [a, us] of [...areas].sort((x, y) => y[1] - x[1]).filter(([, us]) => us / busy >= 0.005))
    console.log(`  ${ms(us)}  ${((100 * us) / busy).toFixed(1).padStart(4)} %  ${a}`);
  console.log('  inclusive, by function:');
  for (const [s, us] of [...steps].sort((x, y) => y[1] - x[1]))
    console.log(`  ${ms(us)}  ${((100 * us) / busy).toFixed(1).padStart(4)} %  ${s}`);
}
