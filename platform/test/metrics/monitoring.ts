/**
 * What the monitoring an operator loads (deploy/monitoring: the Grafana dashboard and the alert
 * rules) reads: its PromQL queries and the metric names in them. Shared by the platform's check
 * (monitoring.test.ts: the platform's names in an instance's scrape, on SQLite and PostgreSQL) and
 * the topology test (every name in a scrape of the running deployment: sites, platforms, nginx's
 * exporter, mtail). promtool checks the queries' syntax in lint.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const MONITORING = path.resolve(__dirname, '..', '..', '..', 'deploy', 'monitoring');

/** Prometheus' own series, one per scrape target: no process exports it. */
const PROMETHEUS_OWN = new Set(['up']);

const PROMQL_WORDS = new Set([
  'by',
  'without',
  'on',
  'ignoring',
  'group_left',
  'group_right',
  'and',
  'or',
  'unless',
  'bool',
  'offset',
  'inf',
  'nan',
]);

/** The metric names a PromQL expression reads. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values
    .replace(/\{[^}]*\}/g, ' ') // label matchers
    .replace(/\[[^\]]*\]/g, ' ') // ranges
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' '); // grouping labels
  return [...bare.matchAll(/([a-zA-Z_:][\w:]*)\s*(\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name.toLowerCase()))
    .map(([, name]) => name);
}

interface Query {
  /** Where it is: `dashboard panel "…"`, `alert …`. */
  where: string;
  expr: string;
}

/** Every query of the dashboard's panels and of the alert rules. */
export function monitoringQueries(): Query[] {
  const dashboard = JSON.parse(fs.readFileSync(path.join(MONITORING, 'grafana-dashboard.json'), 'utf8'));
  const rules = parse(fs.readFileSync(path.join(MONITORING, 'alerts.yml'), 'utf8'));
  return [
    ...dashboard.panels.flatMap((p: { title: string; targets?: { expr: string }[] }) =>
      (p.targets ?? []).map((t) => ({ where: `dashboard panel "${p.title}"`, expr: t.expr })),
    ),
    ...rules.groups.flatMap((g: { rules: { alert: string; expr: string }[] }) =>
      g.rules.map((r) => ({ where: `alert ${r.alert}`, expr: r.expr })),
    ),
  ];
}

/** A histogram's or summary's series (_bucket, _sum, _count) read as the metric they belong to. */
const baseName = (name: string) => name.replace(/_(bucket|sum|count)$/, '');

/**
 * What the queries read that is not in `exported` (metric names as declared by a scrape's
 * `# TYPE` lines), one line each, and every query that reads no metric at all. Only the names
 * `checks` accepts are looked up (the platform's, when only a platform was scraped).
 */
export function unknownMetrics(queries: Query[], exported: Set<string>, checks: (name: string) => boolean = () => true): string[] {
  const problems: string[] = [];
  for (const q of queries) {
    const names = metricNames(q.expr);
    if (names.length === 0) problems.push(`${q.where}: reads no metric (${q.expr})`);
    for (const name of names) {
      if (PROMETHEUS_OWN.has(name) || !checks(name)) continue;
      if (!exported.has(name) && !exported.has(baseName(name))) problems.push(`${q.where}: ${name}`);
    }
  }
  return problems;
}
