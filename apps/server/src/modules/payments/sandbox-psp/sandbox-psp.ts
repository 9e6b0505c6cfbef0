import { randomBytes, randomUUID } from 'node:crypto';
import { currencyPlaces, formatMinor, type SandboxWebhookEvent } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/unit-of-work.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { enqueue } from '../../jobs/jobs.usecases.ts';
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

/** The job kind of a webhook delivery (payload: the event, the same on every attempt). */
export const SANDBOX_WEBHOOK_JOB = 'sandbox-psp.webhook';

/**
 * A pretend payment service provider living in our process, so the whole deposit flow works on a
 * laptop: it keeps its own checkout records, shows a hosted page, and after a Pay or Cancel click
 * sends a signed webhook a little later, retrying with backoff like a real PSP would. The webhook
 * goes through the job outbox: written with the checkout's new status in one transaction, so a
 * crash after the click still delivers it once a server runs again.
 */
export class SandboxPsp {
  constructor(
    private readonly deps: {
      db: Db;
      secret: string | null;
      delayMs: number;
      deliver: WebhookDelivery;
      jobs: JobRunner;
      attempts?: number;
    },
  ) {
    deps.jobs.handle<SandboxWebhookEvent>(SANDBOX_WEBHOOK_JOB, {
      // 2 s, 4 s, 8 s … at most 10 minutes apart.
      backoff: { baseMs: 2_000, maxMs: 600_000 },
      run: async (event) => {
        const status = await this.deliver(event);
        if (status < 200 || status >= 300) throw new Error(`the webhook was answered with HTTP ${status}`);
        return { status };
      },
    });
  }

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

  async find(id: string, db: DbOrTrx = this.deps.db): Promise<SandboxCheckout | undefined> {
    const row = await db.selectFrom('sandbox_psp_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
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

  /** The person clicked Pay (or Cancel): the checkout closes once, and its webhook is queued. */
  async complete(id: string, outcome: 'paid' | 'cancelled'): Promise<SandboxCheckout> {
    return inTransaction(this.deps.db, async (trx) => {
      const result = await trx
        .updateTable('sandbox_psp_checkouts')
        .set({ status: outcome, updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      const checkout = await this.find(id, trx);
      if (!checkout) throw paymentError('payment.deposit_not_found');
      if (Number(result.numUpdatedRows) !== 1) throw paymentError('payment.checkout_closed');
      const event = this.eventFor(checkout, outcome === 'paid' ? 'payment.paid' : 'payment.failed');
      await enqueue(trx, SANDBOX_WEBHOOK_JOB, event, {
        runAt: new Date(Date.now() + this.deps.delayMs),
        dedupeKey: `${SANDBOX_WEBHOOK_JOB}:${checkout.id}`,
        maxAttempts: this.deps.attempts ?? 12,
      });
      return checkout;
    });
  }

  eventFor(checkout: SandboxCheckout, type: SandboxWebhookEvent['type']): SandboxWebhookEvent {
    return {
      eventId: `evt_${randomUUID()}`,
      type,
      checkoutId: checkout.id,
      orderId: checkout.orderId,
      amount: formatMinor(checkout.amount, currencyPlaces(checkout.currency)),
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

  /** Delivers every webhook that is due now (tests wait on this; servers deliver on their own). */
  async idle(): Promise<void> {
    await this.deps.jobs.drain([SANDBOX_WEBHOOK_JOB]);
  }
}
