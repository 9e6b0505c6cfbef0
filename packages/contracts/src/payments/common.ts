import { z } from 'zod';

/** Client-made idempotency key: a retry with the same key returns the first result. */
export const paymentClientKeySchema = z.string().regex(/^[\w-]{8,64}$/, 'validation.invalid');

/** A signed amount an operator types: "-10", "25.5", "100.00". */
export const signedAmountInputSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,13}(\.\d{1,2})?$/, 'validation.amount');

export const paymentIdParamSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'validation.invalid') });

export const paymentPageQuery = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const paymentPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), totalPages: z.number().int() });
