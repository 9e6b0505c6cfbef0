import type { IncomingHttpHeaders } from 'node:http';
import { currencyPlaces, fitsPlaces, parseAmountToMinor, sandboxWebhookEventSchema } from '@arcadia/contracts';
import type { Db } from '../../../db/schema.ts';
import { minor } from '../../../lib/money.ts';
import { paymentError, paymentErrors } from '../payments.errors.ts';
import {
  MAX_SKEW_SECONDS,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  sandboxSecret,
  signPayload,
  signatureMatches,
} from '../sandbox-psp/sandbox-signature.ts';
import type { SandboxPsp } from '../sandbox-psp/sandbox-psp.ts';
import type { GatewayEvent, PaymentGateway } from './payment-gateway.ts';

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Our side of the sandbox PSP: the same contract a real gateway adapter fulfils. */
export function sandboxGateway(deps: { db: Db; secret: string | null; psp: SandboxPsp }): PaymentGateway {
  return {
    provider: 'sandbox',
    channelKind: 'sandbox_gateway',

    async createCheckout(request) {
      const id = await deps.psp.openCheckout({
        merchantId: request.merchantId,
        orderId: String(request.depositId),
        amount: request.amount,
        currency: request.currency,
        description: request.description,
      });
      const lang = request.language ? `?lang=${encodeURIComponent(request.language)}` : '';
      return { providerRef: id, checkoutUrl: `/sandbox-psp/checkout/${id}${lang}` };
    },

    async verifyWebhook(rawBody, headers, now = new Date()) {
      const timestamp = header(headers, TIMESTAMP_HEADER);
      const signature = header(headers, SIGNATURE_HEADER);
      if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp))
        throw paymentError('payment.webhook_signature_invalid');
      const expected = signPayload(await sandboxSecret(deps.db, deps.secret), timestamp, rawBody);
      if (!signatureMatches(expected, signature)) throw paymentError('payment.webhook_signature_invalid');
      // Checked after the signature, so the timestamp is known to be the PSP's own.
      if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_SKEW_SECONDS)
        throw paymentError('payment.webhook_stale');
    },

    parseEvent(rawBody): GatewayEvent {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        json = undefined;
      }
      const parsed = sandboxWebhookEventSchema.safeParse(json);
      if (!parsed.success) throw paymentErrors.webhookBody('validation.invalid');
      const e = parsed.data;
      // The amount is written with the places of the event's currency ("100" VND, "1.00" USD).
      let places: number;
      try {
        places = currencyPlaces(e.currency);
      } catch {
        throw paymentErrors.webhookBody('validation.invalid');
      }
      const size = e.amount.replace(/^-/, '');
      if (!fitsPlaces(size, places)) throw paymentErrors.webhookBody('validation.invalid');
      return {
        eventId: e.eventId,
        type: e.type === 'payment.paid' ? 'paid' : 'failed',
        depositId: Number(e.orderId),
        providerRef: e.checkoutId,
        // A negative amount cannot match a deposit; it is kept negative so the mismatch is caught.
        amount: minor(e.amount.startsWith('-') ? -parseAmountToMinor(size, places) : parseAmountToMinor(size, places)),
        currency: e.currency,
      };
    },
  };
}
