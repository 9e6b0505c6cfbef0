import { GAMES_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(GAMES_ERROR_STATUS);

/** One factory a code of GAMES_ERROR_STATUS (`games.*` and the seamless wallet's `bets.*`). */
export const gamesErrors = {
  ...codeFactories(GAMES_ERROR_STATUS),
  dateRangeInvalid: (days: number) => fail('games.date_range_invalid', { params: { days } }),
  importRejected: (rejected: { row: number; errors: string[] }[]) =>
    fail('games.import_rejected', { params: { count: rejected.length }, value: { rejected } }),
};
