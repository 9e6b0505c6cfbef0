import type { QueryClient } from '@tanstack/react-query';
import { LOTTERY_VENDOR, MAIN_WALLET } from '@arcadia/contracts';
import { toMinor } from '@/lib/money';
import { sessionStore } from '@/lib/session-store';
import { walletSettingsQuery, walletsQuery } from '@/lib/wallet/wallet-queries';

export { refreshWallet } from '@/lib/wallet/wallet-queries';

/** isAgent of a trial (free-play) account: it plays demo credit, never a wallet. */
const TRIAL_AGENT_TYPE = 4;

/** What the launch dialog offers: the sub-wallet the game plays from and what main holds. */
export type TransferOffer = { vendor: string; vendorName: string; sub: string; main: string; symbol: string };

/**
 * The transfer offered in place at launch (issue 24): a game whose vendor plays from its own
 * sub-wallet (a transfer-mode vendor, listed by GCS_merchantWallet) while money sits in the main
 * wallet and the member has auto-transfer off (on, the launch itself moves it). Null when there
 * is nothing to offer: a seamless game, an empty main wallet, a trial account, the lottery (its
 * slip offers the move itself) or auto-transfer on.
 */
export async function launchTransferOffer(
  queryClient: QueryClient,
  token: string,
  vendor: string,
): Promise<TransferOffer | null> {
  if (vendor === LOTTERY_VENDOR || sessionStore.get('isAgent') === TRIAL_AGENT_TYPE) return null;
  // The offer is a convenience: when the wallets cannot be read the game launches as before.
  const read = await Promise.all([
    queryClient.fetchQuery(walletSettingsQuery(token)),
    queryClient.fetchQuery(walletsQuery(token)),
  ]).catch(() => null);
  if (!read) return null;
  const [settings, wallets] = read;
  if (settings.autoTransfer) return null;
  const sub = wallets.wallets.find((w) => w.vendor === vendor && w.enabled);
  const main = wallets.wallets.find((w) => w.vendor === MAIN_WALLET);
  if (!sub || !main || toMinor(main.balance) <= 0n) return null;
  return { vendor, vendorName: sub.name, sub: sub.balance, main: main.balance, symbol: wallets.currencySymbol };
}
