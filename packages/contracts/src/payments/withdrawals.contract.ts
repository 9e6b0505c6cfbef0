import { z } from 'zod';
import { plainText, text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { memberPageContract, paymentClientKeySchema, paymentIdParamSchema, paymentRecordContract } from './common.ts';

export const MAX_PAYOUT_ACCOUNTS = 5;
/** Proof images for "not received": png or jpg (checked by content), at most 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

export const payoutAccountTypeSchema = z.enum(['bank', 'ewallet']);

export const payoutAccountSchema = z.object({
  id: z.string(),
  type: payoutAccountTypeSchema,
  holderName: z.string(),
  /** Bank or e-wallet name. */
  providerName: z.string(),
  /** Only the last four characters: "•••• 6789". */
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** GET /wps/withdrawals/accounts */
export const listPayoutAccounts = endpoint('GET', '/wps/withdrawals/accounts', {
  response: envelope(z.object({ list: z.array(payoutAccountSchema), max: z.number().int() })),
});

/** POST /wps/withdrawals/accounts (at most MAX_PAYOUT_ACCOUNTS per member). */
export const addPayoutAccount = endpoint('POST', '/wps/withdrawals/accounts', {
  body: z.object({
    type: payoutAccountTypeSchema,
    holderName: plainText().trim().min(2).max(60),
    providerName: plainText().trim().min(2).max(60),
    accountNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,38}[A-Za-z0-9]$/, 'validation.invalid'),
  }),
  response: envelope(payoutAccountSchema),
});

/** DELETE /wps/withdrawals/accounts/:id (withdrawals already made keep their copy of the details). */
export const removePayoutAccount = endpoint('DELETE', '/wps/withdrawals/accounts/:id', {
  params: paymentIdParamSchema,
  response: envelope(z.null()),
});

/** See modules/withdrawals/withdrawal-state.ts for the transitions. */
export const WITHDRAWAL_STATUSES = [
  'holding',
  'pending',
  'rejected',
  'disbursed',
  'received',
  'partly_received',
  'not_received',
  'auto_received',
  'resolved',
] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: moneySchema,
  currency: z.string(),
  status: withdrawalStatusSchema,
  /** The withdrawal's own copy of the payout account's details, kept when the account is removed. */
  payoutAccount: payoutAccountSchema.omit({ id: true, createdAt: true }),
  rejectReason: z.string().nullable(),
  /** Partly received: what arrived and what is missing (the missing part is a dispute, not a refund). */
  receivedAmount: moneySchema.nullable(),
  remainingAmount: moneySchema.nullable(),
  /** Returned to the main wallet when the operator resolved a dispute. */
  refundAmount: moneySchema.nullable(),
  resolutionNote: z.string().nullable(),
  hasProof: z.boolean(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  /** Disbursed: when it will be treated as received if the member does not answer. */
  autoConfirmAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /wps/withdrawals/settings: limits the form needs. */
export const withdrawalSettingsSchema = z.object({
  min: moneySchema,
  max: moneySchema,
  maxPending: z.number().int(),
  maxPayoutAccounts: z.number().int(),
  autoConfirmMinutes: z.number().int(),
  currency: z.string(),
  /**
   * The member's VIP level's limits per business day (a null limit: none), with what today's
   * requests used; null when the level sets neither.
   */
  daily: z
    .object({
      count: z.number().int().nullable(),
      amount: moneySchema.nullable(),
      usedCount: z.number().int(),
      usedAmount: moneySchema,
    })
    .nullable(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

export const getWithdrawalSettings = endpoint('GET', '/wps/withdrawals/settings', {
  response: envelope(withdrawalSettingsSchema),
});

/** POST /wps/withdrawals (encrypted: carries the payment password). Funds are held at once. */
export const createWithdrawal = endpoint('POST', '/wps/withdrawals', {
  encrypted: true,
  body: z.object({
    payoutAccountId: z.string().regex(/^\d{1,15}$/, 'validation.invalid'),
    amount: amountInputSchema,
    paymentPassword: text().min(1).max(128),
    clientKey: paymentClientKeySchema,
    /**
     * A bonus still being wagered is forfeited by a withdrawal: without this the request is refused
     * with promotions.bonus_forfeit_warning (the warning), with it the bonus is forfeited.
     */
    forfeitBonus: z.boolean().optional(),
  }),
  response: envelope(withdrawalSchema),
});

/** GET /wps/withdrawals */
export const listWithdrawals = memberPageContract('/wps/withdrawals', withdrawalStatusSchema, withdrawalSchema);

/** GET /wps/withdrawals/:id */
export const getWithdrawal = paymentRecordContract('GET', '/wps/withdrawals/:id', withdrawalSchema);

/** POST /wps/withdrawals/:id/confirm: the member confirms a disbursed withdrawal arrived (fully or partly). */
export const confirmWithdrawal = paymentRecordContract('POST', '/wps/withdrawals/:id/confirm', withdrawalSchema, {
  body: z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('received') }),
    z.object({ outcome: z.literal('partly_received'), receivedAmount: amountInputSchema }),
  ]),
});

/**
 * POST /wps/withdrawals/:id/not-received: the body is the proof image itself (Content-Type
 * image/png, image/jpeg or application/octet-stream; the bytes decide), at most 5 MB.
 */
export const reportWithdrawalNotReceived = paymentRecordContract(
  'POST',
  '/wps/withdrawals/:id/not-received',
  withdrawalSchema,
);

/** GET /wps/withdrawals/:id/proof: the uploaded image, to its owner only. */
export const getWithdrawalProof = endpoint('GET', '/wps/withdrawals/:id/proof', {
  params: paymentIdParamSchema,
});
