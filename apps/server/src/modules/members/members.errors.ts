import { errors } from '../../http/app-error.ts';

/** Member profile: typed factories for the codes this module answers with. */
export const membersErrors = {
  /** An avatar id that is not in the avatar set. */
  avatarInvalid: () => errors.invalid([{ field: 'avatarId', key: 'validation.invalid' }]),
};
