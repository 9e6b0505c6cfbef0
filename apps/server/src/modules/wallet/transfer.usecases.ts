import { formatMinor, type WalletMove } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import type { LedgerAccount } from '../ledger/ledger.model.ts';
import { ensureMemberAccount, memberAccounts, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { vendorsPort } from '../catalogue/vendors.port.ts';
import { walletErrors } from './wallet.errors.ts';
import { ledgerReads, type MoveRecord } from '../ledger/ledger-reads.port.ts';
import { VENDOR_PREFIX, vendorAccountKind } from './wallet.usecases.ts';

/** What a transfer reads of the brand and the member (a launch has no full rows at hand). */
type Brand = Pick<Merchant, 'id' | 'places' | 'currency'>;
type Owner = Pick<Member, 'id'>;

export type TransferInput = { vendor: string; direction: 'in' | 'out'; amount?: string | undefined; clientKey: string };
export type TransferResult = { replayed: boolean; moves: WalletMove[] };

/** Ledger keys: one per single transfer, one per vendor for ALL. Scoped by member so keys cannot collide across people. */
const singleKey = (memberId: number, clientKey: string) => `transfer:${memberId}:${clientKey}`;
const sweepKey = (memberId: number, clientKey: string, code: string) => `transfer:${memberId}:${clientKey}:${code}`;

/**
 * Moves money between the main wallet and a transfer-mode vendor sub-wallet, or (vendor ALL,
 * direction out) brings every sub-wallet back to main. Idempotent on the client key.
 */
export async function transferBetweenWallets(
  db: Db,
  merchant: Brand,
  member: Owner,
  input: TransferInput,
): Promise<TransferResult> {
  if (input.vendor === 'ALL') {
    if (input.direction !== 'out') throw walletErrors.invalidField('direction');
    return sweepToMain(db, merchant, member, input.clientKey);
  }
  if (input.amount === undefined) throw walletErrors.invalidField('amount', 'validation.required');
  const amount = amountIn(input.amount, merchant.places);
  if (amount <= 0n) throw walletErrors.amountBelowMin(formatMinor(1n, merchant.places));

  const key = singleKey(member.id, input.clientKey);
  // Three reads, not six: the vendor, the member's accounts, and every key this clientKey may have used.
  const [vendor, accounts] = await Promise.all([
    vendorsPort.findByCode(db, merchant.id, input.vendor),
    memberAccounts(db, merchant.id, member.id),
  ]);
  const sweepKeys = vendorCodes(accounts).map((c) => sweepKey(member.id, input.clientKey, c));
  const earlier = await ledgerReads.transactionsByKeys(db, merchant.id, [key, ...sweepKeys]);
  // A retry of a transfer already made is answered even if the vendor was switched off since.
  const alreadyPosted = earlier.some((t) => t.key === key);
  if (!vendor || (!alreadyPosted && (!vendor.enabled || vendor.walletMode !== 'transfer')))
    throw walletErrors.vendorUnavailable(input.vendor);
  // The same client key already spent on an ALL sweep is a different request.
  if (earlier.some((t) => t.key !== key)) throw walletErrors.idempotencyConflict();

  const subKind = vendorAccountKind(vendor.code);
  const [main, sub] = await Promise.all([
    accounts.find((a) => a.kind === 'main') ??
      ensureMemberAccount(db, merchant.id, member.id, 'main', merchant.currency),
    accounts.find((a) => a.kind === subKind) ??
      ensureMemberAccount(db, merchant.id, member.id, subKind, merchant.currency),
  ]);
  const posted = await move(db, merchant, { main, sub, code: vendor.code, direction: input.direction, amount, key });
  return { replayed: posted.replayed, moves: [posted.move] };
}

async function sweepToMain(db: Db, merchant: Brand, member: Owner, clientKey: string): Promise<TransferResult> {
  const accounts = await memberAccounts(db, merchant.id, member.id);
  const codes = vendorCodes(accounts);
  const [single] = await ledgerReads.transactionsByKeys(db, merchant.id, [singleKey(member.id, clientKey)]);
  if (single) throw walletErrors.idempotencyConflict();
  // A repeated ALL answers what the first one moved, even if sub-wallets changed since.
  const earlier = await ledgerReads.transactionsByKeys(
    db,
    merchant.id,
    codes.map((c) => sweepKey(member.id, clientKey, c)),
  );
  if (earlier.length > 0) return { replayed: true, moves: earlier.map(toMove) };

  const main = await ensureMemberAccount(db, merchant.id, member.id, 'main', merchant.currency);
  const moves: WalletMove[] = [];
  for (const sub of accounts) {
    if (!sub.kind.startsWith(VENDOR_PREFIX) || sub.balance <= 0n) continue;
    const code = sub.kind.slice(VENDOR_PREFIX.length);
    try {
      const posted = await move(db, merchant, {
        main,
        sub,
        code,
        direction: 'out',
        amount: sub.balance,
        key: sweepKey(member.id, clientKey, code),
      });
      moves.push(posted.move);
    } catch (error) {
      // A game debited this sub-wallet since we read it: leave it for the next sweep rather than fail the others.
      if (error instanceof AppError && error.code === 'wallet.insufficient_funds') continue;
      throw error;
    }
  }
  return { replayed: false, moves };
}

type Move = {
  main: LedgerAccount;
  sub: LedgerAccount;
  code: string;
  direction: 'in' | 'out';
  amount: Minor;
  key: string;
};

async function move(db: Db, merchant: Brand, m: Move): Promise<{ replayed: boolean; move: WalletMove }> {
  const [from, to] = m.direction === 'in' ? [m.main, m.sub] : [m.sub, m.main];
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind: m.direction === 'in' ? 'transfer_in' : 'transfer_out',
    idempotencyKey: m.key,
    legs: [
      { accountId: from.id, amount: minor(-m.amount) },
      { accountId: to.id, amount: m.amount },
    ],
    metadata: { vendor: m.code, direction: m.direction, amount: formatMinor(m.amount, merchant.places) },
  });
  return {
    replayed: posted.replayed,
    move: {
      vendor: m.code,
      direction: m.direction,
      amount: formatMinor(m.amount, merchant.places),
      reference: String(posted.id),
    },
  };
}

function toMove(record: MoveRecord): WalletMove {
  const { vendor, direction, amount } = record.metadata;
  return {
    vendor: String(vendor),
    direction: direction === 'in' ? 'in' : 'out',
    amount: String(amount),
    reference: String(record.id),
  };
}

function vendorCodes(accounts: LedgerAccount[]): string[] {
  return accounts.filter((a) => a.kind.startsWith(VENDOR_PREFIX)).map((a) => a.kind.slice(VENDOR_PREFIX.length));
}
