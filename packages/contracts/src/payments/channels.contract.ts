import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { moneySchema } from '../money.ts';

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
export const listPaymentChannels = {
  method: 'GET',
  path: '/wps/payments/channels',
  response: envelope(z.object({ list: z.array(paymentChannelSchema) })),
} as const;
