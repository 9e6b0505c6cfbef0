import { ACCOUNT_ERROR_STATUS } from './accounts/account-errors.ts';
import { VERIFICATION_ERROR_STATUS } from './accounts/verification-errors.ts';
import { PAYMENT_ERROR_STATUS } from './payments/payment-errors.ts';
import { WALLET_ERROR_STATUS } from './wallet/wallet-errors.ts';
import { GAMES_ERROR_STATUS } from './games/games-errors.ts';
import { LOTTERY_ERROR_STATUS } from './lottery/lottery-errors.ts';
import { BGS_ERROR_STATUS } from './bgs/bgs-errors.ts';
import { CONTENT_ERROR_STATUS } from './content/content-errors.ts';
import { CHAT_ERROR_STATUS } from './chat/chat-errors.ts';
import { AGENT_ERROR_STATUS } from './agents/agents-errors.ts';
import { CONTRACT_ERROR_STATUS } from './agent-contracts/contract-errors.ts';
import { RG_ERROR_STATUS } from './responsible-gaming/rg-errors.ts';
import { VIP_ERROR_STATUS } from './vip/vip-errors.ts';
import { POINTS_ERROR_STATUS } from './points/points-errors.ts';
import { PROMOTION_ERROR_STATUS } from './promotions/promotions-errors.ts';
import { REBATE_ERROR_STATUS } from './rebates/rebates-errors.ts';
import { MISSION_ERROR_STATUS } from './missions/missions-errors.ts';
import { REFERRAL_ERROR_STATUS } from './referrals/referrals-errors.ts';
import { SETTINGS_ERROR_STATUS } from './admin/settings-errors.ts';

/**
 * Stable dotted codes and the HTTP status class each one answers with. The web maps a code to
 * the i18n key `errors.<code>`; the server localises `message` from its own dictionary.
 */
export const ERROR_STATUS = {
  ok: 200,
  'request.invalid': 400,
  'request.encryption_required': 400,
  'request.encryption_invalid': 400,
  'request.encryption_expired': 400,
  'request.encryption_unknown_key': 400,
  'auth.required': 401,
  'auth.forbidden': 403,
  'system.region_restricted': 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  'system.maintenance': 503,
  internal: 500,
  ...ACCOUNT_ERROR_STATUS,
  ...VERIFICATION_ERROR_STATUS,
  ...WALLET_ERROR_STATUS,
  ...PAYMENT_ERROR_STATUS,
  ...GAMES_ERROR_STATUS,
  ...LOTTERY_ERROR_STATUS,
  ...BGS_ERROR_STATUS,
  ...CONTENT_ERROR_STATUS,
  ...CHAT_ERROR_STATUS,
  ...AGENT_ERROR_STATUS,
  ...CONTRACT_ERROR_STATUS,
  ...RG_ERROR_STATUS,
  ...VIP_ERROR_STATUS,
  ...POINTS_ERROR_STATUS,
  ...PROMOTION_ERROR_STATUS,
  ...REBATE_ERROR_STATUS,
  ...MISSION_ERROR_STATUS,
  ...REFERRAL_ERROR_STATUS,
  ...SETTINGS_ERROR_STATUS,
} as const satisfies Record<string, number>;

export type KnownCode = keyof typeof ERROR_STATUS;
export const KNOWN_CODES = Object.keys(ERROR_STATUS) as KnownCode[];
