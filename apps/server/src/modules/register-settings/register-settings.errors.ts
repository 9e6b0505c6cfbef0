import type { FieldError } from '@arcadia/contracts';
import { errors } from '../../http/app-error.ts';

/** Registration field settings: typed factories for the codes this module answers with. */
export const registerSettingsErrors = {
  /** A field setting an operator gave that cannot work (bounds crossed, a pattern that does not compile). */
  invalidSetting: (fieldErrors: FieldError[]) => errors.invalid(fieldErrors),
};
