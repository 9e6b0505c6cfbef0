import { z } from 'zod';
import { pageOf, queryInt } from '../common.ts';
import { endpoint, type HttpMethod } from '../endpoint.ts';
import { envelope } from '../envelope.ts';

/** Client-made idempotency key: a retry with the same key returns the first result. */
export const paymentClientKeySchema = z.string().regex(/^[\w-]{8,64}$/, 'validation.invalid');

/** A signed amount an operator types: "-10", "25.5", "100.00". */
export const signedAmountInputSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'validation.amount');

export const paymentIdParamSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'validation.invalid') });

export const paymentPageQuery = {
  pageNo: queryInt(100_000, 1),
  pageSize: queryInt(100, 20),
};

/** `path` (with `:id`) acting on one payment record and answering it; `extra` adds a body and the like. */
export const paymentRecordContract = <
  M extends HttpMethod,
  P extends string,
  T extends z.ZodType,
  E extends { body?: z.ZodType } = object,
>(
  method: M,
  path: P,
  record: T,
  extra?: E,
) => endpoint(method, path, { params: paymentIdParamSchema, ...(extra as E), response: envelope(record) });

/** GET `path`: a page of records, optionally of one status; `scope` is the paging query
 * (paymentPageQuery) and any filters. */
export const paymentPageContract = <
  P extends string,
  S extends z.ZodType,
  T extends z.ZodType,
  Q extends z.ZodRawShape,
>(
  path: P,
  status: S,
  record: T,
  scope: Q,
) =>
  endpoint('GET', path, {
    query: z.object({ status: status.optional(), ...scope }),
    response: envelope(pageOf(record)),
  });

/** GET `path`: a page of the member's own records, optionally of one status (paging, no other filter). */
export const memberPageContract = <P extends string, S extends z.ZodType, T extends z.ZodType>(
  path: P,
  status: S,
  record: T,
) => paymentPageContract(path, status, record, paymentPageQuery);
