import { errors } from '../../http/app-error.ts';

/** Operator-facing settings errors use the general codes: request.invalid naming the field. */
export const playRecordErrors = {
  unknownTimeZone: () => errors.invalid([{ field: 'timeZone', key: 'invalid_value', params: {} }]),
  unknownCategory: () => errors.invalid([{ field: 'category', key: 'invalid_value', params: {} }]),
  shareOutOfRange: () => errors.invalid([{ field: 'share', key: 'too_big', params: { maximum: 100 } }]),
};
