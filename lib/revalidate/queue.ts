/**
 * Regeneration of pre-rendered pages after content changes (pages/api/site/revalidate.ts),
 * bounded so that the site keeps serving while it happens. Each regeneration is a render on this
 * server's one thread; a site-wide change touches about a hundred pages, and rendering them four
 * at a time held every other request up for seconds. So:
 * - the pages players open most (`first`) are regenerated right away, two at a time, so a change
 *   shows on them within seconds;
 * - the others one at a time with a pause between, at most `pauseMs` apart;
 * - a page already waiting is not queued twice; one asked for again while it renders is queued
 *   again (that render may have read the content before the change).
 */
export type Regenerate = (path: string) => Promise<void>;

export interface QueueOptions {
  /** Pages of the first group regenerated at once. */
  firstConcurrency: number;
  /** Pause after each of the other pages, in ms. */
  pauseMs: number;
  /** Called with the paths that failed, after each drained batch. */
  onFailed?: (paths: string[]) => void;
}

export function regenerationQueue({ firstConcurrency, pauseMs, onFailed }: QueueOptions) {
  const first = new Set<string>();
  const rest = new Set<string>();
  let regenerate: Regenerate | null = null;
  let running: Promise<void> | null = null;
  let rendering = 0;
  const failed: string[] = [];

  const take = (from: Set<string>) => {
    const path = from.values().next().value as string;
    from.delete(path);
    return path;
  };
  const run = async (path: string) => {
    rendering++;
    try {
      await regenerate!(path);
    } catch {
      failed.push(path);
    } finally {
      rendering--;
    }
  };

  async function drain() {
    while (first.size || rest.size) {
      if (first.size) {
        await Promise.all(Array.from({ length: Math.min(firstConcurrency, first.size) }, () => run(take(first))));
      } else {
        await run(take(rest));
        if (rest.size || first.size) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    if (failed.length) onFailed?.(failed.splice(0));
  }

  const start = (): Promise<void> =>
    (running ??= drain().finally(() => {
      running = null;
      // Paths added while the last one finished.
      if (first.size || rest.size) void start();
    }));

  return {
    /**
     * Queue `paths`; those in `urgent` go first. `fn` regenerates one page (the latest one given
     * is used). Resolves when the queue is empty.
     */
    add(paths: string[], urgent: ReadonlySet<string>, fn: Regenerate): Promise<void> {
      regenerate = fn;
      for (const path of paths) {
        if (urgent.has(path)) {
          rest.delete(path);
          first.add(path);
        } else if (!first.has(path)) {
          rest.add(path);
        }
      }
      return start();
    },
    /** Pages waiting (not counting those rendering now). */
    get waiting() {
      return first.size + rest.size;
    },
    /** Pages rendering now. */
    get rendering() {
      return rendering;
    },
  };
}
