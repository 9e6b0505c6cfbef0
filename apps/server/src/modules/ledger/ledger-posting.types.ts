import type { Minor } from '../../lib/money.ts';

export type NewTransaction = {
  merchantId: number;
  idempotencyKey: string;
  kind: string;
  requestHash: string;
  metadata: string;
  reversesId: number | null;
  createdAt: string;
};

/** What a posting wrote, or `undefined` when the key already existed (nothing was written). */
export type WrittenPosting = {
  transactionId: number;
  entries: { accountId: number; amount: Minor; balanceAfter: Minor; memberId: number | null }[];
};

/** Raised (SQLite) or signalled by division by zero (PostgreSQL) when the legs do not fit their accounts. */
export class LegMismatchError extends Error {
  constructor() {
    super('legs name an unknown account, another brand, or mix currencies or demo credit');
  }
}

export const isLegMismatch = (error: unknown) =>
  error instanceof LegMismatchError || (error as { code?: string } | null)?.code === '22012';
