import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The platform's metrics in Prometheus' format (prom-client), one registry per process: every
 * metric of the platform is declared in this folder, named `platform_*`, with bounded labels
 * (route patterns, error codes, fixed outcomes; never a URL or a player id). They are counted
 * always (an increment costs well under a microsecond) and served only on the internal listener
 * (./server.ts, METRICS_PORT), never on the public address (docs/decisions.md#metrics).
 */
export const registry = new Registry();

const PREFIX = 'platform_';

type Labels<L extends string> = { name: string; help: string; labelNames?: readonly L[] };

export const counter = <L extends string = never>(c: Labels<L>): Counter<L> =>
  new Counter({ ...c, name: PREFIX + c.name, labelNames: c.labelNames ?? [], registers: [registry] });

export const gauge = <L extends string = never>(g: Labels<L> & { collect?: (this: Gauge<L>) => void | Promise<void> }): Gauge<L> =>
  new Gauge({ ...g, name: PREFIX + g.name, labelNames: g.labelNames ?? [], registers: [registry] });

export const histogram = <L extends string = never>(h: Labels<L> & { buckets: number[] }): Histogram<L> =>
  new Histogram({ ...h, name: PREFIX + h.name, labelNames: h.labelNames ?? [], registers: [registry] });

let processMetrics = false;
/**
 * The process's own (prom-client's default metrics: CPU, memory, heap, event-loop lag, GC), once
 * per process: their event-loop monitor runs only when metrics are served.
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry, prefix: PREFIX });
}

/** `2xx` .. `5xx` of an HTTP status. */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
