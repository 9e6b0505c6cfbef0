import { CHAT_ERROR_STATUS, type ChatErrorCode } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';

const fail = (code: ChatErrorCode) => new AppError(code, { status: CHAT_ERROR_STATUS[code] });

export const chatErrors = {
  /** Flag CBS3 is off for this brand. */
  disabled: () => fail('chat.disabled'),
  /** A trial account (isAgent 4): the spec's warning in_please_information. */
  pleaseInformation: () => fail('chat.please_information'),
  notFound: () => fail('chat.not_found'),
  closed: () => fail('chat.closed'),
  queueForbidden: () => fail('chat.queue_forbidden'),
  /** A plain GET on a live socket path: 426 Upgrade Required. */
  upgradeRequired: () => new AppError('request.invalid', { status: 426 }),
};
