import { z } from 'zod';
import { AMOUNT_INPUT_PATTERN } from './money-minor.ts';

export * from './money-minor.ts';

/** Money on the wire: a decimal string with the currency's places ("1234.50" USD, "1234" VND, "1.234" KWD). */
export const moneySchema = z.string().regex(/^-?\d{1,15}(\.\d{1,3})?$/, 'money');
export type MoneyString = z.infer<typeof moneySchema>;

/** An amount a person types ("10", "10.5", "10.50"); the use case checks it against the brand's places (fitsPlaces). */
export const amountInputSchema = z.string().trim().regex(AMOUNT_INPUT_PATTERN, 'validation.amount');
