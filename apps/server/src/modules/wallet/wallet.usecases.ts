import { formatMinor, MAIN_WALLET, type Wallet } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { ZERO, minor, type Minor } from '../../lib/money.ts';
import type { LedgerAccount } from '../ledger/ledger.model.ts';
import { ledgerReads } from '../ledger/ledger-reads.port.ts';
import { memberAccounts } from '../ledger/ledger.usecases.ts';
import { unreadCount } from '../inbox/inbox.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { isTrial, type Member } from '../members/member.model.ts';
import { vendorsPort } from '../catalogue/vendors.port.ts';

export const VENDOR_PREFIX = 'vendor:';
export const vendorAccountKind = (code: string) => `${VENDOR_PREFIX}${code}` as const;
const sum = (values: Minor[]) => minor(values.reduce((total, v) => total + v, 0n));

/**
 * The header balance. A trial account sees its demo credit (kept apart: never added to real money,
 * and a real member's demo account, should one exist, is never counted).
 */
export async function headerBalance(db: DbOrTrx, merchant: Merchant, member: Member) {
  // Two indexed reads side by side (each module reads its own tables); the header polls this.
  const [totals, unread] = await Promise.all([
    ledgerReads.balanceTotals(db, merchant.id, member.id),
    unreadCount(db, member.id),
  ]);
  return {
    sumBalance: formatMinor(isTrial(member) ? totals.demo : totals.spendable, merchant.places),
    currencySymbol: merchant.currencySymbol,
    currency: merchant.currency,
    unreadMessage: unread,
  };
}

type Split = { main: Minor; vendors: Map<string, Minor>; withdrawalHold: Minor };

function split(accounts: LedgerAccount[]): Split {
  const vendors = new Map<string, Minor>();
  let main = ZERO;
  let withdrawalHold = ZERO;
  for (const a of accounts) {
    if (a.kind === 'main') main = a.balance;
    else if (a.kind === 'withdrawal_hold') withdrawalHold = a.balance;
    else if (a.kind.startsWith(VENDOR_PREFIX)) vendors.set(a.kind.slice(VENDOR_PREFIX.length), a.balance);
  }
  return { main, vendors, withdrawalHold };
}

/**
 * The member's wallets: main, then a sub-wallet per enabled transfer-mode vendor (zero until
 * used), plus any switched-off vendor whose sub-wallet still holds money.
 */
export async function memberWallets(
  db: DbOrTrx,
  merchant: Merchant,
  member: Member,
  options: { single: boolean },
): Promise<Wallet[]> {
  const { main, vendors } = split(await memberAccounts(db, merchant.id, member.id));
  const wallets: Wallet[] = [
    { vendor: MAIN_WALLET, name: MAIN_WALLET, balance: formatMinor(main, merchant.places), enabled: true },
  ];
  if (options.single) return wallets;
  for (const vendor of await vendorsPort.list(db, merchant.id)) {
    if (vendor.walletMode !== 'transfer') continue;
    const balance = vendors.get(vendor.code) ?? ZERO;
    if (!vendor.enabled && balance === 0n) continue;
    wallets.push({
      vendor: vendor.code,
      name: vendor.name,
      balance: formatMinor(balance, merchant.places),
      enabled: vendor.enabled,
    });
  }
  return wallets;
}

/** Everything the member owns: total = main + vendor sub-wallets + held for pending withdrawals. */
export async function consolidatedFunds(db: DbOrTrx, merchant: Merchant, member: Member) {
  const { main, vendors, withdrawalHold } = split(await memberAccounts(db, merchant.id, member.id));
  const vendorTotal = sum([...vendors.values()]);
  return {
    main: formatMinor(main, merchant.places),
    vendors: formatMinor(vendorTotal, merchant.places),
    withdrawalHold: formatMinor(withdrawalHold, merchant.places),
    total: formatMinor(sum([main, vendorTotal, withdrawalHold]), merchant.places),
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
  };
}

/** Main and spendable total right after a transfer, for the transfer answer. */
export async function balancesNow(db: DbOrTrx, merchant: Merchant, member: Member) {
  const { main, vendors } = split(await memberAccounts(db, merchant.id, member.id));
  return {
    mainBalance: formatMinor(main, merchant.places),
    sumBalance: formatMinor(sum([main, ...vendors.values()]), merchant.places),
  };
}
