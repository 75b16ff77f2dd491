/**
 * The site's translation hook: react-i18next's `useTranslation` for what the site uses of it (a
 * namespace, `t` and the instance), at a fraction of its cost per call.
 *
 * react-i18next's hook copies the whole i18n instance (Object.getOwnPropertyDescriptors) on each
 * component's first render and builds a `t` per component; with a hundred-odd translated
 * components per page that was a few per cent of every render on the server and of hydration in
 * the browser (docs/decisions.md, "translations per render"). Here every component of an instance
 * shares one `t` per language and namespace, and one subscription per instance re-renders them
 * on the events react-i18next listens to (next-i18next.config.js: the language changing, and
 * namespaces 'added' after hydration, lib/i18n/loadNamespaces.ts).
 */
import { useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';
import type { Namespace } from './namespaces';

interface Shared {
  /** Bumped on every event; components re-render when it changes. */
  version: number;
  listeners: Set<() => void>;
  subscribe: (listener: () => void) => () => void;
  /** One `t` per language and namespace, dropped on every event. */
  fixed: Map<string, TFunction>;
}

const sharedByInstance = new WeakMap<I18n, Shared>();

function sharedOf(i18n: I18n): Shared {
  let shared = sharedByInstance.get(i18n);
  if (shared) return shared;
  const state: Shared = {
    version: 0,
    listeners: new Set(),
    fixed: new Map(),
    subscribe: (listener) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
  };
  const changed = () => {
    state.version += 1;
    state.fixed.clear();
    state.listeners.forEach((listener) => listener());
  };
  // Browser only: the server renders each page once and nothing changes it meanwhile.
  if (typeof window !== 'undefined') {
    i18n.on('languageChanged', changed);
    i18n.store?.on('added', changed);
  }
  // The namespaces components asked for (react-i18next's own hook keeps the same list on the
  // instance): a namespace that arrives late is announced only when one of them waits for it.
  if (!i18n.reportNamespaces) {
    const used = new Set<string>();
    i18n.reportNamespaces = {
      addUsedNamespaces: (namespaces: string[]) => namespaces.forEach((name) => used.add(name)),
      getUsedNamespaces: () => [...used],
    };
  }
  shared = state;
  sharedByInstance.set(i18n, shared);
  return shared;
}

const subscribeToNothing = () => () => undefined;
const noVersion = () => 0;

/** Without an instance (a unit test without a provider): the default value given, else the key. */
const keyOnly = ((key: string | string[], options?: string | { defaultValue?: string }) => {
  if (typeof options === 'string') return options;
  if (options && typeof options.defaultValue === 'string') return options.defaultValue;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction;

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/**
 * `t` of `ns` (or of the first of several; keys of the others are written `ns:key`) in the
 * instance's current language. Reports the namespaces as used, as react-i18next does, so that
 * one arriving late re-renders the component that waits for it.
 */
export function useTranslation(ns: Namespace | readonly Namespace[] = 'common'): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const shared = i18n ? sharedOf(i18n) : null;
  useSyncExternalStore(shared?.subscribe ?? subscribeToNothing, shared ? () => shared.version : noVersion, shared ? () => shared.version : noVersion);
  if (!i18n || !shared) return { t: keyOnly, i18n };
  const namespaces = typeof ns === 'string' ? [ns] : ns;
  i18n.reportNamespaces?.addUsedNamespaces([...namespaces]);
  const key = `${i18n.language}|${namespaces[0]}`;
  let t = shared.fixed.get(key);
  if (!t) {
    t = i18n.getFixedT(i18n.language, namespaces[0]) as TFunction;
    shared.fixed.set(key, t);
  }
  return { t, i18n };
}
