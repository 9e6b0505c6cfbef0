import type { Insertable, Kysely, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../db/schema.ts';

/*
 * The row lookups every repository repeats (one row by some columns, every row in pages, a
 * conditional status move), written once. Repositories keep their own mapping and names; these
 * only run the query. Kysely cannot type a table chosen by a type parameter, so the query is built
 * untyped inside and the signatures carry the types.
 */

type TableName = keyof Database;
export type RowOf<T extends TableName> = Selectable<Database[T]>;
/** Equality on each listed column (`null` means IS NULL, an absent or undefined key is no condition). */
export type RowMatch<T extends TableName> = Partial<RowOf<T>>;

const untyped = (db: DbOrTrx) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The row of `table` whose columns equal `match`, mapped; undefined when there is none. */
export async function findRow<T extends TableName, R>(
  db: DbOrTrx,
  table: T,
  match: RowMatch<T>,
  map: (row: RowOf<T>) => R,
): Promise<R | undefined> {
  const row = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where((eb) => eb.and(match))
    .executeTakeFirst();
  return row && map(row as RowOf<T>);
}

/** Every row of `table` in id order, read `pageSize` at a time so a large table never sits in memory whole. */
export async function* allRows<T extends TableName, R>(
  db: DbOrTrx,
  table: T,
  map: (row: RowOf<T>) => R,
  pageSize = 1000,
): AsyncGenerator<R> {
  for (let after = 0; ;) {
    const rows = await untyped(db)
      .selectFrom(table as string)
      .selectAll()
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) yield map(row as RowOf<T>);
    if (rows.length < pageSize) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * Moves row `id` only if its status is still one of `from`: of two racing callers exactly one gets
 * true, so a review or a gateway callback is applied once.
 */
export async function transitionRow<T extends TableName>(
  db: DbOrTrx,
  table: T,
  id: number,
  from: readonly string[],
  values: Updateable<Database[T]>,
): Promise<boolean> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The rows of `table` whose columns equal `match`, ordered by `order` (each ascending), mapped. */
export async function listRows<T extends TableName, R>(
  db: DbOrTrx,
  table: T,
  match: RowMatch<T>,
  order: readonly (keyof RowOf<T> & string)[],
  map: (row: RowOf<T>) => R,
): Promise<R[]> {
  let query = untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where((eb) => eb.and(match));
  for (const column of order) query = query.orderBy(column);
  return (await query.execute()).map((row) => map(row as RowOf<T>));
}

/** Sets `values` on the rows of `table` whose columns equal `match`; answers how many it changed. */
export async function updateRows<T extends TableName>(
  db: DbOrTrx,
  table: T,
  match: RowMatch<T>,
  values: Updateable<Database[T]>,
): Promise<number> {
  const result = await untyped(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>)
    .where((eb) => eb.and(match))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Inserts one row into `table` and answers it as stored (its id and defaults filled), mapped. */
export async function insertRow<T extends TableName, R>(
  db: DbOrTrx,
  table: T,
  values: Insertable<Database[T]>,
  map: (row: RowOf<T>) => R,
): Promise<R> {
  const row = await untyped(db)
    .insertInto(table as string)
    .values(values as Record<string, unknown>)
    .returningAll()
    .executeTakeFirstOrThrow();
  return map(row as RowOf<T>);
}

/** The tables whose rows belong to one brand (they carry `merchant_id`). */
type BrandTable = { [T in TableName]: 'merchant_id' extends keyof Database[T] ? T : never }[TableName];

/**
 * Inserts one row of `table` per item, each owned by brand `merchantId`: `columns` states the rest
 * of an item's row (it gets the item's index too). An empty list inserts nothing.
 */
export async function insertBrandRows<T extends BrandTable, I>(
  db: DbOrTrx,
  table: T,
  merchantId: number,
  items: readonly I[],
  columns: (item: I, index: number) => Omit<Insertable<Database[T]>, 'merchant_id'>,
): Promise<void> {
  if (items.length === 0) return;
  await untyped(db)
    .insertInto(table as string)
    .values(items.map((item, index) => ({ merchant_id: merchantId, ...columns(item, index) })))
    .execute();
}

/** The newest rows of `table` (highest id first) whose columns equal `match`: at most `limit`, below `beforeId` if given. */
export async function newestRows<T extends TableName, R>(
  db: DbOrTrx,
  table: T,
  match: RowMatch<T>,
  page: { limit: number; beforeId?: number },
  map: (row: RowOf<T>) => R,
): Promise<R[]> {
  const rows = await untyped(db)
    .selectFrom(table as string)
    .selectAll()
    .where((eb) => eb.and(match))
    .$if(page.beforeId !== undefined, (q) => q.where('id', '<', page.beforeId!))
    .orderBy('id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map((row) => map(row as RowOf<T>));
}

/**
 * One page of a filtered `query` and the count of all the rows it matches: `rowsOf` adds the
 * columns and the order (and any join that only adds columns), this adds the page window.
 */
export async function countedPage<DB, TB extends keyof DB, O, RowsDB = DB, RowsTB extends keyof RowsDB = keyof RowsDB>(
  query: SelectQueryBuilder<DB, TB, object>,
  rowsOf: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<RowsDB, RowsTB, O>,
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: O[]; total: number }> {
  const total = await countRows(query);
  const rows = await rowsOf(query)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows, total };
}

/** How many rows a filtered `query` matches (the drivers answer a count as a number, string or bigint). */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  const count = await query
    .select((eb) => eb.fn.countAll().as('n'))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(count.n);
}
