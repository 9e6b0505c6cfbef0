import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentChannelKind } from '@arcadia/contracts';
import type { Minor } from '../../../lib/money.ts';

/** A gateway's notification, reduced to what the deposit flow needs. */
export type GatewayEvent = {
  eventId: string;
  type: 'paid' | 'failed';
  depositId: number;
  /** The gateway's id for the checkout; must match what createCheckout returned. */
  providerRef: string;
  amount: Minor;
  currency: string;
};

export type CheckoutRequest = {
  merchantId: number;
  depositId: number;
  amount: Minor;
  currency: string;
  description: string;
  /** The member's language, for a hosted checkout page that can speak it. */
  language?: string;
};

/**
 * What a payment service provider must offer. A real gateway is one more implementation: it
 * opens a hosted checkout, proves its webhooks are its own, and says what an event means.
 */
export interface PaymentGateway {
  /** The path segment of its webhook: POST /wps/payments/webhook/<provider>. */
  readonly provider: string;
  /** Channels of this kind pay through this gateway. */
  readonly channelKind: PaymentChannelKind;
  createCheckout(request: CheckoutRequest): Promise<{ providerRef: string; checkoutUrl: string }>;
  /** Throws payment.webhook_signature_invalid / payment.webhook_stale. */
  verifyWebhook(rawBody: string, headers: IncomingHttpHeaders, now?: Date): Promise<void>;
  /** Throws request.invalid when the body is not an event of this gateway. */
  parseEvent(rawBody: string): GatewayEvent;
}

export type GatewayRegistry = {
  byProvider(provider: string): PaymentGateway | undefined;
  byChannelKind(kind: PaymentChannelKind): PaymentGateway | undefined;
};

export function gatewayRegistry(gateways: PaymentGateway[]): GatewayRegistry {
  return {
    byProvider: (provider) => gateways.find((g) => g.provider === provider),
    byChannelKind: (kind) => gateways.find((g) => g.channelKind === kind),
  };
}
