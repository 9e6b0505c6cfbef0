import { z } from 'zod';

/** Money on the wire: a decimal string with exactly two places ("1234.50"). */
export const moneySchema = z.string().regex(/^-?\d{1,15}\.\d{2}$/, 'money');
export type MoneyString = z.infer<typeof moneySchema>;
