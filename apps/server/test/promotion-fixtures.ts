import type { ActivityDefinition } from '@arcadia/contracts';
import { activityDefinitionSchema } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { minor } from '../src/lib/money.ts';
import { notifyMember } from '../src/modules/inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../src/modules/merchants/merchants.usecases.ts';
import type { Member } from '../src/modules/members/member.model.ts';
import { handleGatewayEvent } from '../src/modules/payments/deposit-review.usecases.ts';
import { createDeposit } from '../src/modules/payments/deposits.usecases.ts';
import { gatewayRegistry, type PaymentGateway } from '../src/modules/payments/gateways/payment-gateway.ts';
import { deliverPlayEvents } from '../src/modules/play-record/play-events.ts';
import { createActivity, setActivityStatus } from '../src/modules/promotions/promotions-admin.usecases.ts';
import { promotionsPlaySubscriber } from '../src/modules/promotions/promotions.port.ts';
import { DEFAULT_MERCHANT } from './factories/members.ts';

/* Promotions suites: activities from a partial definition, deposits credited by webhook, bets delivered. */

export const HOUR = 3_600_000;

/** A published activity running from an hour ago; `overrides` over a fixed 10.00 cash registration reward. */
export async function runningActivity(db: Db, overrides: Partial<Record<keyof ActivityDefinition, unknown>> = {}) {
  const definition = activityDefinitionSchema.parse({
    category: 'other',
    content: { en: { title: 'Test promotion', rules: 'Rules' }, pt: { title: 'Promoção de teste' } },
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    trigger: { kind: 'registration' },
    reward: { kind: 'fixed', amount: '10.00' },
    wagering: { multiple: 0 },
    ...overrides,
  });
  const created = await createActivity(db, DEFAULT_MERCHANT, definition, 'test', new Date());
  return setActivityStatus(db, DEFAULT_MERCHANT, created.id, 'active', new Date());
}

const fakeGateway: PaymentGateway = {
  provider: 'fake',
  channelKind: 'sandbox_gateway',
  createCheckout: (r) => Promise.resolve({ providerRef: `ref-${r.depositId}`, checkoutUrl: '/checkout' }),
  verifyWebhook: () => Promise.resolve(),
  parseEvent: () => {
    throw new Error('not used');
  },
};
export const depositDeps = (db: Db) => ({ db, notify: notifyMember, gateways: gatewayRegistry([fakeGateway]) });

let seq = 0;

/**
 * A card deposit of `amount` (minor units) credited by the gateway's "paid" webhook, sent
 * `copies` times at once (and once more under another event id): the webhook's worst.
 */
export async function depositByWebhook(db: Db, member: Member, amount: bigint, copies = 1) {
  const merchant = await getMerchantByCodeOrDefault(db);
  const deps = depositDeps(db);
  const { deposit } = await createDeposit(deps, merchant, member, {
    channel: 'sandbox_card',
    amount: (Number(amount) / 100).toFixed(2),
    clientKey: `promo-dep-${++seq}-${Date.now()}`,
  });
  const event = (eventId: string) => ({
    eventId,
    type: 'paid' as const,
    depositId: deposit.id,
    providerRef: `ref-${deposit.id}`,
    amount: minor(amount),
    currency: deposit.currency,
  });
  await Promise.all(
    Array.from({ length: copies }, () =>
      handleGatewayEvent(deps, 'fake', 'sandbox_gateway', event(`evt-${deposit.id}`)),
    ),
  );
  await handleGatewayEvent(deps, 'fake', 'sandbox_gateway', event(`evt-${deposit.id}-again`));
  return deposit;
}

/** Hands every pending "bet settled" event to promotions. */
export const deliverToPromotions = (db: Db) => deliverPlayEvents(db, [promotionsPlaySubscriber], { waitMs: 5_000 });
