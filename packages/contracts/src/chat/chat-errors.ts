import { errorStatuses } from '../common.ts';

/**
 * Codes the customer-service chat answers with. Spread into ERROR_STATUS. Attachments that are
 * not images answer with the content codes (content.image_type …): the same check does both.
 */
export const CHAT_ERROR_STATUS = errorStatuses({
  /** The brand has the chat switched off (flag CBS3). */
  'chat.disabled': 403,
  /** A trial account (isAgent 4) may not chat: spec key in_please_information. */
  'chat.please_information': 403,
  /** No such conversation or attachment (or not one the caller may see). */
  'chat.not_found': 404,
  /** The conversation was closed: an operator cannot answer it any more. */
  'chat.closed': 409,
  /** The operator's role may not read this queue. */
  'chat.queue_forbidden': 403,
});

export type ChatErrorCode = keyof typeof CHAT_ERROR_STATUS;
