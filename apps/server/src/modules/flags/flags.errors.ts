import { errors } from '../../http/app-error.ts';

/** Feature flags: typed factories for the codes this module answers with. */
export const flagsErrors = {
  /** A mod id that is in no group of the brand's tree. */
  unknownFlag: () => errors.invalid([{ field: 'modId', key: 'validation.invalid' }]),
};
