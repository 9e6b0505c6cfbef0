import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';

export const walletSettingsSchema = z.object({
  /**
   * On (the default): a launch brings every sub-wallet back to main and moves main into the
   * sub-wallet the game plays from, so all the member's money can be bet.
   */
  autoTransfer: z.boolean(),
});
export type WalletSettingsValue = z.infer<typeof walletSettingsSchema>;

/** GET /wps/member/wallet/settings (token, real members). */
export const getWalletSettings = endpoint('GET', '/wps/member/wallet/settings', {
  response: envelope(walletSettingsSchema),
});

/** PUT /wps/member/wallet/settings (token, real members). */
export const updateWalletSettings = endpoint('PUT', '/wps/member/wallet/settings', {
  body: walletSettingsSchema.strict(),
  response: envelope(walletSettingsSchema),
});
