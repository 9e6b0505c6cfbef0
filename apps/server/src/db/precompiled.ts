import type { Compilable, CompiledQuery } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { DbOrTrx } from './schema.ts';

/**
 * A statement of the play path, built with Kysely's query builder (typed like any other query) but
 * built and compiled only once per dialect, then run from its compiled text with each call's values.
 * Building and compiling a query cost about as much CPU as SQLite spends running it: a fifth of a
 * Dice bet's CPU went there, for a dozen statements whose text never changes between bets.
 *
 * `build` receives `$`, annotated with the values' type (`$: Slots<{ memberId: number }>`):
 * `$('name')` stands for the call's value `name` wherever a value goes (a where, a set, an insert's
 * values). The value is bound as it is given (a driver value: text, a number, a bigint as text), so
 * give what the column takes. A list (`in`) has no fixed shape: a statement with one is not
 * precompiled. On PostgreSQL the text is also a named prepared statement
 * (prepared.ts): like every prepared statement it must name its columns, never `*`.
 */
export function precompiled<Params extends Record<string, unknown>, Row>(
  build: (db: DbOrTrx, $: Slots<Params>) => Compilable<Row>,
): PrecompiledStatement<Params, Row> {
  const compiled: Partial<Record<'postgres' | 'sqlite', Compiled<Row>>> = {};
  const compiledFor = (db: DbOrTrx): Compiled<Row> => {
    const kind = isPostgres(db) ? 'postgres' : 'sqlite';
    return (compiled[kind] ??= compile(db, kind, build));
  };
  const execute = (db: DbOrTrx, params: Params) => {
    const { query, slots } = compiledFor(db);
    // A value left undefined binds as null, where a driver would refuse it.
    const parameters = slots.map((slot) => (slot.name === undefined ? slot.value : (params[slot.name] ?? null)));
    return db.executeQuery<Row>({ ...query, parameters });
  };
  return {
    async rows(db, params) {
      return (await execute(db, params)).rows;
    },
    async first(db, params) {
      return (await execute(db, params)).rows[0];
    },
    async run(db, params) {
      const result = await execute(db, params);
      return { rows: result.rows, changed: Number(result.numAffectedRows ?? 0n) };
    },
  };
}

/** `$` of a build: annotate it (`$: Slots<{ memberId: number }>`) and the statement takes those values. */
export type Slots<Params> = <K extends keyof Params & string>(name: K) => Params[K];

export type PrecompiledStatement<Params, Row> = {
  rows(db: DbOrTrx, params: Params): Promise<Row[]>;
  first(db: DbOrTrx, params: Params): Promise<Row | undefined>;
  /** The rows (of a `returning`) and how many rows the statement wrote. */
  run(db: DbOrTrx, params: Params): Promise<{ rows: Row[]; changed: number }>;
};

type Compiled<Row> = { query: CompiledQuery<Row>; slots: { name?: string; value?: unknown }[] };

/**
 * A slot travels through the builder as a text no call could pass (a NUL on each side), so that
 * helpers which turn values into text on the way (`String(x)`, `x.toString()`) leave it whole; it
 * comes out as a bound parameter, recognised by that text and bound to the call's value afterwards.
 */
const SLOT_START = '\u0000slot:';
const SLOT_END = '\u0000';
const slotName = (value: unknown) =>
  typeof value === 'string' && value.startsWith(SLOT_START) && value.endsWith(SLOT_END)
    ? value.slice(SLOT_START.length, -SLOT_END.length)
    : undefined;

function compile<Params, Row>(
  db: DbOrTrx,
  kind: 'postgres' | 'sqlite',
  build: (db: DbOrTrx, $: Slots<Params>) => Compilable<Row>,
): Compiled<Row> {
  const asked = new Set<string>();
  const query = build(db, (name) => {
    asked.add(name);
    return `${SLOT_START}${name}${SLOT_END}` as never;
  }).compile();
  const slots = query.parameters.map((value) => {
    const name = slotName(value);
    return name === undefined ? { value } : { name };
  });
  const bound = new Set(slots.flatMap((s) => (s.name === undefined ? [] : [s.name])));
  const lost = [...asked].filter((name) => !bound.has(name));
  // A slot that did not come out as a parameter was turned into SQL text (or dropped): the statement
  // would run with the build's marker in place of the value. Refuse it at its first use instead.
  if (lost.length > 0 || query.sql.includes('\u0000')) {
    throw new Error(`precompiled statement: ${lost.join(', ') || 'a slot'} not bound as a parameter: ${query.sql}`);
  }
  const sql = kind === 'postgres' ? `${query.sql} /* prepared */` : query.sql;
  return { query: { ...query, sql, parameters: [] }, slots };
}

/**
 * An insert's values with every column a slot: `values(slotsFor($, COLUMNS))`, or, for a statement
 * that writes several rows, each row's slots under a prefix of its own (`slotsFor($, COLUMNS, 'day.')`
 * stands for the values `day.merchant_id`, `day.stake` …, which `prefixed(row, 'day.')` gives).
 */
export function slotsFor<Row extends Record<string, unknown>, P extends string = ''>(
  $: Slots<Prefixed<Row, P>>,
  columns: readonly (keyof Row & string)[],
  prefix?: P,
): Row {
  const slot = $ as unknown as (name: string) => unknown;
  return Object.fromEntries(columns.map((column) => [column, slot(`${prefix ?? ''}${column}`)])) as Row;
}

export type Prefixed<Row, P extends string> = { [K in keyof Row & string as `${P}${K}`]: Row[K] };

/** A row's values under a prefix, for the slots `slotsFor($, COLUMNS, prefix)` made. */
export const prefixed = <Row extends Record<string, unknown>, P extends string>(row: Row, prefix: P) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [`${prefix}${k}`, v])) as Prefixed<Row, P>;
