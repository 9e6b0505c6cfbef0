import type { FieldError } from '@arcadia/contracts';
import { errors } from '../../http/app-error.ts';

/** Maintenance and region rules: typed factories for the codes this module answers with. */
export const siteAccessErrors = {
  /** An operator's maintenance or region settings that do not hold, each under its field. */
  invalidSettings: (fieldErrors: FieldError[]) => errors.invalid(fieldErrors),
};
