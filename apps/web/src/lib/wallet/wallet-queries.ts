import type { QueryClient } from '@tanstack/react-query';
import {
  getConsolidatedFunds,
  getMemberInfo,
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
