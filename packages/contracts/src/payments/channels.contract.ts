import { z } from 'zod';
import { text } from '../text.ts';
import { brandList, listEnvelope, merchantQuery } from '../common.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { amountInputSchema, moneySchema } from '../money.ts';

export const PAYMENT_CHANNEL_KINDS = ['manual_bank', 'sandbox_gateway'] as const;
export const paymentChannelKindSchema = z.enum(PAYMENT_CHANNEL_KINDS);
export type PaymentChannelKind = z.infer<typeof paymentChannelKindSchema>;

/**
 * Fee = fixed + percent of the amount (rounded up to the cent). payer "member": the member is
 * credited amount - fee; payer "house": the member is credited the full amount and the brand
 * bears the fee.
 */
export const channelFeeSchema = z.object({
  fixed: moneySchema,
  /** Percent with two decimals: "1.50" is 1.5 %. */
  percent: z.string(),
  payer: z.enum(['member', 'house']),
});

export const paymentChannelSchema = z.object({
  code: z.string(),
  kind: paymentChannelKindSchema,
  name: z.string(),
  currency: z.string(),
  min: moneySchema,
  max: moneySchema,
  fee: channelFeeSchema,
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** GET /wps/payments/channels: the brand's enabled deposit channels, in display order. */
export const listPaymentChannels = endpoint('GET', '/wps/payments/channels', {
  response: listEnvelope(paymentChannelSchema),
});

/** A channel as operators see it: enabled or not, and whether its gateway runs on this install. */
export const adminPaymentChannelSchema = paymentChannelSchema.extend({
  merchant: z.string(),
  enabled: z.boolean(),
  /** False when the channel's gateway is not running here (the sandbox with SANDBOX_PSP=off). */
  available: z.boolean(),
});
export type AdminPaymentChannel = z.infer<typeof adminPaymentChannelSchema>;

/** GET /admin/api/payment-channels (any operator): every channel of the operator's brand(s). */
export const adminListPaymentChannels = brandList('/admin/api/payment-channels', adminPaymentChannelSchema);

/** POST /admin/api/payment-channels/:code (finance, admin): turn on/off, edit limits and fees. */
export const adminUpdatePaymentChannel = endpoint('POST', '/admin/api/payment-channels/:code', {
  params: z.object({ code: text().min(1).max(40) }),
  query: merchantQuery,
  body: z
    .object({
      enabled: z.boolean().optional(),
      min: amountInputSchema.optional(),
      max: amountInputSchema.optional(),
      feeFixed: amountInputSchema.optional(),
      /** Percent with up to two decimals ("1.5" is 1.5 %). */
      feePercent: z
        .string()
        .trim()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, 'validation.percent')
        .optional(),
      feePayer: z.enum(['member', 'house']).optional(),
    })
    .strict(),
  response: envelope(adminPaymentChannelSchema),
});
