import { z } from 'zod';
import { pageNoParam, queryInt } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { pageAnswer } from '../games/game.schema.ts';
import { moneySchema } from '../money.ts';

/** Account-record filter: each type covers the ledger transaction kinds that start with it. */
export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'upline_transfer',
  'adjustment',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'reversal',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_RANGE_MAX_DAYS = 90;
/** Where a withdrawal stands, on its one line: paid out, under review, or its funds returned. */
export const WITHDRAWAL_OUTCOMES = ['pending', 'review', 'paid', 'returned'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

const isoDateOrTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * GET /wps/relay/ODSFE2_MemTransDet (token, real members): the account record, newest first, one
 * line per business event: a withdrawal is one line (its hold and any returned funds folded in,
 * with its outcome), a transfer between the member's own wallets is one line (from, to).
 */
export const getTransactionRecord = endpoint('GET', '/wps/relay/ODSFE2_MemTransDet', {
  query: z.object({
    pageNo: pageNoParam,
    pageSize: queryInt(100, 20),
    /** A date (UTC day, inclusive) or a date-time with zone. Default: 30 days before endDate. */
    startDate: isoDateOrTime.optional(),
    /** A date (inclusive) or a date-time (exclusive). Default: now. At most 90 days after startDate. */
    endDate: isoDateOrTime.optional(),
    type: z.enum(TRANSACTION_TYPES).optional(),
  }),
  response: envelope(
    z.object({
      list: z.array(
        z.object({
          id: z.string(),
          /** Ledger transaction kind: deposit, transfer, upline_transfer, bet, reversal:deposit, … */
          kind: z.string(),
          type: z.string(),
          /** Signed: negative leaves the wallet. */
          amount: moneySchema,
          balanceAfter: moneySchema,
          /** MAIN or a game wallet's vendor code: where the money moved (for a transfer, where it left). */
          wallet: z.string(),
          /** The vendor's name for a game wallet; null for MAIN (the web names it). */
          walletName: z.string().nullable(),
          /** A transfer between own wallets: where it went (MAIN or a vendor code), and its name. */
          toWallet: z.string().nullable(),
          toWalletName: z.string().nullable(),
          /** Withdrawals only: where it stands, and what came back to MAIN (rejected, or refunded). */
          outcome: z.enum(WITHDRAWAL_OUTCOMES).nullable(),
          returned: moneySchema.nullable(),
          time: z.string(),
          /** Ledger transaction id, shared by both sides of a transfer. */
          reference: z.string(),
        }),
      ),
      ...pageAnswer,
    }),
  ),
});
