import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

/** Client-chosen idempotency key: a retry with the same key returns the first result. */
export const clientKeySchema = z.string().regex(/^[\w.:-]{8,64}$/, 'validation.invalid');
const vendorCodeSchema = z.string().regex(/^[A-Z0-9_]{1,20}$/, 'validation.invalid');

export const walletMoveSchema = z.object({
  vendor: z.string(),
  /** in: main → vendor; out: vendor → main. */
  direction: z.enum(['in', 'out']),
  amount: moneySchema,
  /** Ledger transaction id: the reference shown in the account record. */
  reference: z.string(),
});
export type WalletMove = z.infer<typeof walletMoveSchema>;

const transferBody = z.object({
  /** A vendor code, or ALL (direction out only) to bring every sub-wallet back to main. */
  vendor: z.union([z.literal('ALL'), vendorCodeSchema]),
  direction: z.enum(['in', 'out']),
  /** Required unless vendor is ALL. */
  amount: amountInputSchema.optional(),
  clientKey: clientKeySchema,
});

/** POST /wps/relay/GCS_walletTransfer (token, real members). */
export const walletTransfer = endpoint('POST', '/wps/relay/GCS_walletTransfer', {
  body: transferBody,
  response: envelope(
    z.object({
      /** True when this clientKey had already been applied: nothing moved this time. */
      replayed: z.boolean(),
      moves: z.array(walletMoveSchema),
      mainBalance: moneySchema,
      sumBalance: moneySchema,
    }),
  ),
});

/**
 * POST /wps/relay/passwordCheck/MCS2_transferUpline (token, real members, encrypted): main wallet
 * to the upline's main wallet. Under passwordCheck/ like the spec's other payment-password calls.
 */
export const transferUpline = endpoint('POST', '/wps/relay/passwordCheck/MCS2_transferUpline', {
  encrypted: true,
  body: z.object({ amount: amountInputSchema, paymentPassword: text().max(64), clientKey: clientKeySchema }),
  response: envelope(
    z.object({
      replayed: z.boolean(),
      amount: moneySchema,
      upline: z.string(),
      reference: z.string(),
      mainBalance: moneySchema,
    }),
  ),
});

/** Six digits. */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'validation.payment_password');

/**
 * PUT /wps/member/password/payment (token, real members, encrypted). The first time, the login
 * password proves it is the member; afterwards, the current payment password.
 */
export const setPaymentPassword = endpoint('PUT', '/wps/member/password/payment', {
  encrypted: true,
  body: z.object({
    loginPassword: text().max(255).optional(),
    oldPaymentPassword: text().max(64).optional(),
    newPaymentPassword: paymentPasswordSchema,
  }),
  response: envelope(z.object({ hasPaymentPassword: z.literal(true) })),
});
