import { GAMES_ERROR_STATUS, type GamesErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

const fail = (code: GamesErrorCode, params?: Record<string, string | number>, value?: unknown) =>
  new AppError(code, {
    status: GAMES_ERROR_STATUS[code],
    ...(params ? { params } : {}),
    ...(value === undefined ? {} : { value }),
  });

export const gamesErrors = {
  notFound: () => fail('games.not_found'),
  unavailable: () => fail('games.unavailable'),
  launchFailed: () => fail('games.launch_failed'),
  roomNotFound: () => fail('games.room_not_found'),
  dateRangeInvalid: (days: number) => fail('games.date_range_invalid', { days }),
  duplicateTransaction: () => fail('bets.duplicate_transaction'),
  rolledBack: () => fail('bets.rolled_back'),
  referenceNotFound: () => fail('bets.reference_not_found'),
  tokenInvalid: () => fail('bets.token_invalid'),
  tokenExpired: () => fail('bets.token_expired'),
  currencyMismatch: () => fail('bets.currency_mismatch'),
  amountInvalid: () => fail('bets.amount_invalid'),
};
