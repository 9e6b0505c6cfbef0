import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { moneySchema } from '../money.ts';

/**
 * GET /wps/v2/wallets/balance (token): the header balance, polled. Real members: main plus every
 * vendor sub-wallet (not funds held for pending withdrawals). Trial accounts: their demo credit,
 * which is never added to real money.
 */
export const getWalletBalance = endpoint('GET', '/wps/v2/wallets/balance', {
  response: envelope(
    z.object({
      sumBalance: moneySchema,
      currencySymbol: z.string(),
      currency: z.string(),
      /** Unread inbox messages. */
      unreadMessage: z.number().int(),
    }),
  ),
});

export const walletSchema = z.object({
  /** "MAIN" for the main wallet, otherwise the vendor code. */
  vendor: z.string(),
  name: z.string(),
  balance: moneySchema,
  /** False for a sub-wallet whose vendor is switched off: its money can still come back with ALL. */
  enabled: z.boolean(),
});
export type Wallet = z.infer<typeof walletSchema>;
export const MAIN_WALLET = 'MAIN';

/** GET /wps/relay/GCS_merchantWallet?isSingle=0|1 (token, real members): main plus transfer-mode vendor sub-wallets. */
export const getMerchantWallet = endpoint('GET', '/wps/relay/GCS_merchantWallet', {
  query: z.object({ isSingle: z.enum(['0', '1']).default('0') }),
  response: envelope(z.object({ currency: z.string(), currencySymbol: z.string(), wallets: z.array(walletSchema) })),
});

/** GET /wps/member/info/funds/consolidated (token, real members). total = main + vendors + withdrawalHold. */
export const getConsolidatedFunds = endpoint('GET', '/wps/member/info/funds/consolidated', {
  response: envelope(
    z.object({
      main: moneySchema,
      vendors: moneySchema,
      /** Held for withdrawals that are not yet paid or rejected. */
      withdrawalHold: moneySchema,
      total: moneySchema,
      currency: z.string(),
      currencySymbol: z.string(),
    }),
  ),
});
