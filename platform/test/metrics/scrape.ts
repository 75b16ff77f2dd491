/** A scrape of the metrics listener, read as Prometheus reads the text format. */
export interface Scrape {
  /** Metric names declared (# TYPE), histograms' too (their series add _bucket, _sum, _count). */
  names: Set<string>;
  series: { name: string; labels: Record<string, string>; value: number }[];
  /** The value of one series (0 when it does not exist yet: a counter nobody moved). */
  value(name: string, labels?: Record<string, string>): number;
  /** The sum of the series of `name` whose labels include `labels` (0 when there are none). */
  total(name: string, labels?: Record<string, string>): number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

const keyOf = (name: string, labels: Record<string, string>) =>
  `${name}{${Object.keys(labels)
    .sort()
    .map((k) => `${k}=${labels[k]}`)
    .join(',')}}`;

/** Prometheus' text format (a metrics listener's answer, mtail's one-shot output) as a Scrape. */
export function parseMetrics(text: string): Scrape {
  const names = new Set<string>();
  const series: Scrape['series'] = [];
  const byKey = new Map<string, number>();
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) /.exec(line);
    if (type) names.add(type[1]);
    if (line.startsWith('#') || !line.trim()) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of (m[2] ?? '').matchAll(LABEL)) labels[k] = v;
    const value = Number(m[3]);
    series.push({ name: m[1], labels, value });
    byKey.set(keyOf(m[1], labels), value);
  }
  return {
    names,
    series,
    value: (name, labels = {}) => byKey.get(keyOf(name, labels)) ?? 0,
    total: (name, labels = {}) =>
      series
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((sum, s) => sum + s.value, 0),
  };
}

export async function scrape(metricsUrl: string): Promise<Scrape> {
  const res = await fetch(metricsUrl);
  if (res.status !== 200) throw new Error(`scrape: ${res.status}`);
  return parseMetrics(await res.text());
}

/**
 * Scrapes until `done` holds (every 100 ms, at most `withinMs`): what a scheduled job sets, or a
 * gauge read against a deadline at each scrape (database_up: `select 1` within 1 s), which a
 * loaded machine may miss once.
 */
export async function scrapeUntil(metricsUrl: string, done: (s: Scrape) => boolean, withinMs = 20_000): Promise<Scrape> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const s = await scrape(metricsUrl);
    if (done(s)) return s;
    if (Date.now() > deadline) throw new Error(`${metricsUrl}: the scrape did not get there within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
