import { z } from 'zod';
import { text } from '../text.ts';
import { currencyPlaces } from '../money-minor.ts';

/*
 * The operator side of Hub88's Wallet API, served under /hub88/wallet (reference:
 * shared/reference/hub88-wallet-api.md). Requests are signed (X-Hub88-Signature, RSA-SHA256 over the
 * raw body); amounts and balances are integers in 1/100000 of the currency. Unknown fields are
 * tolerated (loose objects). Every answer is HTTP 200 with a status.
 */
export const HUB88_STATUSES = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;
export type Hub88Status = (typeof HUB88_STATUSES)[number];
/** Hub88 units per minor unit of `currency`: 1000 for USD (cents), 100000 for VND (0 places), 100 for KWD. */
export const hub88UnitsPerMinor = (currency: string): number => 100_000 / 10 ** currencyPlaces(currency);

const base = { user: text().min(1).max(128), request_uuid: text().min(1).max(64) };
const money = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const transaction = {
  ...base,
  token: text().min(10).max(255),
  transaction_uuid: text().min(1).max(128),
  round: text().min(1).max(128),
  game_code: text().min(1).max(96),
  supplier_transaction_id: text().max(128).nullish(),
  round_closed: z.boolean().nullish(),
  is_free: z.boolean().nullish(),
  is_supplier_promo: z.boolean().nullish(),
  meta: z.record(text(), z.unknown()).nullish(),
};

export const hub88UserInfo = { path: '/hub88/wallet/user/info', body: z.looseObject(base) } as const;
export const hub88Balance = {
  path: '/hub88/wallet/user/balance',
  body: z.looseObject({ ...base, token: text().min(10).max(255), game_code: text().max(96).nullish() }),
} as const;
export const hub88Bet = {
  path: '/hub88/wallet/transaction/bet',
  body: z.looseObject({ ...transaction, currency: text().min(1).max(8), amount: money }),
} as const;
export const hub88Win = {
  path: '/hub88/wallet/transaction/win',
  body: z.looseObject({
    ...transaction,
    currency: text().min(1).max(8),
    amount: money,
    reference_transaction_uuid: text().min(1).max(128),
  }),
} as const;
export const hub88Rollback = {
  path: '/hub88/wallet/transaction/rollback',
  body: z.looseObject({ ...transaction, reference_transaction_uuid: text().min(1).max(128) }),
} as const;

export const hub88Answer = z.object({
  status: z.enum(HUB88_STATUSES),
  request_uuid: z.string(),
  user: z.string().optional(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
});
export type Hub88Answer = z.infer<typeof hub88Answer>;
