import { errors } from '../../http/app-error.ts';

/** The inbox: typed factories for the codes this module answers with. */
export const inboxErrors = {
  /** No such message in this member's inbox. */
  messageNotFound: () => errors.notFound(),
};
