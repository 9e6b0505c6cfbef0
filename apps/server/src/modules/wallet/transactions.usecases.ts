import {
  formatMinor,
  MAIN_WALLET,
  TRANSACTION_RANGE_MAX_DAYS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { withdrawalLines } from '../withdrawals/withdrawal-outcome.ts';
import { transactionsRepository, type RecordRow } from './transactions.repository.ts';
import { vendorsPort } from '../catalogue/vendors.port.ts';
import { walletErrors } from './wallet.errors.ts';
import { VENDOR_PREFIX } from './wallet.usecases.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type RecordQuery = {
  pageNo: number;
  pageSize: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  type?: TransactionType | undefined;
};

/** A date is a whole UTC day (the end date inclusive); a date-time is an exact instant (the end exclusive). */
export function recordRange(
  startDate: string | undefined,
  endDate: string | undefined,
  now = new Date(),
): { from: string; to: string } {
  const to =
    endDate === undefined
      ? // Up to now inclusive: a line written in this very millisecond is in (the end is exclusive).
        new Date(now.getTime() + 1)
      : DATE_ONLY.test(endDate)
        ? new Date(Date.parse(`${endDate}T00:00:00Z`) + DAY_MS)
        : new Date(endDate);
  const from =
    startDate === undefined
      ? new Date(to.getTime() - DEFAULT_DAYS * DAY_MS)
      : new Date(DATE_ONLY.test(startDate) ? `${startDate}T00:00:00Z` : startDate);
  const span = to.getTime() - from.getTime();
  if (!(span > 0) || span > TRANSACTION_RANGE_MAX_DAYS * DAY_MS)
    throw walletErrors.dateRangeInvalid(TRANSACTION_RANGE_MAX_DAYS);
  return { from: from.toISOString(), to: to.toISOString() };
}

export const typeOfKind = (kind: string): string => TRANSACTION_TYPES.find((t) => kind.startsWith(t)) ?? 'other';

function walletOf(accountKind: string): string {
  if (accountKind === 'main') return MAIN_WALLET;
  if (accountKind.startsWith(VENDOR_PREFIX)) return accountKind.slice(VENDOR_PREFIX.length);
  return accountKind.toUpperCase();
}

function withdrawalIdOf(row: RecordRow): number | null {
  if (!row.kind.startsWith('withdrawal_')) return null;
  try {
    const id = (JSON.parse(row.metadata) as { withdrawalId?: unknown }).withdrawalId;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * The account record: the member's real-money wallets, one line per business event, newest first
 * (the repository folds the bookkeeping legs away; this adds names, transfer targets and outcomes).
 */
export async function transactionRecord(db: DbOrTrx, merchant: Merchant, member: Member, query: RecordQuery) {
  const { from, to } = recordRange(query.startDate, query.endDate);
  const filter = { merchantId: merchant.id, memberId: member.id, from, to, kindPrefix: query.type ?? null };
  const [total, rows, vendors] = await Promise.all([
    transactionsRepository.count(db, filter),
    transactionsRepository.page(db, filter, query.pageSize, (query.pageNo - 1) * query.pageSize),
    vendorsPort.list(db, merchant.id),
  ]);
  const transferIds = rows.filter((r) => r.kind.startsWith('transfer_')).map((r) => r.transactionId);
  const withdrawalIds = rows.map(withdrawalIdOf).filter((id) => id !== null);
  const [targets, withdrawals] = await Promise.all([
    transactionsRepository.transferTargets(db, member.id, transferIds),
    withdrawalLines(db, member.id, withdrawalIds),
  ]);
  const names = new Map(vendors.map((v) => [v.code, v.name]));
  const named = (wallet: string) => (wallet === MAIN_WALLET ? null : (names.get(wallet) ?? wallet));
  return {
    list: rows.map((r) => {
      const wallet = walletOf(r.accountKind);
      const target = targets.get(r.transactionId);
      const toWallet = target ? walletOf(target) : null;
      const withdrawalId = withdrawalIdOf(r);
      const line = withdrawalId === null ? undefined : withdrawals.get(withdrawalId);
      return {
        id: String(r.entryId),
        kind: r.kind,
        type: typeOfKind(r.kind),
        amount: formatMinor(r.amount, merchant.places),
        balanceAfter: formatMinor(r.balanceAfter, merchant.places),
        wallet,
        walletName: named(wallet),
        toWallet,
        toWalletName: toWallet === null ? null : named(toWallet),
        outcome: line?.outcome ?? null,
        returned: line?.returned ? formatMinor(line.returned, merchant.places) : null,
        time: r.createdAt,
        reference: String(r.transactionId),
      };
    }),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
