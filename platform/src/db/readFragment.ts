import { isDeepStrictEqual } from 'node:util';
import type { AliasedExpression, CompiledQuery, ExpressionBuilder, Kysely } from 'kysely';
import type { Engine } from './index';
import type { Database } from './schema';
import { isPostgres } from './migrations/util';

/**
 * Reads of several features in ONE statement (the round's first read: the game, the session, the
 * free spin, the limits, the bonuses, the jackpot rates), each part written by the feature that owns
 * its tables. A part is a ReadFragment, defined once by its owner's data module: scalar subqueries
 * (one value each, under a name of its own) built from typed values. A statement takes each part
 * WITH its values (`fragment.with(values)`), so no list of parameters is kept in order by hand:
 * where each value lands among the statement's parameters is found by building the statement once
 * with stand-ins for the values (db/prepared.ts's reason: building and compiling the query tree cost
 * a round more CPU than running it), and every later statement of the same parts only fills them in.
 * The first build is checked against a fresh build with real values (same SQL, same parameters), so
 * a fragment whose SQL depends on its values (which it must not: give another fragment instead) fails
 * at once; so does a list of values whose length differs from the first one's.
 */

/** What a fragment's values may be: a parameter each, or a list of parameters of a fixed length. */
type Value = string | number | boolean | null;
export type FragmentValues = Readonly<Record<string, Value | readonly Value[]>>;

type Selections = readonly AliasedExpression<unknown, string>[];
type Select<V> = (eb: ExpressionBuilder<Database, never>, values: V, engine: Engine) => Selections;

/** The parts of a fragment a statement needs (internal: the values' type is the fragment's own). */
interface Part {
  readonly select: Select<FragmentValues>;
}

/** A feature's scalar subqueries with their values: one part of a composed read. */
export interface BoundRead {
  readonly part: Part;
  readonly values: FragmentValues;
}

export interface ReadFragment<V extends FragmentValues> {
  /** This fragment with one statement's values. */
  with(values: V): BoundRead;
}

/**
 * A fragment: `select` gives its subqueries, each `.as('<owner>_<name>')`, from the values alone
 * (its SQL the same whatever they are). Defined once, at a module's top level: composed reads are
 * kept per list of fragments.
 */
export function readFragment<V extends FragmentValues>(select: Select<V>): ReadFragment<V> {
  const part: Part = { select: select as Select<FragmentValues> };
  return { with: (values) => ({ part, values }) };
}

const engineOf = (db: Kysely<Database>): Engine => (isPostgres(db) ? 'postgres' : 'sqlite');

function selections(eb: ExpressionBuilder<Database, never>, reads: readonly BoundRead[], engine: Engine): Selections {
  return reads.flatMap((r) => r.part.select(eb, r.values, engine));
}

/** The fragments' subqueries as one statement, built now (tests compare it with compileRead's). */
export function buildRead(db: Kysely<Database>, reads: readonly BoundRead[]) {
  const engine = engineOf(db);
  return db.selectNoFrom((eb) => selections(eb, reads, engine));
}

/** Stands for a value during the first build: where it lands among the parameters is where the value goes. */
class StandIn {
  constructor(
    readonly read: number,
    readonly name: string,
    /** Its place in a list value; -1 for a single value. */
    readonly index: number,
  ) {}
}

function standIns(read: number, values: FragmentValues): FragmentValues {
  const stand: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values))
    stand[name] = Array.isArray(value) ? value.map((_, i) => new StandIn(read, name, i)) : new StandIn(read, name, -1);
  return stand as FragmentValues;
}

/** Where each parameter of a composed read comes from: a value of one of its reads, or a constant of its SQL. */
interface Plan {
  query: CompiledQuery;
  from: (StandIn | { constant: unknown })[];
  /** The list values and their lengths at the first build. */
  lists: { read: number; name: string; length: number }[];
}

function planOf(db: Kysely<Database>, reads: readonly BoundRead[]): Plan {
  const engine = engineOf(db);
  const stand = reads.map((r, i) => ({ part: r.part, values: standIns(i, r.values) }));
  const query = db
    .selectNoFrom((eb) => {
      const selected = selections(eb, stand, engine);
      const names = selected.map((s) => s.alias);
      const twice = names.find((n, i) => names.indexOf(n) !== i);
      if (twice !== undefined) throw new Error(`Two read fragments read '${String(twice)}'`);
      return selected;
    })
    .compile();
  const from = query.parameters.map((p) => {
    if (Array.isArray(p) && p.some((x) => x instanceof StandIn))
      throw new Error(`A fragment's list value went into one parameter: ${query.sql}`);
    return p instanceof StandIn ? p : { constant: p };
  });
  const lists = reads.flatMap((r, read) =>
    Object.entries(r.values).flatMap(([name, v]) => (Array.isArray(v) ? [{ read, name, length: v.length }] : [])),
  );
  const plan = { query, from, lists };
  const fresh = buildRead(db, reads).compile();
  if (fresh.sql !== query.sql || !isDeepStrictEqual([...fresh.parameters], parametersOf(plan, reads)))
    throw new Error(`A read fragment's SQL depends on its values (define one fragment per form): ${fresh.sql}`);
  return plan;
}

function parametersOf(plan: Plan, reads: readonly BoundRead[]): unknown[] {
  for (const l of plan.lists) {
    const value = reads[l.read].values[l.name];
    if (!Array.isArray(value) || value.length !== l.length) throw new Error(`Read fragment value '${l.name}' is not a list of ${l.length}`);
  }
  return plan.from.map((f) => {
    if (!(f instanceof StandIn)) return f.constant;
    const value = reads[f.read].values[f.name];
    const one = f.index < 0 ? value : (value as readonly Value[])[f.index];
    if (one === undefined) throw new Error(`Read fragment value '${f.name}' is missing`);
    return one;
  });
}

/** Composed reads built so far, per engine, keyed by their fragments in order. */
interface Node {
  next: Map<Part, Node>;
  plan?: Plan;
}
const built: Record<Engine, Node> = { postgres: { next: new Map() }, sqlite: { next: new Map() } };
let plans = 0;
/** More forms than any caller has: fragments made per statement instead of once would grow the cache forever. */
const PLANS_MAX = 256;

/**
 * The fragments' subqueries as one statement, compiled: built once per engine and list of
 * fragments (in order), then only their values filled in. Unsent (db/together.ts sends it with
 * the wallet lock).
 */
export function compileRead(db: Kysely<Database>, reads: readonly BoundRead[]): CompiledQuery {
  let node = built[engineOf(db)];
  for (const r of reads) {
    let next = node.next.get(r.part);
    if (!next) node.next.set(r.part, (next = { next: new Map() }));
    node = next;
  }
  if (!node.plan) {
    if (++plans > PLANS_MAX) throw new Error('Too many forms of composed reads: define each read fragment once, at the top of its module');
    node.plan = planOf(db, reads);
  }
  return { ...node.plan.query, parameters: parametersOf(node.plan, reads) };
}
