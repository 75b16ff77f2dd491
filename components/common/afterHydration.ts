/**
 * A component whose code loads after hydration (it is not rendered on the server) and that mounts
 * in a transition. next/dynamic with `ssr: false` renders it synchronously when its chunk arrives
 * (useSyncExternalStore), in one task however large it is; in a transition React renders it in
 * slices with the main thread free in between (docs/decisions.md#after-hydration). Its code is
 * asked for in a task of its own, not in React's effects task, where the script elements of several
 * such parts added up to one long task.
 */
import { createElement, startTransition, useEffect, useState, type ComponentType } from 'react';
import { inNextTask } from '@/lib/hydration/nextTask';

export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>, loading?: ComponentType<P>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P> | null> | null = null;
  function AfterHydration(props: P) {
    // Known already on a later page (client navigation); never at hydration, whose load starts below.
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      const cancel = inNextTask(() => {
        pending ??= load().then(
          (found) => (loaded = found),
          // A chunk that did not arrive is asked for again by the next mount.
          () => (pending = null),
        );
        void pending.then((found) => {
          if (live && found) startTransition(() => setComponent(() => found));
        });
      });
      return () => {
        live = false;
        cancel();
      };
    }, [component]);
    if (component) return createElement(component, props);
    return loading ? createElement(loading, props) : null;
  }
  return AfterHydration;
}
