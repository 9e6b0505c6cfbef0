import { z } from 'zod';
import { plainText, text } from '../text.ts';
import { merchantQuery } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import {
  paymentClientKeySchema,
  paymentIdParamSchema,
  paymentPageContract,
  paymentPageQuery,
  paymentRecordContract,
  signedAmountInputSchema,
} from './common.ts';
import { depositSchema, depositStatusSchema } from './deposits.contract.ts';
import { withdrawalSchema, withdrawalStatusSchema } from './withdrawals.contract.ts';
import { operatorRoleSchema } from '../admin/permissions.ts';

export const operatorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: operatorRoleSchema,
  /** null: every brand. */
  merchantId: z.string().nullable(),
});

/**
 * POST /admin/api/session/login (rate limited), the first of two steps: the password opens a
 * challenge valid for a few minutes; `verify` (with an authenticator code) turns it into a session,
 * `enrol` first when the operator has no two-factor yet. Operator tokens are apart from members'.
 */
export const operatorLogin = endpoint('POST', '/admin/api/session/login', {
  body: z.object({ username: text().trim().min(1).max(40), password: text().min(1).max(200) }),
  response: envelope(z.object({ challenge: z.string(), next: z.enum(['verify', 'enrol']) })),
});

/** DELETE /admin/api/session/logout */
export const operatorLogout = endpoint('DELETE', '/admin/api/session/logout', {
  response: envelope(z.null()),
});

/** GET /admin/api/session: who the token belongs to. */
export const operatorSession = endpoint('GET', '/admin/api/session', {
  response: envelope(operatorSchema),
});

const scopeQuery = {
  ...merchantQuery.shape,
  username: text().max(40).optional(),
  ...paymentPageQuery,
};

/** Whose record it is, which operators see on every deposit and withdrawal. */
const ownerFields = { merchantId: z.string(), memberId: z.string(), username: z.string() };

export const adminDepositSchema = depositSchema.extend({ ...ownerFields, reviewedBy: z.string().nullable() });

/** GET /admin/api/deposits */
export const adminListDeposits = paymentPageContract(
  '/admin/api/deposits',
  depositStatusSchema,
  adminDepositSchema,
  scopeQuery,
);

/** POST /admin/api/deposits/:id/confirm (finance, admin): credits a manual deposit, once. */
export const adminConfirmDeposit = paymentRecordContract('POST', '/admin/api/deposits/:id/confirm', adminDepositSchema);

/** POST /admin/api/deposits/:id/reject (finance, admin) */
export const adminRejectDeposit = paymentRecordContract('POST', '/admin/api/deposits/:id/reject', adminDepositSchema, {
  body: z.object({ reason: plainText().trim().min(1).max(200) }),
});

export const adminWithdrawalSchema = withdrawalSchema.extend({
  ...ownerFields,
  /** Operators need the full number to pay out. */
  accountNumber: z.string(),
  reviewedBy: z.string().nullable(),
  /** From the brand's two-person threshold on: who approved first; a second operator disburses. */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** GET /admin/api/withdrawals */
export const adminListWithdrawals = paymentPageContract(
  '/admin/api/withdrawals',
  withdrawalStatusSchema,
  adminWithdrawalSchema,
  scopeQuery,
);

/**
 * POST /admin/api/withdrawals/:id/approve (finance, admin): the payout was sent; held funds leave.
 * From the brand's two-person threshold on, the first approval is recorded and a second operator's disburses.
 */
export const adminApproveWithdrawal = paymentRecordContract(
  'POST',
  '/admin/api/withdrawals/:id/approve',
  adminWithdrawalSchema,
);

/** POST /admin/api/withdrawals/:id/reject (finance, admin): held funds go back to the main wallet. */
export const adminRejectWithdrawal = paymentRecordContract(
  'POST',
  '/admin/api/withdrawals/:id/reject',
  adminWithdrawalSchema,
  { body: z.object({ reason: plainText().trim().min(1).max(200) }) },
);

/**
 * POST /admin/api/withdrawals/:id/resolve (finance, admin): closes a partly/not received dispute,
 * optionally returning up to the missing amount to the main wallet.
 */
export const adminResolveWithdrawal = paymentRecordContract(
  'POST',
  '/admin/api/withdrawals/:id/resolve',
  adminWithdrawalSchema,
  { body: z.object({ refundAmount: amountInputSchema.optional(), note: plainText().trim().min(1).max(200) }) },
);

/** GET /admin/api/withdrawals/:id/proof: the member's "not received" image. */
export const adminWithdrawalProof = endpoint('GET', '/admin/api/withdrawals/:id/proof', {
  params: paymentIdParamSchema,
});

/** POST /admin/api/adjustments (finance, admin): credit (positive) or debit (negative) a main wallet. */
export const adminAdjust = endpoint('POST', '/admin/api/adjustments', {
  body: z.object({
    username: text().trim().min(1).max(40),
    amount: signedAmountInputSchema,
    reason: plainText().trim().min(1).max(200),
    clientKey: paymentClientKeySchema.optional(),
    /** Brand code, for operators of every brand (default: the brand of the host). */
    merchant: text().max(40).optional(),
  }),
  /**
   * `applied` at once, or `pending` when the amount reaches the brand's two-person threshold: a
   * second operator approves it (POST /admin/api/adjustments/requests/:id/approve).
   */
  response: envelope(
    z.discriminatedUnion('status', [
      z.object({
        status: z.literal('applied'),
        transactionId: z.string(),
        amount: moneySchema,
        balance: moneySchema,
        replayed: z.boolean(),
      }),
      z.object({ status: z.literal('pending'), requestId: z.string(), amount: moneySchema }),
    ]),
  ),
});
