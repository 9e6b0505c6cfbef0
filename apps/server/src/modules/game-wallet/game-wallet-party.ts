import { createHash } from 'node:crypto';
import { registerProcessCache } from '../../lib/process-caches.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { accountIdsFor, ensureMemberAccount } from '../ledger/ledger.usecases.ts';
import type { MemberAccountKind, PostedTransaction } from '../ledger/ledger.model.ts';
import { isTrial } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { vendorFacts } from './game-facts.ts';
import type { CatalogueVendor } from '../catalogue/catalogue.model.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { oncePerTransaction } from './per-transaction.ts';

/** The game wallet's calls and answers, and who a call is for: the vendor, the member's wallet, its currency. */

export type WalletCall = {
  merchantId: number;
  vendorCode: string;
  memberId: number;
  /** When given, must be the wallet's currency. */
  currency?: string | undefined;
};
export type BetInput = WalletCall & {
  transactionId: string;
  round: string;
  amount: Minor;
  gameCode?: string | undefined;
  /**
   * The bet's chance to win in basis points, when the source knows it (in-house games): a bet that
   * risks almost nothing counts only its real risk as valid bet (modules/play-record/valid-bet.ts).
   */
  winChanceBp?: number | undefined;
};
export type WinInput = WalletCall & {
  transactionId: string;
  referenceTransactionId?: string | undefined;
  round: string;
  amount: Minor;
};
export type RollbackInput = WalletCall & { transactionId: string; referenceTransactionId: string };
export type WalletResult = { balance: Minor; currency: string; replayed: boolean; betId: number | null; demo: boolean };

export const MAX_AMOUNT = 10n ** 13n;
export const ledgerKey = (vendorId: number, transactionId: string) => `game:${vendorId}:${transactionId}`;
export const hashOf = (parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify(parts, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');

export type Party = {
  vendor: CatalogueVendor;
  demo: boolean;
  currency: string;
  walletKind: MemberAccountKind;
};

export function party(db: DbOrTrx, call: WalletCall): Promise<Party> {
  const key = `party:${call.merchantId}:${call.vendorCode}:${call.memberId}:${call.currency ?? ''}`;
  return oncePerTransaction(db, key, () => readParty(db, call));
}

async function readParty(db: DbOrTrx, call: WalletCall): Promise<Party> {
  const vendor = await vendorFacts(db, call.merchantId, call.vendorCode);
  if (!vendor) throw gamesErrors.notFound();
  const member = await membersPort.playerById(db, call.memberId);
  if (!member || member.merchantId !== call.merchantId) throw gamesErrors.tokenInvalid();
  const currency = await brandCurrency(db, call.merchantId);
  if (call.currency !== undefined && call.currency !== currency) throw gamesErrors.currencyMismatch();
  const demo = isTrial(member);
  const walletKind: MemberAccountKind = demo
    ? 'demo'
    : vendor.walletMode === 'transfer'
      ? `vendor:${vendor.code}`
      : 'main';
  return { vendor, demo, currency, walletKind };
}

// A brand's currency never changes once it holds money (every balance is in it): read once per process.
const currencies = new Map<number, string>();
registerProcessCache(() => currencies.clear());

async function brandCurrency(db: DbOrTrx, merchantId: number): Promise<string> {
  const known = currencies.get(merchantId);
  if (known) return known;
  const merchant = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  currencies.set(merchantId, merchant.currency);
  return merchant.currency;
}

/** The ids of the member's wallet and the house account (balances move: never read them from here). */
export function accounts(trx: DbOrTrx, call: WalletCall, p: Party) {
  return oncePerTransaction(
    trx,
    `accounts:${call.merchantId}:${call.memberId}:${p.walletKind}:${p.currency}`,
    async () => {
      const ids = await accountIdsFor(
        trx,
        call.merchantId,
        { memberId: call.memberId, kind: p.walletKind },
        p.demo ? 'demo_issuer' : 'house',
        p.currency,
      );
      return { walletId: ids.memberAccountId, houseId: ids.systemAccountId };
    },
  );
}

/** The answer of a call; `posted` (when it moved money) already carries the wallet's new balance. */
export async function result(
  trx: DbOrTrx,
  call: WalletCall,
  p: Party,
  replayed: boolean,
  betId: number | null,
  posted?: { walletId: number; entries: PostedTransaction['entries'] },
) {
  const balance =
    posted?.entries.find((e) => e.accountId === posted.walletId)?.balanceAfter ??
    (await ensureMemberAccount(trx, call.merchantId, call.memberId, p.walletKind, p.currency)).balance;
  return { balance, currency: p.currency, replayed, betId, demo: p.demo };
}

export function checkAmount(amount: Minor) {
  if (typeof amount !== 'bigint' || amount < 0n || amount > MAX_AMOUNT) throw gamesErrors.amountInvalid();
}
