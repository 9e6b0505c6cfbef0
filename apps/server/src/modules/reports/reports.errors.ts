import { GAMES_ERROR_STATUS } from '@arcadia/contracts';
import { failWith } from '../../http/app-error.ts';

const fail = failWith(GAMES_ERROR_STATUS);

/**
 * A report's range says the same as every other date range of the play record (the betting
 * record, personal profit and loss): one code, already worded in every language.
 */
export const reportsErrors = {
  dateRangeInvalid: (days: number) => fail('games.date_range_invalid', { params: { days } }),
};
