import type { Insertable, Updateable } from 'kysely';
import type { Database, DbOrTrx } from '../db/schema.ts';
import { allRows, findRow, insertRow, transitionRow, type RowMatch, type RowOf } from './rows.ts';

type TableName = keyof Database;

/**
 * The row calls a table of member requests with a status repeats (deposits, withdrawals: an id, a
 * member's client key for retries, a status moved by reviews and callbacks). A repository spreads
 * them and adds its own queries.
 */
export function memberRequestRows<T extends TableName, R, S extends string>(table: T, map: (row: RowOf<T>) => R) {
  const byId = (id: number) => ({ id }) as RowMatch<T>;
  return {
    insert: (db: DbOrTrx, values: Omit<Insertable<Database[T]>, 'id'>): Promise<R> =>
      insertRow(db, table, values as Insertable<Database[T]>, map),
    findById: (db: DbOrTrx, id: number): Promise<R | undefined> => findRow(db, table, byId(id), map),
    findByClientKey: (db: DbOrTrx, memberId: number, clientKey: string): Promise<R | undefined> =>
      findRow(db, table, { member_id: memberId, client_key: clientKey } as RowMatch<T>, map),
    /** Every request, read in pages (for reconciliation). */
    all: (db: DbOrTrx, pageSize?: number): AsyncGenerator<R> => allRows(db, table, map, pageSize),
    /** Moves the request only if it is still in one of `from`: the winner of a race gets true. */
    transition: (db: DbOrTrx, id: number, from: readonly S[], values: Updateable<Database[T]>): Promise<boolean> =>
      transitionRow(db, table, id, from, values),
  };
}

/** What an admin narrows a list of member requests by (every key optional). */
export type MemberRequestFilter<S extends string> = {
  merchantId?: number;
  memberId?: number;
  status?: S;
  username?: string;
};

/**
 * The filter as an equality match (for `eb.and`) on a request table aliased `alias` and joined to
 * `members as m`; an undefined value is no condition.
 */
export function memberRequestMatch<A extends string, S extends string>(alias: A, filter: MemberRequestFilter<S>) {
  return {
    [`${alias}.merchant_id`]: filter.merchantId,
    [`${alias}.member_id`]: filter.memberId,
    [`${alias}.status`]: filter.status,
    'm.username_key': filter.username?.trim().toLowerCase(),
  } as Partial<Record<`${A}.merchant_id` | `${A}.member_id`, number> & Record<`${A}.status`, S>> & {
    'm.username_key'?: string;
  };
}
