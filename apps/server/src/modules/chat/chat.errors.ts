import { CHAT_ERROR_STATUS } from '@arcadia/contracts';
import { AppError, codeFactories } from '../../http/app-error.ts';

/**
 * One factory a code of CHAT_ERROR_STATUS: `disabled()` (flag CBS3 is off for this brand),
 * `pleaseInformation()` (a trial account, isAgent 4: the spec's warning in_please_information),
 * `notFound()`, `closed()`, `queueForbidden()`.
 */
export const chatErrors = {
  ...codeFactories(CHAT_ERROR_STATUS),
  /** A plain GET on a live socket path: 426 Upgrade Required. */
  upgradeRequired: () => new AppError('request.invalid', { status: 426 }),
};
