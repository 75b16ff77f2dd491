/**
 * Hydration in a transition. Next's pages router hydrates with `hydrateRoot` at React's default
 * priority, which React renders in one piece: on our pages one main-thread task of about 165 ms at
 * 4× CPU slowdown, most of Lighthouse's blocking time after the first-load scripts. Started inside
 * `startTransition`, the same hydration renders in slices of a few milliseconds with the browser
 * free in between (input is still handled: an event on a part not yet hydrated makes React
 * hydrate it at once and replay the event). Next reads `hydrateRoot` from react-dom/client's
 * exports when it hydrates, after the app module (which imports this one) has been evaluated, so
 * wrapping the export here is enough; nothing else in the site calls it.
 */
import { startTransition } from 'react';
import type { hydrateRoot } from 'react-dom/client';

type HydrateRoot = typeof hydrateRoot;

/** react-dom/client's own exports object, the one Next reads (an ES namespace import is read-only). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reactDomClient = (): { hydrateRoot: HydrateRoot } => require('react-dom/client');

const WRAPPED = Symbol.for('site.transitionHydration');

/** Makes react-dom/client's hydrateRoot start its first render as a transition (once; browser only). */
export function hydrateInTransition(client: { hydrateRoot: HydrateRoot } = reactDomClient()): void {
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
