/**
 * The site's translation store: what the site uses of i18next, small enough for every page's
 * first-load JavaScript (i18next, react-i18next and next-i18next's client were a tenth of it).
 *
 * The same store renders on the server and in the browser, from the translations a page's data
 * carries (`_nextI18Next`, written by next-i18next's serverSideTranslations in
 * lib/seo/pageProps.server.ts), so both produce the same texts. It does what the locales and the code
 * use, with i18next's rules: `{{name}}` interpolation (not escaped: React escapes), `key_one` /
 * `key_other` plurals chosen by Intl.PluralRules from `count`, `defaultValue`, `ns:key`, nested
 * keys written with '.', the fallback language of next-i18next.config.js, and a missing key
 * shown as itself.
 */
import nextI18NextConfig from '../../next-i18next.config.js';

/** A namespace's texts, nested objects for keys written with '.'. */
export interface Bundle {
  [key: string]: string | Bundle;
}

/** Bundles by language, then namespace (a page's `initialI18nStore`). */
export type Resources = Record<string, Record<string, Bundle>>;

/** `count`, `defaultValue`, `ns` and the interpolation values, in one object as i18next takes them. */
type TOptions = Record<string, unknown>;
export type TFunction = (key: string, options?: TOptions) => string;

const FALLBACK_LANGUAGE: string = nextI18NextConfig.fallbackLng;

// Built once per language: Intl.PluralRules is slow to construct and every render asks it.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text at `key` ('a.b' walks into nested objects); anything else (an object, nothing) is undefined. */
function lookup(bundle: Bundle, key: string): string | undefined {
  let node: string | Bundle | undefined = bundle;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const VARIABLE = /\{\{([^}]+)\}\}/g;

/** i18next's rules: null (or a value given as undefined) is '', a variable not given at all stays as written. */
function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(VARIABLE, (written, variable: string) => {
    const name = variable.trim();
    const value = values[name];
    if (value === undefined) return name in values ? '' : written;
    return value === null ? '' : String(value);
  });
}

export class Translations {
  language: string;
  /** Bumped on every change notification; components re-render when it changes. */
  version = 0;
  private readonly resources: Resources = {};
  private readonly listeners = new Set<() => void>();
  /** One `t` per language and namespace; new ones after a change, so memoised texts follow it. */
  private readonly fixed = new Map<string, TFunction>();
  /** The namespaces components asked for: a namespace arriving late is announced only when one of them waits for it. */
  private readonly used = new Set<string>();
  /** Keys asked for that no language held, as 'ns:key' (a page whose data lacks a namespace shows them raw). */
  readonly missing = new Set<string>();

  constructor(language: string, resources?: Resources) {
    this.language = language;
    if (resources) this.addResources(resources);
  }

  hasResourceBundle(language: string, ns: string): boolean {
    return Boolean(this.resources[language]?.[ns]);
  }

  /**
   * Adds every bundle the store does not hold yet (a held one is kept), silently: the caller
   * announces them once (`changed`), and only when this returns true: one of them is a namespace
   * a component already asked for.
   */
  addResources(resources: Resources): boolean {
    let waited = false;
    for (const [language, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) {
        if (this.hasResourceBundle(language, ns)) continue;
        (this.resources[language] ??= {})[ns] = bundle;
        waited ||= this.used.has(ns);
      }
    }
    return waited;
  }

  changeLanguage(language: string): void {
    if (language === this.language) return;
    this.language = language;
    this.changed();
  }

  /** Tells every subscribed component to render again (once for any number of changes). */
  changed(): void {
    this.version += 1;
    this.fixed.clear();
    this.listeners.forEach((listener) => listener());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  addUsedNamespaces(namespaces: readonly string[]): void {
    namespaces.forEach((ns) => this.used.add(ns));
  }

  getUsedNamespaces(): string[] {
    return [...this.used];
  }

  /** `t` of one language and namespace (the same function until the next change). */
  getFixedT(language: string, ns: string): TFunction {
    const id = `${language}|${ns}`;
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(language, ns, key, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  private translate(language: string, defaultNs: string, fullKey: string, options: TOptions = {}): string {
    // 'ns:key' names its namespace, which wins over options.ns (as in i18next).
    const separator = fullKey.indexOf(':');
    const ns = separator > 0 ? fullKey.slice(0, separator) : typeof options.ns === 'string' ? options.ns : defaultNs;
    const key = separator > 0 ? fullKey.slice(separator + 1) : fullKey;
    const count = typeof options.count === 'number' ? options.count : undefined;
    const languages = language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
    for (const code of languages) {
      const bundle = this.resources[code]?.[ns];
      if (!bundle) continue;
      // The plural form first, then the plain key (i18next's order).
      const text = (count === undefined ? undefined : lookup(bundle, `${key}_${pluralCategory(code, count)}`)) ?? lookup(bundle, key);
      if (text !== undefined) return interpolate(text, options);
    }
    this.missing.add(`${ns}:${key}`);
    return typeof options.defaultValue === 'string' ? interpolate(options.defaultValue, options) : key;
  }
}
