import type { Minor } from '../../lib/money.ts';

/**
 * Accounts a member owns; the kind names a wallet ("vendor:BGS" is the BGS sub-wallet). `points`
 * holds loyalty points (modules/points), in the currency POINTS_CURRENCY, never money. `bonus` is
 * the member's bonus balance (modules/promotions): credited from the brand's bonus account, not
 * withdrawable until its wagering is met.
 */
export type MemberAccountKind = 'main' | 'demo' | 'withdrawal_hold' | 'points' | 'bonus' | `vendor:${string}`;
/**
 * The brand's own accounts; they may go negative (the house pays out, clearing owes the PSP).
 * `points_issuer` is where points are issued from and return to (earned, spent, expired).
 */
export type SystemAccountKind = 'house' | 'bonus' | 'payment_clearing' | 'demo_issuer' | 'points_issuer';
export type AccountKind = MemberAccountKind | SystemAccountKind;

export const DEMO_KINDS: readonly AccountKind[] = ['demo', 'demo_issuer'];

/**
 * Points are a currency of their own on the ledger: their accounts carry this code, and a posting
 * refuses legs in two currencies, so points and money never meet in one transaction (a conversion
 * is two postings, one per currency, in one unit of work). Money reads name their kinds.
 */
export const POINTS_CURRENCY = 'PTS';

export type LedgerAccount = {
  id: number;
  merchantId: number;
  ownerKey: string;
  memberId: number | null;
  kind: AccountKind;
  currency: string;
  balance: Minor;
  allowNegative: boolean;
  isDemo: boolean;
};

export type Leg = { accountId: number; amount: Minor };

export type PostInput = {
  merchantId: number;
  /** What happened, for the account record: deposit, withdrawal_request, transfer_in, bet, … */
  kind: string;
  /** Unique per brand: a repeat returns the first result; the same key with another body is 409. */
  idempotencyKey: string;
  legs: Leg[];
  metadata?: Record<string, string | number | boolean | null>;
  reversesId?: number;
};

export type PostedEntry = { accountId: number; amount: Minor; balanceAfter: Minor };

export type PostedTransaction = {
  id: number;
  merchantId: number;
  kind: string;
  idempotencyKey: string;
  metadata: Record<string, unknown>;
  reversesId: number | null;
  createdAt: string;
  entries: PostedEntry[];
  /** True when this call found the transaction already posted under the same key. */
  replayed: boolean;
};

export const memberOwnerKey = (memberId: number) => `member:${memberId}`;
export const SYSTEM_OWNER = 'system';

/**
 * Kind of the row a reversal leaves under a key whose original has not been posted: the late
 * original then finds its key taken and is refused.
 */
export const REVERSAL_MARKER = 'reversal_marker';

/** A domain row (deposit, withdrawal, …) whose ledger postings differ from what its state implies. */
export type DomainMismatch = { what: string; id: number; status: string; expected: string; found: string };
