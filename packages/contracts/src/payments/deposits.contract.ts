import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';
import { paymentChannelKindSchema } from './channels.contract.ts';
import { memberPageContract, paymentClientKeySchema, paymentRecordContract } from './common.ts';

/**
 * pending: waiting for the transfer (manual) or the gateway; credited: money in the main wallet
 * (final); failed: the gateway reported failure or cancellation; rejected: the operator found no
 * matching transfer (final).
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'rejected'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const bankAccountSchema = z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() });

export const depositSchema = z.object({
  id: z.string(),
  /** Manual transfers: the code the member writes on the transfer so the operator can match it. */
  reference: z.string(),
  channel: z.string(),
  channelName: z.string(),
  kind: paymentChannelKindSchema,
  amount: moneySchema,
  fee: moneySchema,
  /** What reaches the main wallet. */
  creditAmount: moneySchema,
  currency: z.string(),
  status: depositStatusSchema,
  failureReason: z.string().nullable(),
  /** Manual bank channels: where to send the money. */
  bankAccount: bankAccountSchema.nullable(),
  /** Gateway channels: the hosted checkout page. */
  checkoutUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  creditedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** POST /wps/payments/deposits: idempotent by clientKey (same key, other body: 409). */
export const createDeposit = endpoint('POST', '/wps/payments/deposits', {
  body: z.object({ channel: text().min(1).max(40), amount: amountInputSchema, clientKey: paymentClientKeySchema }),
  response: envelope(depositSchema),
});

/** GET /wps/payments/deposits: the member's deposits, newest first. */
export const listDeposits = memberPageContract('/wps/payments/deposits', depositStatusSchema, depositSchema);

/** GET /wps/payments/deposits/:id */
export const getDeposit = paymentRecordContract('GET', '/wps/payments/deposits/:id', depositSchema);

/**
 * What the sandbox PSP posts to POST /wps/payments/webhook/sandbox. Signed: header
 * X-Sandbox-Timestamp (epoch seconds) and X-Sandbox-Signature = hex HMAC-SHA256(secret,
 * `${timestamp}.${rawBody}`). Older than 5 minutes (either way) is refused.
 */
export const sandboxWebhookEventSchema = z.object({
  eventId: text().min(1).max(80),
  type: z.enum(['payment.paid', 'payment.failed']),
  checkoutId: text().min(1).max(80),
  /** Our deposit id, as given to the checkout. */
  orderId: z.string().regex(/^\d{1,15}$/),
  amount: moneySchema,
  currency: text().min(1).max(8),
  occurredAt: z.string(),
});
export type SandboxWebhookEvent = z.infer<typeof sandboxWebhookEventSchema>;

/** POST /wps/payments/webhook/:provider: a gateway's asynchronous notification. */
export const paymentWebhook = endpoint('POST', '/wps/payments/webhook/:provider', {
  params: z.object({ provider: text().max(40) }),
  response: envelope(z.object({ outcome: z.enum(['credited', 'failed', 'duplicate', 'ignored']) })),
});
