/**
 * Hydration in a transition. Next's pages router hydrates with `hydrateRoot` at React's default
 * priority, which React renders in one piece: on our pages one main-thread task of about 165 ms at
 * 4× CPU slowdown, most of Lighthouse's blocking time after the first-load scripts. Started inside
 * `startTransition`, the same hydration renders in slices of a few milliseconds with the browser
 * free in between (input is still handled: an event on a part not yet hydrated makes React
 * hydrate it at once and replay the event). Next reads `hydrateRoot` from react-dom/client's
 * exports when it hydrates, after instrumentation-client.ts (which calls this) has run, so
 * wrapping the export there is enough; nothing else in the site calls it.
 */
import { startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';

type HydrateRoot = typeof hydrateRoot;

/** Marks the wrapper, so that a second call (a hot reload in development) does not wrap it again. */
const WRAPPED = Symbol.for('site.transitionHydration');

/** Makes `client.hydrateRoot` start its first render as a transition (once). */
export function hydrateInTransition(client: { hydrateRoot: HydrateRoot }): void {
  const original = client.hydrateRoot as HydrateRoot & { [WRAPPED]?: true };
  if (original[WRAPPED]) return;
  const wrapped: HydrateRoot & { [WRAPPED]?: true } = (container, children, options) => {
    let root: ReturnType<HydrateRoot> | undefined;
    startTransition(() => {
      root = original(container, children, options);
    });
    return root as ReturnType<HydrateRoot>;
  };
  wrapped[WRAPPED] = true;
  client.hydrateRoot = wrapped;
}
