import { AppError, errors } from '../../http/app-error.ts';

/** Operator-facing settings errors use the general codes: request.invalid naming the field. */
export const playRecordErrors = {
  unknownTimeZone: () => errors.invalid([{ field: 'timeZone', key: 'invalid_value', params: {} }]),
  unknownCategory: () => errors.invalid([{ field: 'category', key: 'invalid_value', params: {} }]),
  /** A custom range that ends before it starts or is longer than the most days allowed. */
  dateRangeInvalid: (days: number) => new AppError('games.date_range_invalid', { status: 400, params: { days } }),
  shareOutOfRange: () => errors.invalid([{ field: 'share', key: 'too_big', params: { maximum: 100 } }]),
};
