import { createHash, randomInt } from 'node:crypto';
import { formatMinor, parseAmountToMinor } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import type { Member } from '../members/member.model.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantById } from './merchant-lookup.ts';
import { feeFor, creditFor, type Channel } from './channel.model.ts';
import { channelsRepository } from './channels.repository.ts';
import type { Deposit } from './deposit.model.ts';
import { depositsRepository } from './deposits.repository.ts';
import type { GatewayRegistry } from './gateways/payment-gateway.ts';
import type { NotifyMember } from './notifications.ts';
import { paymentError } from './payments.errors.ts';
import { AppError } from '../../http/app-error.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';

export type DepositDeps = { db: Db; notify: NotifyMember; log?: { warn(details: object, message: string): void } };

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReference = () =>
  `AR${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;
const requestHash = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * Opens a deposit. Manual bank: the member gets the brand's account and a reference code to put
 * on the transfer. Gateway: a hosted checkout. A repeated clientKey returns the first deposit.
 */
export async function createDeposit(
  deps: DepositDeps & { gateways: GatewayRegistry },
  merchant: Merchant,
  member: Member,
  input: { channel: string; amount: string; clientKey: string; language?: string },
): Promise<{ deposit: Deposit; channel: Channel }> {
  const amount = amountIn(input.amount, merchant.places);
  const hash = requestHash(input.channel, formatMinor(amount, merchant.places));
  const existing = await depositsRepository.findByClientKey(deps.db, member.id, input.clientKey);
  if (existing) return resume(deps, existing, hash, input.language);

  const channel = await channelsRepository.findByCode(deps.db, merchant.id, input.channel);
  if (!channel?.enabled) throw paymentError('payment.channel_unavailable');
  if (amount < channel.min || amount > channel.max) {
    throw paymentError('payment.amount_out_of_range', {
      min: formatMinor(channel.min, merchant.places),
      max: formatMinor(channel.max, merchant.places),
    });
  }
  const fee = feeFor(channel, amount);
  if (fee >= amount) throw paymentError('payment.amount_below_fee', { fee: formatMinor(fee, merchant.places) });
  const gateway = channel.kind === 'manual_bank' ? undefined : deps.gateways.byChannelKind(channel.kind);
  if (channel.kind !== 'manual_bank' && !gateway) throw paymentError('payment.channel_unavailable');

  let deposit: Deposit | undefined;
  for (let attempt = 0; !deposit; attempt++) {
    const now = new Date().toISOString();
    try {
      deposit = await inRetryingTransaction(deps.db, async (trx) => {
        // Before the member is sent to pay: an excluded member or one over a deposit limit is
        // refused, decided under the member's row lock so two deposits cannot pass it together.
        await responsibleGamingPort.checkDeposit(trx, { memberId: member.id, amount, currency: merchant.currency });
        return depositsRepository.insert(trx, {
          merchant_id: merchant.id,
          member_id: member.id,
          channel_id: channel.id,
          kind: channel.kind,
          amount,
          fee,
          credit_amount: creditFor(channel, amount),
          currency: merchant.currency,
          status: 'pending',
          reference: newReference(),
          client_key: input.clientKey,
          request_hash: hash,
          provider_ref: null,
          checkout_url: null,
          ledger_transaction_id: null,
          failure_reason: null,
          reviewed_by: null,
          created_at: now,
          updated_at: now,
          credited_at: null,
        });
      });
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Either the same clientKey raced us (answer with that deposit) or the reference collided (retry).
      const raced = await depositsRepository.findByClientKey(deps.db, member.id, input.clientKey);
      if (raced) return resume(deps, raced, hash, input.language);
      if (attempt >= 4) throw error;
    }
  }
  return { deposit: await openCheckoutIfNeeded(deps, deposit, channel, merchant, input.language), channel };
}

async function resume(
  deps: DepositDeps & { gateways: GatewayRegistry },
  deposit: Deposit,
  hash: string,
  language: string | undefined,
) {
  if (deposit.requestHash !== hash) throw paymentError('payment.idempotency_conflict');
  const channel = (await channelsRepository.findById(deps.db, deposit.channelId))!;
  const merchant = (await merchantById(deps.db, deposit.merchantId))!;
  return { deposit: await openCheckoutIfNeeded(deps, deposit, channel, merchant, language), channel };
}

/** Gateway deposits get their checkout after the row exists (the gateway needs our id). */
async function openCheckoutIfNeeded(
  deps: { db: Db; gateways: GatewayRegistry },
  deposit: Deposit,
  channel: Channel,
  merchant: Merchant,
  /** The member's language: the hosted checkout page speaks it. */
  language?: string,
) {
  if (channel.kind === 'manual_bank' || deposit.checkoutUrl || deposit.status !== 'pending') return deposit;
  const gateway = deps.gateways.byChannelKind(channel.kind);
  if (!gateway) throw paymentError('payment.channel_unavailable');
  const checkout = await gateway.createCheckout({
    merchantId: deposit.merchantId,
    depositId: deposit.id,
    amount: deposit.amount,
    currency: deposit.currency,
    description: `${merchant.name} deposit ${deposit.reference}`,
    ...(language ? { language } : {}),
  });
  await depositsRepository.update(deps.db, deposit.id, {
    provider_ref: checkout.providerRef,
    checkout_url: checkout.checkoutUrl,
    updated_at: new Date().toISOString(),
  });
  return { ...deposit, providerRef: checkout.providerRef, checkoutUrl: checkout.checkoutUrl };
}

export const toMinorAmount = (text: string, places: number): Minor => minor(parseAmountToMinor(text, places));
