import { z } from 'zod';
import { envelope } from './envelope.ts';
import { endpoint } from './endpoint.ts';
import { text } from './text.ts';

/** Schema builders several contract families share, so one answer shape has one definition. */

/** `:id` of a numeric row id in a path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * `?merchant=`: the brand an operator acts on. Operators of every brand may name one; an operator
 * bound to a brand reaches only theirs.
 */
export const merchantQuery = z.object({ merchant: text().max(40).optional() });

/** A whole number from 1 to `max` in a query string, `fallback` when absent: a page size, a limit, a count. */
export const queryInt = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** A page number from 1 in a query string, 1 when absent. */
export const pageNoParam = z.coerce.number().int().min(1).default(1);

/** The answer of a command that returns nothing but success. */
export const okEnvelope = envelope(z.object({ ok: z.literal(true) }));

/** `{ list: [...] }` in the envelope: an unpaged list. */
export const listEnvelope = <T extends z.ZodType>(item: T) => envelope(z.object({ list: z.array(item) }));

/** GET `path` for operators: the rows of the brand they act on (`?merchant=`), unpaged. */
export const brandList = <P extends string, T extends z.ZodType>(path: P, item: T) =>
  endpoint('GET', path, { query: merchantQuery, response: listEnvelope(item) });

/** One page of a paged list: its rows, how many in all and how many pages. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), totalPages: z.number().int() });

/**
 * The list / create / update / delete endpoints of an admin collection at `path`, its rows
 * addressed by numeric id. `query` (the brand an operator acts on) goes to list and create;
 * `listQuery` replaces it on the list where that takes filters.
 */
export function adminCollection<
  P extends string,
  Item extends z.ZodType,
  Input extends z.ZodType,
  Query extends z.ZodType,
  ListQuery extends z.ZodType = Query,
>(path: P, schemas: { item: Item; input: Input; query: Query; listQuery?: ListQuery }) {
  const { item, input, query } = schemas;
  const rowPath = `${path}/:id` as `${P}/:id`;
  return {
    list: endpoint('GET', path, { query: (schemas.listQuery ?? query) as ListQuery, response: listEnvelope(item) }),
    create: endpoint('POST', path, { query, body: input, response: envelope(item) }),
    update: endpoint('PUT', rowPath, { params: idParams, body: input, response: envelope(item) }),
    remove: endpoint('DELETE', rowPath, { params: idParams, response: okEnvelope }),
  } as const;
}

/**
 * A domain's error codes and the HTTP status class each answers with; the literal types are kept,
 * so ERROR_STATUS (which spreads every domain's table) knows each code and its status.
 */
export const errorStatuses = <const T extends Record<string, number>>(statuses: T): T => statuses;
