import { BGS_ERROR_STATUS, formatMinor, type BgsErrorCode } from '@arcadia/contracts';
import { AppError, errors } from '../../http/app-error.ts';
import type { BetLimits } from './bgs.config.ts';

const fail = (code: BgsErrorCode) => new AppError(code, { status: BGS_ERROR_STATUS[code] });

export const bgsErrors = {
  gameOpen: () => fail('bgs.game_open'),
  noOpenGame: () => fail('bgs.no_open_game'),
  tileRevealed: () => fail('bgs.tile_revealed'),
  nothingToCashOut: () => fail('bgs.nothing_to_cash_out'),
  bettingClosed: () => fail('bgs.crash_betting_closed'),
  alreadyBet: () => fail('bgs.crash_already_bet'),
  noBet: () => fail('bgs.crash_no_bet'),
  wrongGame: () => fail('bgs.wrong_game'),
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
