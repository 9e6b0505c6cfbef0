import type { QueryClient } from '@tanstack/react-query';
import {
  getConsolidatedFunds,
  getMemberInfo,
  getMerchantWallet,
  getWalletSettings,
  setPaymentPassword,
  updateWalletSettings,
  walletTransfer,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { memberKeysOf } from '@/lib/member-keys';
import { valueQuery } from '@/lib/value-query';

/*
 * The wallet reads and the payment password, shared by every money page (wallet, payments and
 * the member centre's account page): each refreshes or reads them without importing another feature.
 */
export const WALLET_MODULE_ID = 'wallet';

export const walletKeys = memberKeysOf('wallet', ['balance', 'wallets', 'funds', 'records', 'member', 'settings']);

/** After any money action: balance, wallets, funds and the account record are stale. */
export function refreshWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

const WALLET = { moduleId: WALLET_MODULE_ID };

/** Main plus every transfer-mode vendor's sub-wallet (a game of a vendor listed here plays from its sub-wallet). */
export const walletsQuery = (token: string) =>
  valueQuery(walletKeys.wallets(token), getMerchantWallet, { ...WALLET, query: { isSingle: '0' } }, { staleTime: 0 });

export const fundsQuery = (token: string) =>
  valueQuery(walletKeys.funds(token), getConsolidatedFunds, WALLET, { staleTime: 0 });

/**
 * The member as the money pages see it (has a payment password? an upline?). Kept under the
 * wallet's keys, so setting the payment password refreshes it with the rest of the wallet.
 */
export const walletMemberQuery = (token: string) =>
  valueQuery(walletKeys.member(token), getMemberInfo, WALLET, { staleTime: 60_000 });

export const setPaymentPasswordRequest = (body: {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}) => apiValue(setPaymentPassword, { moduleId: WALLET_MODULE_ID, body, encrypted: true });

export type TransferBody = { vendor: string; direction: 'in' | 'out'; amount?: string; clientKey: string };
/** Main wallet ⇄ a vendor's sub-wallet: the wallet page and the lottery slip both move money. */
export const transferRequest = (body: TransferBody) => apiValue(walletTransfer, { moduleId: WALLET_MODULE_ID, body });

/** The member's wallet settings (auto-transfer on launch). */
export const walletSettingsQuery = (token: string) =>
  valueQuery(walletKeys.settings(token), getWalletSettings, WALLET, { staleTime: 60_000 });

export const updateWalletSettingsRequest = (body: { autoTransfer: boolean }) =>
  apiValue(updateWalletSettings, { moduleId: WALLET_MODULE_ID, body });

/**
 * Leaving a game with auto-transfer on: every sub-wallet comes back to main (issue 24: "back to
 * the main wallet when the member leaves"), so the money is where deposits, withdrawals and the
 * next game look for it. Off, the member moves money themselves. Nothing in a sub-wallet moves nothing.
 */
export async function bringMoneyBack(queryClient: QueryClient, token: string): Promise<void> {
  const settings = await queryClient.fetchQuery(walletSettingsQuery(token));
  if (!settings.autoTransfer) return;
  await transferRequest({ vendor: 'ALL', direction: 'out', clientKey: crypto.randomUUID() });
  await refreshWallet(queryClient);
}
