import { randomBytes, randomUUID } from 'node:crypto';
import { formatMinor, type SandboxWebhookEvent } from '@arcadia/contracts';
import type { Db } from '../../../db/schema.ts';
import { toMinor, type Minor } from '../../../lib/money.ts';
import { paymentError } from '../payments.errors.ts';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, sandboxSecret, signPayload } from './sandbox-signature.ts';

export type SandboxCheckout = {
  id: string;
  merchantId: number;
  orderId: string;
  description: string;
  amount: Minor;
  currency: string;
  status: 'open' | 'paid' | 'cancelled';
  createdAt: string;
};

/** Posts a signed body to the merchant's webhook; resolves with the HTTP status it answered. */
export type WebhookDelivery = (rawBody: string, headers: Record<string, string>) => Promise<number>;

type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

/**
 * A pretend payment service provider living in our process, so the whole deposit flow works on a
 * laptop: it keeps its own checkout records, shows a hosted page, and after a Pay or Cancel click
 * sends a signed webhook a little later, retrying a few times like a real PSP would.
 */
export class SandboxPsp {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Db;
      secret: string | null;
      delayMs: number;
      deliver: WebhookDelivery;
      log: Log;
      attempts?: number;
    },
  ) {}

  async openCheckout(input: Omit<SandboxCheckout, 'id' | 'status' | 'createdAt'>): Promise<string> {
    const id = `cs_${randomBytes(24).toString('base64url')}`;
    const now = new Date().toISOString();
    await this.deps.db
      .insertInto('sandbox_psp_checkouts')
      .values({
        id,
        merchant_id: input.merchantId,
        order_id: input.orderId,
        description: input.description,
        amount: input.amount,
        currency: input.currency,
        status: 'open',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  }

  async find(id: string): Promise<SandboxCheckout | undefined> {
    const row = await this.deps.db
      .selectFrom('sandbox_psp_checkouts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      merchantId: Number(row.merchant_id),
      orderId: row.order_id,
      description: row.description,
      amount: toMinor(row.amount),
      currency: row.currency,
      status: row.status === 'paid' ? 'paid' : row.status === 'cancelled' ? 'cancelled' : 'open',
      createdAt: row.created_at,
    };
  }

  /** The person clicked Pay (or Cancel): the checkout closes once, and the webhook goes out later. */
  async complete(id: string, outcome: 'paid' | 'cancelled'): Promise<SandboxCheckout> {
    const result = await this.deps.db
      .updateTable('sandbox_psp_checkouts')
      .set({ status: outcome, updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    const checkout = await this.find(id);
    if (!checkout) throw paymentError('payment.deposit_not_found');
    if (Number(result.numUpdatedRows) !== 1) throw paymentError('payment.checkout_closed');
    this.schedule(this.eventFor(checkout, outcome === 'paid' ? 'payment.paid' : 'payment.failed'));
    return checkout;
  }

  eventFor(checkout: SandboxCheckout, type: SandboxWebhookEvent['type']): SandboxWebhookEvent {
    return {
      eventId: `evt_${randomUUID()}`,
      type,
      checkoutId: checkout.id,
      orderId: checkout.orderId,
      amount: formatMinor(checkout.amount),
      currency: checkout.currency,
      occurredAt: new Date().toISOString(),
    };
  }

  /** Signs and posts one event now; the same event (same eventId) on every attempt. */
  async deliver(event: SandboxWebhookEvent, timestamp = Math.floor(Date.now() / 1000)): Promise<number> {
    const rawBody = JSON.stringify(event);
    const ts = String(timestamp);
    const signature = signPayload(await sandboxSecret(this.deps.db, this.deps.secret), ts, rawBody);
    return this.deps.deliver(rawBody, {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: ts,
      [SIGNATURE_HEADER]: signature,
    });
  }

  /** Resolves when every scheduled webhook has been delivered or given up (tests wait on this). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private schedule(event: SandboxWebhookEvent): void {
    const task = this.sendWithRetry(event).finally(() => this.inFlight.delete(task));
    this.inFlight.add(task);
  }

  private async sendWithRetry(event: SandboxWebhookEvent): Promise<void> {
    const attempts = this.deps.attempts ?? 3;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      await sleep(this.deps.delayMs * attempt);
      try {
        const status = await this.deliver(event);
        if (status >= 200 && status < 300) {
          this.deps.log.info({ eventId: event.eventId, type: event.type, attempt }, 'sandbox PSP webhook delivered');
          return;
        }
        this.deps.log.warn({ eventId: event.eventId, status, attempt }, 'sandbox PSP webhook refused');
      } catch (error) {
        this.deps.log.warn({ eventId: event.eventId, err: error, attempt }, 'sandbox PSP webhook failed');
      }
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
