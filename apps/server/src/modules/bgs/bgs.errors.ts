import { BGS_ERROR_STATUS, formatMinor } from '@arcadia/contracts';
import { AppError, codeFactories, errors } from '../../http/app-error.ts';
import type { BetLimits } from './bgs.config.ts';

/** One factory a code of BGS_ERROR_STATUS (Crash's are `crash…`), and the refusals of bad input. */
export const bgsErrors = {
  ...codeFactories(BGS_ERROR_STATUS),
  /** A 400 on the field, like any other bad input: nothing was charged. */
  amountOutOfRange: (limits: BetLimits, places: number) =>
    errors.invalid([
      {
        field: 'amount',
        key: 'validation.amount_range',
        params: { min: formatMinor(limits.min, places), max: formatMinor(limits.max, places) },
      },
    ]),
  invalidField: (field: string) => errors.invalid([{ field, key: 'validation.invalid' }]),
  /** A plain GET on the live WebSocket path: 426 Upgrade Required. */
  upgradeRequired: () => new AppError('request.invalid', { status: 426 }),
};
