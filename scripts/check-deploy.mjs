#!/usr/bin/env node
// `npm run lint` step: the reference deployment (deploy/) is valid as checked in.
// - The front's nginx configuration, rendered as deploy/README.md renders it (with and without TLS),
//   passes `nginx -t` with a temporary prefix.
// - The systemd units pass `systemd-analyze verify` (an instance of each template), where
//   systemd-analyze exists.
// - The units that restart a process (Restart=) use the numbers of `npm run cluster`'s supervisor
//   (deploy/supervise.mjs): RestartSec, StartLimitIntervalSec, StartLimitBurst.
// - The mtail program that reads the front's access log (deploy/mtail) compiles, where mtail exists.
// - The monitoring (deploy/monitoring): Prometheus' configuration and its alert rules pass
//   `promtool check config`, the rules' unit tests `promtool test rules`, and every query of the
//   Grafana dashboard parses as PromQL (checked as recording rules by `promtool check rules`).
// Without nginx or promtool the check fails in CI (`.ci/run` installs Debian's nginx and
// prometheus) and is skipped elsewhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderNginxConfig } from '../deploy/nginx/render.mjs';
import { RESTART_SEC, START_LIMIT_BURST, START_LIMIT_INTERVAL_SEC } from '../deploy/supervise.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NGINX = '/usr/sbin/nginx';
const MONITORING = path.join(ROOT, 'deploy', 'monitoring');
const UNITS = path.join(ROOT, 'deploy', 'systemd');
const problems = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-deploy-'));

function nginxTest(name, settings) {
  const prefix = path.join(dir, name);
  fs.mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    renderNginxConfig({
      sites: ['127.0.0.1:3001', '127.0.0.1:3002'],
      platforms: ['127.0.0.1:4001', '127.0.0.1:4002'],
      root: ROOT,
      cacheDir: path.join(prefix, 'cache'),
      tempDir: path.join(prefix, 'tmp'),
      pidFile: path.join(prefix, 'nginx.pid'),
      errorLog: 'stderr',
      accessLog: path.join(prefix, 'access.log'),
      refreshSecret: '0123456789abcdef'.repeat(3), // as long as the secret cluster.mjs makes (24 random bytes in hex)
      realIpFrom: ['10.0.0.0/8'],
      ...settings,
    }),
  );
  const result = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], { encoding: 'utf8' });
  if (result.status !== 0) problems.push(`nginx -t (${name}): ${result.stderr.trim() || result.error?.message}`);
}

for (const file of fs.readdirSync(UNITS)) {
  const text = fs.readFileSync(path.join(UNITS, file), 'utf8');
  if (!/^Restart=/m.test(text)) continue;
  const expected = { RestartSec: RESTART_SEC, StartLimitIntervalSec: START_LIMIT_INTERVAL_SEC, StartLimitBurst: START_LIMIT_BURST };
  for (const [key, value] of Object.entries(expected)) {
    const found = text.match(new RegExp(`^${key}=(\\S+)$`, 'm'))?.[1];
    if (found !== String(value))
      problems.push(`${file}: ${key}=${value} as npm run cluster (deploy/supervise.mjs), not ${found ?? 'unset'}`);
  }
}

try {
  if (!fs.existsSync(NGINX)) {
    if (process.env.CI) problems.push(`${NGINX} is missing (.ci/run installs Debian's nginx)`);
    else console.warn(`[check-deploy] ${NGINX} not installed: the nginx configuration was not checked`);
  } else {
    nginxTest('plain', {});
    const openssl = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        path.join(dir, 'tls.key'),
        '-out',
        path.join(dir, 'tls.pem'),
      ],
      {
        encoding: 'utf8',
      },
    );
    if (openssl.status === 0) {
      nginxTest('tls', {
        listen: '8080',
        internalListen: '127.0.0.1:8081',
        tls: { certificate: path.join(dir, 'tls.pem'), key: path.join(dir, 'tls.key'), listen: '8443' },
      });
    }
  }

  checkMonitoring();

  const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
  if (analyze.status === 0) {
    const units = path.join(dir, 'units');
    fs.mkdirSync(units);
    const names = [];
    for (const file of fs.readdirSync(UNITS)) {
      // A template is verified as one of its instances.
      const name = file.replace('@.', '@1.');
      fs.copyFileSync(path.join(UNITS, file), path.join(units, name));
      names.push(name);
    }
    const result = spawnSync('systemd-analyze', ['verify', '--man=no', ...names], { cwd: units, encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`.trim();
    if (result.status !== 0 || output) problems.push(`systemd-analyze verify: ${output || `exit ${result.status}`}`);
  }

  const mtail = spawnSync('mtail', ['--progs', path.join(ROOT, 'deploy', 'mtail'), '--compile_only'], { encoding: 'utf8' });
  if (mtail.error?.code === 'ENOENT') {
    if (process.env.CI) problems.push("mtail is missing (.ci/run installs Debian's mtail)");
  } else if (mtail.status !== 0) problems.push(`mtail --compile_only: ${`${mtail.stdout}${mtail.stderr}`.trim()}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}

/** promtool on the Prometheus configuration, the alert rules and their tests, and the dashboard's queries. */
function checkMonitoring() {
  if (spawnSync('promtool', ['--version']).error) {
    if (process.env.CI) problems.push("promtool is missing (.ci/run installs Debian's prometheus)");
    else console.warn("[check-deploy] promtool not installed (Debian's prometheus): the monitoring was not checked");
    return;
  }
  const promtool = (...args) => {
    const result = spawnSync('promtool', args, { encoding: 'utf8', cwd: MONITORING });
    if (result.status !== 0) problems.push(`promtool ${args.join(' ')}: ${`${result.stdout}${result.stderr}`.trim()}`);
  };
  promtool('check', 'config', 'prometheus.yml');
  promtool('test', 'rules', 'alerts.test.yml');
  const dashboard = JSON.parse(fs.readFileSync(path.join(MONITORING, 'grafana-dashboard.json'), 'utf8'));
  const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => ({ panel: panel.title, expr: target.expr })));
  const rules = {
    groups: [
      { name: 'dashboard', rules: queries.map((q, i) => ({ record: `dashboard:query_${i}`, expr: q.expr, labels: { panel: q.panel } })) },
    ],
  };
  // JSON is YAML: the queries as recording rules, which promtool parses.
  const file = path.join(dir, 'dashboard-queries.yml');
  fs.writeFileSync(file, JSON.stringify(rules));
  promtool('check', 'rules', file);
}

if (problems.length > 0) {
  console.error(`[check-deploy]\n${problems.join('\n')}`);
  process.exit(1);
}
